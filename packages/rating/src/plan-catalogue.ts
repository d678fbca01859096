import { sampleFigures } from './catalogue-sources.ts';
import type { AddonDefinition } from './health/catalogue-schema.ts';

/**
 * What the health and term catalogues both hold, indexed for the engines: insurers and add-ons by id, plans in file
 * order and by id, and the vertical's rating tables.
 */
export type PlanCatalogue<Insurer extends { insurer_id: string }, Plan, Tables> = {
  insurers: ReadonlyMap<Insurer['insurer_id'], Insurer>;
  plans: readonly Plan[];
  plansById: ReadonlyMap<string, Plan>;
  addons: ReadonlyMap<string, AddonDefinition>;
  ratingTables: Tables;
  /** Figures whose source is "sample" (file: path): illustrative, and refused in production. */
  sampleFigures: readonly string[];
};

/** Indexes the four files a plan catalogue is made of; the caller has parsed and checked them. */
export function indexPlanCatalogue<
  Insurer extends { insurer_id: string },
  Plan extends { plan_id: string },
  Tables,
>(files: {
  insurers: readonly Insurer[];
  plans: readonly Plan[];
  addons: readonly AddonDefinition[];
  ratingTables: Tables;
}): PlanCatalogue<Insurer, Plan, Tables> {
  return {
    insurers: new Map(files.insurers.map((i) => [i.insurer_id, i])),
    plans: files.plans,
    plansById: new Map(files.plans.map((p) => [p.plan_id, p])),
    addons: new Map(files.addons.map((a) => [a.addon_id, a])),
    ratingTables: files.ratingTables,
    sampleFigures: [...sampleFigures('insurers.json', files.insurers), ...sampleFigures('plans.json', files.plans)],
  };
}
