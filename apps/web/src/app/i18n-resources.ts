// The English catalogues' shapes: `t` accepts only keys that exist, in the namespace asked for (docs/i18n.md). Here,
// in the app, as it alone may name every feature; type-only imports, so no catalogue is bundled from here.
import type common from '../shared/i18n/locales/en.json';
import type home from '../features/home/locales/en.json';
import type healthPrequote from '../features/health-prequote/locales/en.json';
import type healthQuotes from '../features/health-quotes/locales/en.json';
import type healthProposal from '../features/health-proposal/locales/en.json';
import type healthReview from '../features/health-review/locales/en.json';
import type term from '../features/term/locales/en.json';
import type termProposal from '../features/term-proposal/locales/en.json';
import type motor from '../features/motor/locales/en.json';
import type payments from '../features/payments/locales/en.json';
import type dashboard from '../features/dashboard/locales/en.json';
import type kyc from '../shared/kyc/locales/en.json';
import type quotes from '../shared/quotes/locales/en.json';

export type Resources = {
  // Keyed by the domain's own English texts (shared/i18n/use-domain-text.ts).
  domain: Record<string, string>;
  common: typeof common;
  home: typeof home;
  'health-prequote': typeof healthPrequote;
  'health-quotes': typeof healthQuotes;
  'health-proposal': typeof healthProposal;
  'health-review': typeof healthReview;
  term: typeof term;
  'term-proposal': typeof termProposal;
  motor: typeof motor;
  payments: typeof payments;
  dashboard: typeof dashboard;
  kyc: typeof kyc;
  quotes: typeof quotes;
};
export type Namespace = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnNull: false;
  }
}
