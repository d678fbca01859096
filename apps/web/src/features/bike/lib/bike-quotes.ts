import type { TwoWheelerVehicleData } from '@kavach/domain/bike/vehicle-data';
import { parseIsoDate, toIsoDate, todayIso } from '@kavach/domain/validation/dates';
import { estimateIdv } from './idv.ts';

/** spec 3 §3.17 "Bike mock quote". Amounts in whole rupees; policyStartDate YYYY-MM-DD. */
export type BikeQuote = {
  id: string;
  company: string;
  plan: string;
  idv: number;
  /** Share of claims the insurer settled, in percent. */
  claimsSettled: number;
  policyStartDate: string;
  /** Own damage premium for one year, GST included. */
  premium: number;
};

/**
 * Where the quote list gets its plans. Today that is the illustrative list below; a motor quote API
 * would implement the same function, and neither the form nor the list would change.
 */
export type BikeQuoteSource = (vehicle: TwoWheelerVehicleData) => Promise<BikeQuote[]>;

type PlanRate = {
  id: string;
  company: string;
  plan: string;
  /** Insurers quote an IDV a little above or below the estimate. */
  idvFactor: number;
  /** Own damage premium as a share of IDV, with the plan's add-ons. */
  rateOfIdv: number;
  /** No insurer writes an own damage cover below its minimum premium (before GST). */
  minimumPremium: number;
  claimsSettled: number;
};

// Illustrative rates, chosen so premiums land where Indian own damage covers for two-wheelers do
// (about ₹1,000 to ₹3,500 a year); they are not the insurers' tariffs.
const PLANS: readonly PlanRate[] = [
  {
    id: 'digit-od',
    company: 'Digit',
    plan: 'Bike Own Damage Cover',
    idvFactor: 1,
    rateOfIdv: 0.02,
    minimumPremium: 870,
    claimsSettled: 96,
  },
  {
    id: 'icici-lombard-od',
    company: 'ICICI Lombard',
    plan: 'Two Wheeler Own Damage',
    idvFactor: 0.98,
    rateOfIdv: 0.022,
    minimumPremium: 900,
    claimsSettled: 92,
  },
  {
    id: 'bajaj-allianz-zero-dep',
    company: 'Bajaj Allianz',
    plan: 'Own Damage with Zero Depreciation',
    idvFactor: 0.97,
    rateOfIdv: 0.0245,
    minimumPremium: 1_050,
    claimsSettled: 94,
  },
  {
    id: 'hdfc-ergo-od-plus',
    company: 'HDFC ERGO',
    plan: 'Bike Own Damage Plus',
    idvFactor: 1.02,
    rateOfIdv: 0.0225,
    minimumPremium: 960,
    claimsSettled: 95,
  },
  {
    id: 'tata-aig-od',
    company: 'Tata AIG',
    plan: 'Auto Secure Own Damage',
    idvFactor: 0.99,
    rateOfIdv: 0.021,
    minimumPremium: 920,
    claimsSettled: 93,
  },
];

const GST_RATE = 0.18;

function nextDay(date: string): string {
  const d = parseIsoDate(date);
  if (!d) throw new Error(`Not a date: ${date}`);
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return toIsoDate({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

/**
 * spec 3 §2.12: the static list of five own damage plans, worked out from the bike's fuel type and age.
 * Cover starts tomorrow, as the current policy expires in a day (the page's banner). Cheapest first.
 */
export function illustrativeBikeQuotes(vehicle: TwoWheelerVehicleData, today: string): BikeQuote[] {
  const idv = estimateIdv(vehicle, today);
  const policyStartDate = nextDay(today);
  return PLANS.map((p) => {
    const planIdv = Math.round((idv * p.idvFactor) / 100) * 100;
    const beforeTax = Math.max(p.minimumPremium, planIdv * p.rateOfIdv);
    return {
      id: p.id,
      company: p.company,
      plan: p.plan,
      idv: planIdv,
      claimsSettled: p.claimsSettled,
      policyStartDate,
      premium: Math.round(beforeTax * (1 + GST_RATE)),
    };
  }).sort((a, b) => a.premium - b.premium);
}

export const getBikeQuotes: BikeQuoteSource = (vehicle) => Promise.resolve(illustrativeBikeQuotes(vehicle, todayIso()));
