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
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { ConfirmSection } from '../../../shared/ui/confirm-section.tsx';
import { NS, type MotorT } from '../i18n.ts';

type Details = TMotorJourneyDetailsResponse;
type DomainText = (text: string) => string;

// What the buyer does about each part a 409 from confirmation names as missing, and the step holding it
// (the parts are the API's: apps/api motor-journey.ts missingMotorParts, and KYC).
const COMPLETE_LABELS = {
  owner: 'review.complete.owner',
  vehicle: 'review.complete.vehicle',
  previous_policy: 'review.complete.previousPolicy',
  third_party_policy: 'review.complete.thirdPartyPolicy',
  nominee: 'review.complete.nominee',
  kyc: 'review.complete.kyc',
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
  const { t } = useTranslation(NS);
  const td = useDomainText();
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
            {t('review.edit')}
            <span className="sr-only">{t('review.editWhich', { section: title.toLowerCase() })}</span>
          </button>
        )}
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {rows.map(([term, detail]) => (
          <div key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-words text-slate-900">{detail || td(MESSAGES.NOT_PROVIDED)}</dd>
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
function premiumRows(
  cover: Details['cover'],
  charged: number,
  otherPaCover: boolean,
  t: MotorT,
  td: DomainText,
): [string, string][] {
  if (cover.total_premium !== charged) return [[t('review.total'), formatInr(charged)]];
  const rows: [string, string][] = [];
  if (cover.own_damage) {
    rows.push([t('review.ownDamage'), formatInr(cover.own_damage.basic)]);
    if (cover.own_damage.deductible_discount > 0)
      rows.push([t('review.deductibleDiscount'), `-${formatInr(cover.own_damage.deductible_discount)}`]);
    if (cover.own_damage.ncb_discount > 0)
      rows.push([
        t('review.ncb', { percent: cover.own_damage.ncb_percent }),
        `-${formatInr(cover.own_damage.ncb_discount)}`,
      ]);
  }
  if (cover.third_party)
    rows.push([t('review.thirdParty', { count: cover.third_party.years }), formatInr(cover.third_party.premium)]);
  if (cover.pa_owner_driver > 0) rows.push([t('review.paCover'), formatInr(cover.pa_owner_driver)]);
  else if (cover.third_party && otherPaCover) rows.push([t('review.paCover'), t('review.paLeftOut')]);
  for (const a of cover.addons.filter((x) => x.is_opted))
    rows.push([td(MOTOR_ADDON_LABELS[a.addon_type]), formatInr(a.premium)]);
  rows.push([t('review.gst'), formatInr(cover.gst)], [t('review.total'), formatInr(charged)]);
  return rows;
}

/** Issue 18's review: the cover as the server prices it, each part with its Edit, then 'Confirm and pay'. */
export function MotorReview({ details, onEdit }: { details: Details; onEdit: (step: MotorProposalStep) => void }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const { cover, owner, vehicle_details: vd, nominee } = details;
  const coverRows: [string, string][] = [
    [t('review.insurer'), cover.insurer_name],
    [t('review.vehicle'), `${details.vehicle.make} ${details.vehicle.model} ${details.vehicle.variant}`],
    [t('review.cover'), td(MOTOR_POLICY_TYPE_LABELS[details.policy_type])],
    // A renewal paid early starts when the current policy ends, never overlapping the year already paid for.
    [
      t('review.coverStarts'),
      details.starts_after_current_policy
        ? t('review.startsAfterCurrent', { date: toDisplayDate(details.cover_starts_on) })
        : toDisplayDate(details.cover_starts_on),
    ],
  ];
  if (cover.own_damage) coverRows.push([t('review.idv'), formatInr(cover.idv)]);
  coverRows.push([t('review.kyc'), td(kycStatusLabel(details.kyc.kyc_status))]);
  const charged = details.premium.premium_summary.total_premium;
  const completeLabels = Object.fromEntries(
    Object.entries(COMPLETE_LABELS).map(([part, key]) => [part, t(key)]),
  ) as Record<Part, string>;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('review.heading')}</h1>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <Section title={t('review.yourCover')} rows={coverRows} />
        <Section
          title={t('review.premium')}
          rows={premiumRows(cover, charged, details.other_pa_cover === 'YES', t, td)}
        />
        <Section
          title={t('review.owner')}
          onEdit={() => onEdit('OWNER')}
          rows={[
            [t('review.name'), owner?.full_name ?? ''],
            [t('review.dob'), toDisplayDate(owner?.dob)],
            [t('review.mobile'), owner?.mobile ?? ''],
            [t('review.email'), owner?.email ?? ''],
          ]}
        />
        <Section
          title={t('review.vehicle')}
          onEdit={() => onEdit('VEHICLE')}
          rows={[
            [t('review.registration'), vd?.registration_number ?? t('review.newVehicle')],
            [t('review.engineNumber'), vd?.engine_number ?? ''],
            [t('review.chassisNumber'), vd?.chassis_number ?? ''],
            [
              t('review.previousPolicy'),
              vd?.previous_policy
                ? `${vd.previous_policy.insurer_name} ${vd.previous_policy.policy_number}`
                : t('review.none'),
            ],
            ...(vd?.third_party_policy
              ? ([
                  [
                    t('review.thirdPartyPolicy'),
                    t('review.thirdPartyPolicyValue', {
                      insurer: vd.third_party_policy.insurer_name,
                      number: vd.third_party_policy.policy_number,
                      date: toDisplayDate(details.third_party_until),
                    }),
                  ],
                ] as [string, string][])
              : []),
          ]}
        />
        {hasPaCover(details.cover) && (
          <Section
            title={t('review.nominee')}
            onEdit={() => onEdit('NOMINEE')}
            rows={[
              [t('review.name'), nominee?.full_name ?? ''],
              [t('review.age'), nominee ? String(nominee.age) : ''],
            ]}
          />
        )}
      </div>
      <ConfirmSection
        journeyId={details.journey_id}
        vertical="MOTOR"
        completeLabels={completeLabels}
        onEdit={(part: Part) => onEdit(STEP_OF[part])}
        confirmLabel={t('review.confirm')}
      />
    </div>
  );
}
