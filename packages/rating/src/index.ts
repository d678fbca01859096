export * from './health/catalogue-schema.ts';
export * from './health/load-catalogue.ts';
export * from './health/rate-health-plan.ts';
export * from './health/price-addon.ts';
export * from './health/value-score.ts';
export * from './health/zone.ts';
export * from './term/term-catalogue.ts';
export * from './term/rate-term-plan.ts';
