import type { BuiltText } from './templates';
import { toDisplayDate } from '../validation/dates';
import { formatIndianNumber, formatInr } from '../format/money';
import { insurerStageWords, slotWords, type InsurerStageFacts } from '../format/insurer-stage';
import { claimStatusWords } from '../claims/claim-words';
import { CLAIM_STATUSES, type ClaimStatus } from '../claims/claim-states';
import { CLAIM_CLOCK_STATES, CLAIM_CLOCKS, clockWords, spanWords, type ClaimClock } from '../claims/claim-clocks';
import { CLAIM_DOCUMENT_LABELS } from '../claims/claims-api';
import { cancellationRefund } from '../constants/cancellation';
import { renewalStandingWords } from '../renewals/renewal-standing';
import { portabilityLines } from '../renewals/portability';
import { JOURNEY_VERTICALS, type JourneyVertical } from '../verticals/registry';

// The texts the domain builds with values after a purchase (the insurer's stage, claims, cancellation, renewals), each
// made once by its builder with sample values: templates.ts cuts the catalogue's template from it.

const POLICY = 'KV-H-2031-ZYXWVUTS';
const INSURER = 'Zyx Insurance';
const built = (text: string, samples: Record<string, string> = {}): BuiltText => ({ text, samples });

function insurerStageTexts(): BuiltText[] {
  const slot = '2031-12-03T09:00:00+05:30';
  const base: InsurerStageFacts = {
    insurerName: INSURER,
    status: 'SUBMITTED',
    requirements: [],
    counterOffer: null,
    reason: null,
    refundedRupees: null,
  };
  const test = (status: 'OPEN' | 'SCHEDULED') => [{ kind: 'MEDICAL_TEST' as const, status, slot }];
  const of = (over: Partial<InsurerStageFacts>) => insurerStageWords({ ...base, ...over });
  const insurer = { insurer: INSURER };
  const amount = formatInr(12_345);
  const offer = (reason: string) => ({ extraPremiumRupees: 12_345, reason });
  return [
    built(of({}), insurer),
    built(of({ status: 'REFERRED', requirements: test('SCHEDULED') }), { ...insurer, slot: slotWords(slot) }),
    built(of({ status: 'REFERRED', requirements: test('OPEN') }), insurer),
    built(of({ status: 'REFERRED', requirements: [{ kind: 'INSPECTION', status: 'OPEN', slot: null }] }), insurer),
    built(of({ status: 'REFERRED' }), insurer),
    built(of({ status: 'COUNTER_OFFER', topUpPaidRupees: 12_345 }), { ...insurer, amount }),
    built(of({ status: 'COUNTER_OFFER', counterOffer: offer('A zyx loading for Wvuitis') }), {
      amount,
      condition: 'Wvuitis',
      terms: 'a zyx loading',
    }),
    built(of({ status: 'COUNTER_OFFER', counterOffer: offer('Zyx terms') }), { amount, reason: 'Zyx terms' }),
    built(of({ status: 'COUNTER_OFFER' }), insurer),
    built(of({ status: 'ISSUED' }), insurer),
    ...(['DECLINED', 'WITHDRAWN', 'CANCELLED'] as const).flatMap((status) => [
      built(of({ status })),
      built(of({ status, refundedRupees: 12_345 }), { amount }),
    ]),
  ];
}

function claimTexts(): BuiltText[] {
  const documents = ['CLAIM_FORM', 'FIR'] as const;
  const amount = { amount: formatInr(12_345) };
  const samples: Partial<Record<ClaimStatus, Record<string, string>>> = {
    DOCUMENTS_REQUESTED: { documents: documents.map((d) => CLAIM_DOCUMENT_LABELS[d]).join(', ') },
    APPROVED: amount,
    SETTLED: amount,
    REJECTED: { reason: 'Zyx reason' },
  };
  const words = CLAIM_STATUSES.map((status) =>
    built(
      claimStatusWords({ status, approvedRupees: 12_345, reason: 'Zyx reason.', documentsRequested: documents }),
      samples[status],
    ),
  );
  // 11:30 in India; the clock is due at 14:32 the same day, or was 2 h late.
  const now = new Date('2031-03-04T06:00:00Z');
  const clockOf = (state: ClaimClock['state'], regulatory: boolean): ClaimClock => ({
    name: 'SETTLEMENT',
    startedAt: now,
    dueAt: new Date('2031-03-04T09:02:00Z'),
    stoppedAt: null,
    state,
    lateByMs: 2 * 3_600_000,
    regulatory,
  });
  const clock = { clock: CLAIM_CLOCKS.SETTLEMENT.label };
  const clocks = CLAIM_CLOCK_STATES.flatMap((state) =>
    [true, false].map((regulatory) => {
      const text = clockWords(clockOf(state, regulatory), now);
      const value: Record<string, string> =
        state === 'RUNNING' ? { time: '14:32' } : state === 'MET' ? {} : { span: '2 h' };
      return built(text, { ...clock, ...value });
    }),
  );
  // Due on another day than today: its day is said too.
  const tomorrow = [true, false].map((regulatory) =>
    built(clockWords({ ...clockOf('RUNNING', regulatory), dueAt: new Date('2031-03-05T09:02:00Z') }, now), {
      ...clock,
      time: '14:32',
      day: '5 Mar',
    }),
  );
  return [
    ...words,
    ...clocks,
    ...tomorrow,
    built(spanWords(13 * 60_000), { count: '13' }),
    built(spanWords(13 * 3_600_000), { count: '13' }),
    built(spanWords(13 * 86_400_000), { count: '13' }),
  ];
}

/** Every deduction label and basis cancellationRefund writes: each product, in and after its free look. */
function cancellationTexts(): BuiltText[] {
  const texts: BuiltText[] = [];
  const cancel = (
    vertical: JourneyVertical,
    cancelledOn: string,
    over: { paidMonths?: number; renewal?: boolean; claimMade?: boolean } = {},
  ) => {
    const r = cancellationRefund({
      vertical,
      issuedOn: '2031-01-01',
      premiumPaise: 1_200_000,
      startDate: '2031-01-02',
      paidMonths: 12,
      cancelledOn,
      stampDutyPaise: 100,
      medicalCostsPaise: 0,
      ...over,
    });
    // The free look's last day is said in the basis, in it ("until …") and after it ("ended on …").
    const until = r.freeLookUntil ? toDisplayDate(r.freeLookUntil) : null;
    texts.push(built(r.basis, until && r.basis.includes(until) ? { date: until } : {}));
    for (const line of r.deductions) {
      const figures = /(\d+) (?:day|month)s?\b/.exec(line.label);
      const percent = /\((\d+) %/.exec(line.label);
      texts.push(
        built(line.label, {
          ...(figures?.[1] ? { count: figures[1] } : {}),
          ...(percent?.[1] ? { percent: percent[1] } : {}),
        }),
      );
    }
  };
  for (const vertical of JOURNEY_VERTICALS) {
    // A day, and some days, on cover; then after the free look, and as a renewal (which has none).
    cancel(vertical, '2031-01-03');
    cancel(vertical, '2031-01-15');
    cancel(vertical, '2031-05-10');
    cancel(vertical, '2031-05-10', { renewal: true });
  }
  cancel('HEALTH', '2031-05-10', { claimMade: true });
  cancel('HEALTH', '2031-05-10', { claimMade: true, renewal: true });
  // A new two-wheeler's five years: the scale's share is not one percentage of the whole premium.
  cancel('MOTOR', '2031-01-15', { paidMonths: 60 });
  cancel('MOTOR', '2031-05-10', { paidMonths: 60 });
  return texts;
}

function renewalTexts(): BuiltText[] {
  const from = '2031-04-05';
  const dated = { policy: POLICY, date: toDisplayDate(from) };
  const words = (vertical: JourneyVertical, s: Parameters<typeof renewalStandingWords>[1]) =>
    renewalStandingWords(vertical, s);
  const until = toDisplayDate('2031-05-06');
  const ported = {
    policy_number: POLICY,
    insurer_name: INSURER,
    covered_since: '2019-04-05',
    sum_insured: 500_000,
    cumulative_bonus: 0,
    end_date: '2031-04-04',
  };
  const [portedFrom = '', credited = ''] = portabilityLines(ported);
  const [, withBonus = ''] = portabilityLines({ ...ported, cumulative_bonus: 250_000 });
  const standings = [1, 13].flatMap((n) => {
    const count = { count: String(n) };
    return [
      built(words('HEALTH', { state: 'IN_FORCE', days_left: n }), count),
      built(words('TERM', { state: 'PREMIUM_DUE', due: from, days_left: n }), { ...count, date: toDisplayDate(from) }),
      built(words('MOTOR', { state: 'LAPSED_RENEWABLE', days_ago: n, until: '2031-05-06' }), { ...count, date: until }),
      built(words('HEALTH', { state: 'LAPSED_RENEWABLE', days_ago: n, until: '2031-05-06' }), {
        ...count,
        date: until,
      }),
      built(words('MOTOR', { state: 'LAPSED', days_ago: n }), count),
      built(words('HEALTH', { state: 'LAPSED', days_ago: n }), count),
    ];
  });
  return [
    built(words('HEALTH', { state: 'IN_FORCE', days_left: 0 })),
    ...standings,
    built(words('HEALTH', { state: 'RENEWED', policy_number: POLICY, from, new_policy: true }), dated),
    built(words('HEALTH', { state: 'RENEWED', policy_number: POLICY, from, new_policy: false }), dated),
    built(words('HEALTH', { state: 'PORTED', policy_number: POLICY, insurer_name: INSURER, from }), {
      ...dated,
      insurer: INSURER,
    }),
    built(portedFrom, { insurer: INSURER, policy: POLICY, date: toDisplayDate(ported.covered_since) }),
    built(credited, { amount: formatIndianNumber(500_000) }),
    built(withBonus, {
      amount: formatIndianNumber(500_000),
      bonus: formatIndianNumber(250_000),
      total: formatIndianNumber(750_000),
    }),
  ];
}

/** The texts built after a purchase, each with the samples it was built with. */
export const builtAfterSaleTexts = (): BuiltText[] => [
  ...insurerStageTexts(),
  ...claimTexts(),
  ...cancellationTexts(),
  ...renewalTexts(),
];
