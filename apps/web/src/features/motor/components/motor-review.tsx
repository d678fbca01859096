import {
  hasPaCover,
  kycStatusLabel,
  formatInr,
  MOTOR_ADDON_LABELS,
  MOTOR_POLICY_TYPE_LABELS,
  toDisplayDate,
  type MotorProposalStep,
  MESSAGES,
} from '@kavach/domain';
import type { TMotorJourneyDetailsResponse } from '@kavach/domain';
import { ConfirmSection } from '../../../shared/ui/confirm-section.tsx';

type Details = TMotorJourneyDetailsResponse;

// What the buyer does about each part a 409 from confirmation names as missing, and the step holding it
// (the parts are the API's: apps/api motor-journey.ts missingMotorParts, and KYC).
const COMPLETE_LABELS = {
  owner: 'Complete owner details',
  vehicle: 'Complete vehicle details',
  previous_policy: 'Add the previous policy',
  third_party_policy: 'Add the third-party policy',
  nominee: 'Complete the nominee',
  kyc: 'Complete KYC',
} as const;
type Part = keyof typeof COMPLETE_LABELS;
const STEP_OF: Readonly<Record<Part, MotorProposalStep>> = {
  owner: 'OWNER',
  vehicle: 'VEHICLE',
  previous_policy: 'VEHICLE',
  third_party_policy: 'VEHICLE',
  nominee: 'NOMINEE',
  kyc: 'DOCUMENTS',
};

function Section({ title, rows, onEdit }: { title: string; rows: [string, string][]; onEdit?: () => void }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {onEdit && (
          <button
            type="button"
            onClick={onEdit}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Edit<span className="sr-only"> {title.toLowerCase()}</span>
          </button>
        )}
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-words text-slate-900">{detail || MESSAGES.NOT_PROVIDED}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The premium as the server prices it, line by line, ending in what is charged. The lines are today's pricing of
 * the journey's quote; should they no longer add up to the charged amount (a month turned since the quote), only
 * the charged total is shown, never two figures that disagree.
 */
function premiumRows(cover: Details['cover'], charged: number, otherPaCover: boolean): [string, string][] {
  if (cover.total_premium !== charged) return [['Total (incl. GST)', formatInr(charged)]];
  const rows: [string, string][] = [];
  if (cover.own_damage) {
    rows.push(['Own damage', formatInr(cover.own_damage.basic)]);
    if (cover.own_damage.deductible_discount > 0)
      rows.push(['Voluntary deductible discount', `-${formatInr(cover.own_damage.deductible_discount)}`]);
    if (cover.own_damage.ncb_discount > 0)
      rows.push([`No-claim bonus (${cover.own_damage.ncb_percent}%)`, `-${formatInr(cover.own_damage.ncb_discount)}`]);
  }
  if (cover.third_party)
    rows.push([
      `Third party (${cover.third_party.years} year${cover.third_party.years > 1 ? 's' : ''})`,
      formatInr(cover.third_party.premium),
    ]);
  if (cover.pa_owner_driver > 0) rows.push(['Personal accident, owner-driver', formatInr(cover.pa_owner_driver)]);
  else if (cover.third_party && otherPaCover)
    rows.push(['Personal accident, owner-driver', 'Left out: you declared other PA cover of ₹15 lakh or more']);
  for (const a of cover.addons.filter((x) => x.is_opted))
    rows.push([MOTOR_ADDON_LABELS[a.addon_type], formatInr(a.premium)]);
  rows.push(['GST (18%)', formatInr(cover.gst)], ['Total (incl. GST)', formatInr(charged)]);
  return rows;
}

/** Issue 18's review: the cover as the server prices it, each part with its Edit, then 'Confirm and pay'. */
export function MotorReview({ details, onEdit }: { details: Details; onEdit: (step: MotorProposalStep) => void }) {
  const { cover, owner, vehicle_details: vd, nominee } = details;
  const coverRows: [string, string][] = [
    ['Insurer', cover.insurer_name],
    ['Vehicle', `${details.vehicle.make} ${details.vehicle.model} ${details.vehicle.variant}`],
    ['Cover', MOTOR_POLICY_TYPE_LABELS[details.policy_type]],
    // A renewal paid early starts when the current policy ends, never overlapping the year already paid for.
    [
      'Cover starts',
      details.starts_after_current_policy
        ? `${toDisplayDate(details.cover_starts_on)}, the day after your current policy ends`
        : toDisplayDate(details.cover_starts_on),
    ],
  ];
  if (cover.own_damage) coverRows.push(['IDV', formatInr(cover.idv)]);
  coverRows.push(['KYC', kycStatusLabel(details.kyc.kyc_status)]);
  const charged = details.premium.premium_summary.total_premium;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Review your motor proposal</h1>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <Section title="Your cover" rows={coverRows} />
        <Section title="Premium" rows={premiumRows(cover, charged, details.other_pa_cover === 'YES')} />
        <Section
          title="Owner"
          onEdit={() => onEdit('OWNER')}
          rows={[
            ['Name', owner?.full_name ?? ''],
            ['Date of birth', toDisplayDate(owner?.dob)],
            ['Mobile', owner?.mobile ?? ''],
            ['Email', owner?.email ?? ''],
          ]}
        />
        <Section
          title="Vehicle"
          onEdit={() => onEdit('VEHICLE')}
          rows={[
            ['Registration', vd?.registration_number ?? 'New vehicle'],
            ['Engine number', vd?.engine_number ?? ''],
            ['Chassis number', vd?.chassis_number ?? ''],
            [
              'Previous policy',
              vd?.previous_policy ? `${vd.previous_policy.insurer_name} ${vd.previous_policy.policy_number}` : 'None',
            ],
            ...(vd?.third_party_policy
              ? ([
                  [
                    'Third-party policy',
                    `${vd.third_party_policy.insurer_name} ${vd.third_party_policy.policy_number}, valid until ${toDisplayDate(details.third_party_until)}`,
                  ],
                ] as [string, string][])
              : []),
          ]}
        />
        {hasPaCover(details.cover) && (
          <Section
            title="Nominee"
            onEdit={() => onEdit('NOMINEE')}
            rows={[
              ['Name', nominee?.full_name ?? ''],
              ['Age', nominee ? String(nominee.age) : ''],
            ]}
          />
        )}
      </div>
      <ConfirmSection
        journeyId={details.journey_id}
        vertical="MOTOR"
        completeLabels={COMPLETE_LABELS}
        onEdit={(part: Part) => onEdit(STEP_OF[part])}
        confirmLabel="Confirm and pay"
      />
    </div>
  );
}
