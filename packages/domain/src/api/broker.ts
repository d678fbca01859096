import { z } from 'zod';

/**
 * The broker's registration as IRDAI requires an intermediary to show it (issue 46): who sells, under which licence,
 * until when, and who answers for it. The operator's settings (apps/api config.ts, BROKER_*); a demo installation shows
 * SAMPLE_BROKER, marked as such. The footer, every schedule and each proposal sent to an insurer carry it.
 */
export const ZBrokerRegistration = z.object({
  name: z.string().min(1).max(100),
  irdai_registration: z.string().min(1).max(60),
  /** IRDAI's category of the licence: "Direct Broker (General & Life)", "Web Aggregator"… */
  category: z.string().min(1).max(100),
  /** The last day the registration is valid. */
  valid_until: z.iso.date(),
  /** Corporate Identity Number (MCA): L or U, industry, state, year, type, serial. */
  cin: z.string().regex(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, 'must be a 21-character CIN'),
  principal_officer: z.string().min(1).max(100),
  grievance_officer: z.object({
    name: z.string().min(1).max(100),
    email: z.email(),
    phone: z.string().regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'must be a phone number (digits, spaces, hyphens)'),
  }),
});
export type TBrokerRegistration = z.infer<typeof ZBrokerRegistration>;

// The lines every page prints live apart from the schemas, so the footer shows them without loading zod first.
export { brokerOfficersLine, brokerRegistrationLine, SAMPLE_BROKER_NOTE } from '../format/broker';

/** What the site shows about its broker: the registration, whether it is the demo's sample, and how it is paid. */
export const ZBrokerDisclosure = ZBrokerRegistration.extend({
  /** True on a demo installation without the BROKER_* settings: the registration is made up. */
  sample: z.boolean(),
  /** How the broker is paid, in the operator's words (BROKER_REMUNERATION). */
  remuneration: z.string().min(1).max(400),
});
export type TBrokerDisclosure = z.infer<typeof ZBrokerDisclosure>;

/** The demo's broker: plainly invented, in the settings' shapes. */
export const SAMPLE_BROKER: TBrokerRegistration = {
  name: 'Kavach Sample Insurance Broking',
  irdai_registration: 'SAMPLE-000',
  category: 'Direct Broker (General & Life)',
  valid_until: '2099-12-31',
  cin: 'U00000MH2000PTC000000',
  principal_officer: 'Sample Principal Officer',
  grievance_officer: { name: 'Sample Grievance Officer', email: 'grievance@example.in', phone: '1800 000 0000' },
};

/** How a broker is commonly paid; the operator states its own (BROKER_REMUNERATION). */
export const SAMPLE_BROKER_REMUNERATION =
  "Kavach is paid a commission by the insurer on each policy sold, as IRDAI's regulations allow; it does not change your premium.";

/**
 * The intermediary as each proposal names it to the insurer (docs/insurers.md) and the schedule prints it: the
 * registration, and whether it is the demo's sample.
 */
export const ZIntermediary = ZBrokerDisclosure.omit({ remuneration: true });
export type TIntermediary = z.infer<typeof ZIntermediary>;

/** GET /v1/broker: the broker's disclosure, as the footer on every page shows it. */
export const ZBrokerResponse = ZBrokerDisclosure;
export type TBrokerResponse = TBrokerDisclosure;
