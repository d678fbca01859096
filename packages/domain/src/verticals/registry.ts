import { z } from 'zod';
import { codesOf, nonEmpty } from '../constants/option';
import { HEALTH_RETAINED, ZHealthProposal } from '../health/health-proposal';
import { MOTOR_RETAINED, ZMotorProposal } from '../motor/motor-proposal';
import { TERM_RETAINED, ZTermProposal } from '../term/term-proposal';
import type { Retained } from './retained';

/**
 * What both apps know of a product a journey can be for, declared once: its code is the one name the code uses; the
 * names it has in page paths and API prefixes are the product's own (kept as the pages and the API already use them)
 * and are read from here, never spelled elsewhere. The server's side of a vertical (its pricer, schedule and proposal
 * steps) is keyed by the same code in apps/api, and TypeScript makes that map complete.
 */
export type VerticalEntry = {
  /** How the dashboard and the console name the product. */
  label: string;
  /**
   * Where an unfinished journey stands, by its proposal steps, in the buyer's words (docs/product/proposal-kyc.md §2,
   * docs/product/review-payment-term-bike.md §4.1).
   */
  stepLabels: Readonly<Record<string, string>>;
  /**
   * What its policies call who is insured and the value insured, as its insurers' schedules do: a term policy insures
   * a life assured for a sum assured, a motor policy an owner's vehicle at its insured declared value.
   */
  policyTerms: { insured: string; value: string };
  /** The page the journey's buyer works in: /{page}/proposal, /{page}/{provider}/redirect. */
  page: string;
  /** The journey's API prefix: /v1/{journeyApi}/journey/…, /payments/…, /policy/…. */
  journeyApi: string;
  /**
   * The vertical's short name: in /v1/{paymentsApi}/payments/{attempt}/status, the schedule's file name, and its
   * catalogue's (packages/rating/catalogue/{…}, the setting {…}_CATALOGUE_DIR in capitals, /v1/config's
   * sample_catalogues).
   */
  paymentsApi: string;
  /** Where the buyer reviews the proposal before paying. */
  reviewPath: string;
  /** The letter in its policy numbers: KV-H-2026-…. */
  policyLetter: string;
  /**
   * Whether its policies may be returned within the free-look period (IRDAI, Protection of Policyholders' Interests
   * Regulations 2024): health and life may; motor has none.
   */
  freeLook: boolean;
  /**
   * Its proposal as stored in the journey's one proposal column, parts by the vertical's own names (the person KYC is
   * about is each vertical's `proposer`: the proposer, the life assured, the owner); every read parses it with this.
   */
  proposal: z.ZodObject<{ proposer: z.ZodType }>;
  /** What account deletion keeps of a paid journey's proposal and quote request; every other key goes. */
  retained: Retained;
};

export const VERTICAL_REGISTRY = {
  HEALTH: {
    label: 'Health',
    stepLabels: {
      MEMBER_NOMINEE_DETAILS: 'Member and nominee details',
      PROPOSAL_DETAILS: 'Proposal details',
      ADDRESS_DETAILS: 'Address details',
      MEDICAL_QUESTIONS: 'Medical questions',
      KYC_STEP: 'Identity verification (KYC)',
      REVIEW_SUBMIT: 'Review and payment',
    },
    policyTerms: { insured: 'Members', value: 'Sum insured' },
    page: 'health-insurance',
    journeyApi: 'health',
    paymentsApi: 'health',
    reviewPath: '/health/review-submit',
    policyLetter: 'H',
    freeLook: true,
    proposal: ZHealthProposal,
    retained: HEALTH_RETAINED,
  },
  TERM: {
    label: 'Term life',
    // The term proposal's steps (issue 15).
    stepLabels: {
      LIFE_ASSURED: 'Life assured details',
      NOMINEES: 'Nominee details',
      CONTACT: 'Contact details',
      LIFESTYLE: 'Lifestyle and medical declaration',
      DOCUMENTS: 'Documents and KYC',
      REVIEW: 'Review and payment',
    },
    policyTerms: { insured: 'Life assured', value: 'Sum assured' },
    page: 'term-insurance',
    // Term's journey follows its quotes (/v1/termlife/quotes).
    journeyApi: 'termlife',
    paymentsApi: 'term',
    reviewPath: '/term-insurance/review',
    policyLetter: 'T',
    freeLook: true,
    proposal: ZTermProposal,
    retained: TERM_RETAINED,
  },
  MOTOR: {
    label: 'Motor',
    // The motor proposal's steps (issue 18); NOMINEE is the PA cover's nominee.
    stepLabels: {
      OWNER: 'Owner details',
      VEHICLE: 'Vehicle details',
      NOMINEE: 'Nominee details',
      DOCUMENTS: 'Documents and KYC',
      REVIEW: 'Review and payment',
    },
    policyTerms: { insured: 'Owner', value: 'Insured declared value (IDV)' },
    // A car journey pays and returns on the bike page too: one page per vertical.
    page: 'bike-insurance',
    journeyApi: 'motor',
    paymentsApi: 'motor',
    // Motor's review is the last step of its proposal page, which opens at the step the server names.
    reviewPath: '/bike-insurance/proposal',
    policyLetter: 'M',
    freeLook: false,
    proposal: ZMotorProposal,
    retained: MOTOR_RETAINED,
  },
} as const satisfies Record<string, VerticalEntry>;

/** The products a journey can be for, as stored on the journey. */
export const JOURNEY_VERTICALS = codesOf(VERTICAL_REGISTRY);
export type JourneyVertical = (typeof JOURNEY_VERTICALS)[number];
export const ZJourneyVertical = z.enum(JOURNEY_VERTICALS, {
  error: (issue) => `Kavach sells no product called ${String(issue.input)}: it sells ${JOURNEY_VERTICALS.join(', ')}`,
});

type Registry = typeof VERTICAL_REGISTRY;
/** A vertical's page, as the first segment of a path (/term-insurance/…). */
export type VerticalPage = Registry[JourneyVertical]['page'];
/** A vertical's short name, as /v1/{…}/payments/{attempt}/status and its catalogue name it. */
export type ApiVertical = Registry[JourneyVertical]['paymentsApi'];
/** A vertical's journey API prefix, as /v1/{…}/journey/… names it (and its quotes: /v1/termlife/async-quote). */
export type JourneyApi = Registry[JourneyVertical]['journeyApi'];

/** The pages of the verticals, in the registry's order. */
export const VERTICAL_PAGES = nonEmpty(JOURNEY_VERTICALS.map((v): VerticalPage => VERTICAL_REGISTRY[v].page));
export const API_VERTICALS = nonEmpty(JOURNEY_VERTICALS.map((v): ApiVertical => VERTICAL_REGISTRY[v].paymentsApi));
export const ZApiVertical = z.enum(API_VERTICALS, {
  error: (issue) => `Kavach sells no product called ${String(issue.input)}: it sells ${API_VERTICALS.join(', ')}`,
});

/** The vertical whose name is `name` in `field` (its page, its API prefix…); null for a name no vertical has. */
export function verticalNamed(field: 'page' | 'journeyApi' | 'paymentsApi', name: unknown): JourneyVertical | null {
  return JOURNEY_VERTICALS.find((v) => VERTICAL_REGISTRY[v][field] === name) ?? null;
}

/** The vertical a page path belongs to (/term-insurance/sandbox/redirect: TERM); null outside a vertical's pages. */
export function verticalOfPath(pathname: string): JourneyVertical | null {
  return verticalNamed(
    'page',
    pathname.split('/').find((part) => part !== ''),
  );
}

/** A vertical's proposal, as its schema reads it. */
export type ProposalOf<V extends JourneyVertical> = z.output<Registry[V]['proposal']>;

/**
 * A journey's vertical with its proposal read by that vertical's schema: one value TypeScript tells apart by
 * `vertical`, so code that asks which vertical a journey is gets that vertical's proposal, typed.
 */
export type VerticalProposal = { [V in JourneyVertical]: { vertical: V; proposal: ProposalOf<V> } }[JourneyVertical];

/** Reads a stored proposal by its vertical's schema; throws (a stored row no schema reads) with what did not read. */
export function readProposal(vertical: JourneyVertical, proposal: unknown): VerticalProposal {
  switch (vertical) {
    case 'HEALTH':
      return { vertical, proposal: VERTICAL_REGISTRY.HEALTH.proposal.parse(proposal) };
    case 'TERM':
      return { vertical, proposal: VERTICAL_REGISTRY.TERM.proposal.parse(proposal) };
    case 'MOTOR':
      return { vertical, proposal: VERTICAL_REGISTRY.MOTOR.proposal.parse(proposal) };
  }
}

/** A journey step's words on the dashboard; undefined for a step its vertical does not name. */
export function stepLabelOf(vertical: JourneyVertical, step: string): string | undefined {
  const labels: Readonly<Record<string, string>> = VERTICAL_REGISTRY[vertical].stepLabels;
  return labels[step];
}
