import {
  MOTOR_ADDON_LABELS,
  MOTOR_EXPIRY_WARNING_DAYS,
  NCB_LAPSE_DAYS,
  addDays,
  daysUntil,
  motorCoverStart,
  indiaDate,
  ncbPercent,
  latestThirdPartyEnd,
  MESSAGES,
  THIRD_PARTY_TOO_LONG,
  vehicleAgeMonths,
  type TMotorQuote,
  type TMotorQuoteRequest,
  type TMotorQuoteResponse,
  type TPremiumBreakup,
} from '@kavach/domain';
import { rateMotor, type MotorCatalogue, type MotorInsurer, type MotorRatingInput } from '@kavach/rating';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { StoredMotorRequest } from './stored-motor-request.ts';
import { signSingleQuote, type QuoteTokens } from '../quotes/quote-token.ts';

/** The plan id a motor journey carries: one insurer's cover of one type. */
export const motorPlanId = (insurerId: string, policyType: string) =>
  `${insurerId}-${policyType.toLowerCase().replaceAll('_', '-')}`;

/** Everything but the insurer, from the request: the vehicle, its age, its bonus, the previous policy. */
export function motorRatingBase(catalogue: MotorCatalogue, request: TMotorQuoteRequest, today: string) {
  const vehicle = catalogue.vehiclesById.get(request.vehicle_id);
  if (!vehicle) throw invalidField('vehicle_id', MESSAGES.VEHICLE_REQUIRED);
  const rto = catalogue.rtos.get(request.rto_code);
  if (!rto) throw invalidField('rto_code', MESSAGES.RTO_REQUIRED);
  if (request.registration_date && request.registration_date > today)
    throw invalidField('registration_date', MESSAGES.REGISTRATION_DATE_FUTURE);
  // Priced as on the first day of cover (a renewal paid early starts when the current policy ends): the vehicle's
  // age there sets its IDV, own-damage rate and add-ons (IRDAI depreciation is at commencement), and the third-party
  // cover beside standalone own damage must be in force there.
  const start = motorCoverStart(request, addDays(today, 1));
  // A registered vehicle is at least a month old for rating: age 0 means new and not yet registered.
  const ageMonths = request.registration_date ? Math.max(1, vehicleAgeMonths(request.registration_date, start)) : 0;
  const previous = request.previous_policy;
  const thirdPartyUntil = previous?.third_party_valid_until;
  if (thirdPartyUntil && thirdPartyUntil > latestThirdPartyEnd(vehicle.kind, request.registration_date, today))
    throw invalidField('previous_policy.third_party_valid_until', THIRD_PARTY_TOO_LONG);
  // The bonus is kept by a renewal bought within 90 days of the old policy's end.
  const lapsed = previous ? daysUntil(previous.expiry_date, today) < -NCB_LAPSE_DAYS : true;
  const claimFreeYears = previous && !lapsed ? previous.claim_free_years : 0;
  const base: Omit<MotorRatingInput, 'insurer'> = {
    catalogue,
    vehicle,
    rto,
    policyType: request.policy_type,
    vehicleAgeMonths: ageMonths,
    claimFreeYears,
    claimLastYear: previous?.claim_last_year === 'YES',
    thirdPartyInForce: Boolean(previous?.third_party_valid_until && previous.third_party_valid_until >= start),
    otherPaCover: request.other_pa_cover === 'YES',
    ...(request.voluntary_deductible ? { voluntaryDeductible: request.voluntary_deductible } : {}),
    addons: request.addons,
  };
  const daysLeft = previous ? daysUntil(previous.expiry_date, today) : null;
  return {
    base,
    vehicle,
    rto,
    ncb: base.claimLastYear ? 0 : ncbPercent(claimFreeYears),
    expiryDaysLeft: daysLeft !== null && daysLeft >= 0 && daysLeft <= MOTOR_EXPIRY_WARNING_DAYS ? daysLeft : null,
  };
}

/** One insurer's premium, with the buyer's IDV kept within that insurer's range. */
export function rateForInsurer(
  base: Omit<MotorRatingInput, 'insurer'>,
  insurer: MotorInsurer,
  wantedIdv: number | null | undefined,
) {
  const first = rateMotor({ ...base, insurer });
  if (!first.eligible || !wantedIdv) return first;
  return rateMotor({ ...base, insurer, idv: Math.min(first.idv_max, Math.max(first.idv_min, wantedIdv)) });
}

/**
 * POST /v1/motor/quotes: every insurer's premium for the vehicle, priced now. Like a health single quote, nothing
 * is stored: each quote carries a signed token that starting a journey re-prices from.
 */
export function quoteMotor(
  deps: { catalogue: MotorCatalogue; tokens: QuoteTokens },
  request: TMotorQuoteRequest,
  sessionId: string,
  now = new Date(),
): TMotorQuoteResponse {
  const today = indiaDate(now);
  const { base, vehicle, rto, ncb, expiryDaysLeft } = motorRatingBase(deps.catalogue, request, today);
  const quotes = deps.catalogue.insurers.map((insurer): TMotorQuote => {
    const premium = rateForInsurer(base, insurer, request.idv);
    if (!premium.eligible)
      return {
        eligible: false,
        insurer_id: insurer.insurer_id,
        insurer_name: insurer.insurer_name,
        reason: premium.reason,
      };
    const { eligible: _eligible, ...figures } = premium;
    const planId = motorPlanId(insurer.insurer_id, request.policy_type);
    const { quote_token, ...ids } = signSingleQuote(deps.tokens, {
      vertical: 'MOTOR',
      sessionId,
      planId,
      insurerId: insurer.insurer_id,
      // The insurer and the IDV it settled on are part of what a journey on this quote is priced from.
      request: { ...request, idv: premium.idv, insurer_id: insurer.insurer_id },
    });
    return {
      eligible: true,
      insurer_id: insurer.insurer_id,
      insurer_name: insurer.insurer_name,
      ...figures,
      quote_token,
      quote_id: ids.quoteId,
      plan_id: planId,
    };
  });
  quotes.sort((a, b) => (a.eligible && b.eligible ? a.total_premium - b.total_premium : a.eligible ? -1 : 1));
  return {
    vehicle,
    rto,
    vehicle_age_months: base.vehicleAgeMonths,
    ncb_percent: ncb,
    expiry_days_left: expiryDaysLeft,
    quotes,
  };
}

/**
 * One insurer's cover priced again for a journey (a quote token acted on, or a journey re-read): the same rating as
 * the quote list, as the journey core's breakup (cover = IDV; base = own damage + third party + PA; tax = GST).
 */
export function priceMotorQuote(catalogue: MotorCatalogue, request: StoredMotorRequest, now = new Date()) {
  const insurer = catalogue.insurers.find((i) => i.insurer_id === request.insurer_id);
  if (!insurer) throw invalidField('insurer_id', 'This insurer is no longer offered');
  const { base } = motorRatingBase(catalogue, request, indiaDate(now));
  const premium = rateForInsurer(base, insurer, request.idv);
  if (!premium.eligible) throw new AppError('CONFLICT', `This cover can no longer be offered: ${premium.reason}`);
  const planId = motorPlanId(insurer.insurer_id, request.policy_type);
  const breakup: TPremiumBreakup = {
    plan_id: planId,
    sum_insured: premium.idv,
    policy_years: 1,
    base_premium: (premium.own_damage?.net ?? 0) + (premium.third_party?.premium ?? 0) + premium.pa_owner_driver,
    total_addon_premium: premium.total_addon_premium,
    discount_amount: 0,
    tax: premium.gst,
    total_premium: premium.total_premium,
    monthly_premium: Math.round(premium.total_premium / 12),
    addons: premium.addons.map((a) => ({
      addon_id: a.addon_type.toLowerCase(),
      addon_type: a.addon_type,
      display_name: MOTOR_ADDON_LABELS[a.addon_type],
      total_premium: a.premium,
      is_opted: a.is_opted ? ('YES' as const) : ('NO' as const),
    })),
    loadings: [],
  };
  return { planId, insurerId: insurer.insurer_id, priority: 0, detail: { breakup, cover: premium }, premium };
}
