import {
  kycStatusLabel,
  ALCOHOL_OPTIONS,
  EMPLOYER_TYPE_OPTIONS,
  GENDER_LABELS,
  LIFE_CONDITION_LABELS,
  QUALIFICATION_OPTIONS,
  TERM_NOMINEE_RELATION_OPTIONS,
  TERM_OCCUPATION_OPTIONS,
  formatInr,
  maskPan,
  toDisplayDate,
  type TTermJourneyDetailsResponse,
  type TermProposalStep,
} from '@kavach/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { EditButton, Panel, Row } from '../../../shared/ui/review-panel.tsx';
import { NS } from '../i18n.ts';

type Details = TTermJourneyDetailsResponse;
type EditProps = { details: Details; onEdit: (step: TermProposalStep) => void };

// An option's English label, as the domain writes it (shown through useDomainText).
const labelOf = (options: readonly { value: string; label: string }[], value: string | undefined) =>
  options.find((o) => o.value === value)?.label ?? value ?? '';

/** One part of the proposal with its Edit; a part not saved yet (null) says so under its own name. */
function Section<P>({
  title,
  step,
  onEdit,
  part,
  children,
}: {
  title: string;
  step: TermProposalStep;
  onEdit: EditProps['onEdit'];
  /** What the buyer saved for this part, null until they have. */
  part: P | null;
  children: (part: P) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <Panel
      title={title}
      action={<EditButton label={t('sections.edit', { section: title.toLowerCase() })} onClick={() => onEdit(step)} />}
    >
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        {part === null ? <Row label={title} value={t('sections.notGiven')} /> : children(part)}
      </dl>
    </Panel>
  );
}

/** Issue 15: every part of the term proposal as it was saved, each with its Edit. */
export function TermReviewSections({ details, onEdit }: EditProps) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const yesNo = (value: string) => (value === 'YES' ? t('yes') : t('no'));
  const notGiven = t('sections.notGiven');
  const la = details.life_assured;
  const { kyc, income } = details;
  return (
    <>
      <Section title={t('sections.lifeAssured')} step="LIFE_ASSURED" onEdit={onEdit} part={details.quoted}>
        {(quoted) => (
          <>
            <Row label={t('sections.name')} value={la?.full_name ?? notGiven} />
            <Row
              label={t('sections.dob')}
              value={toDisplayDate(quoted.dob)}
              note={t('sections.age', { age: quoted.age })}
            />
            <Row label={t('sections.gender')} value={td(GENDER_LABELS[quoted.gender])} />
            {la && (
              <>
                <Row label={t('sections.pan')} value={maskPan(la.pan_number)} />
                <Row label={t('sections.occupation')} value={td(labelOf(TERM_OCCUPATION_OPTIONS, la.occupation))} />
                <Row
                  label={t('sections.employer')}
                  value={[td(labelOf(EMPLOYER_TYPE_OPTIONS, la.employer_type)), la.employer_name]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Row label={t('sections.income')} value={formatInr(la.annual_income)} />
                <Row label={t('sections.otherCover')} value={formatInr(la.other_life_cover)} />
                <Row label={t('sections.education')} value={td(labelOf(QUALIFICATION_OPTIONS, la.education))} />
                <Row label={t('sections.smoker')} value={yesNo(la.is_smoker)} />
              </>
            )}
          </>
        )}
      </Section>
      <Section title={t('sections.nominees')} step="NOMINEES" onEdit={onEdit} part={details.nominee_details}>
        {(n) => (
          <>
            {n.nominees.map((x) => (
              <Row
                key={`${x.full_name}-${x.dob}`}
                label={`${x.full_name} (${td(labelOf(TERM_NOMINEE_RELATION_OPTIONS, x.relation))})`}
                value={`${x.share_percent}%`}
                note={t('sections.born', { date: toDisplayDate(x.dob) })}
              />
            ))}
            {n.appointee && (
              <Row
                label={t('sections.appointee', { name: n.appointee.full_name })}
                value={n.appointee.relation}
                note={t('sections.born', { date: toDisplayDate(n.appointee.dob) })}
              />
            )}
          </>
        )}
      </Section>
      <Section title={t('sections.contact')} step="CONTACT" onEdit={onEdit} part={details.contact}>
        {(c) => (
          <>
            <Row label={t('sections.mobile')} value={`+91 ${c.mobile}`} />
            <Row label={t('sections.email')} value={c.email} />
            <Row
              label={t('sections.address')}
              value={[c.address_1, c.address_2, c.city, c.state, c.pincode].filter(Boolean).join(', ')}
            />
          </>
        )}
      </Section>
      <Section title={t('sections.declaration')} step="LIFESTYLE" onEdit={onEdit} part={details.lifestyle}>
        {(l) => (
          <>
            <Row
              label={t('sections.heightWeight')}
              value={t('sections.heightWeightValue', { height: l.height_cm, weight: l.weight_kg })}
            />
            <Row label={t('sections.alcohol')} value={td(labelOf(ALCOHOL_OPTIONS, l.alcohol))} />
            <Row label={t('sections.tobacco')} value={yesNo(l.tobacco)} />
            <Row label={t('sections.hazardous')} value={yesNo(l.hazardous_occupation)} />
            <Row
              label={t('sections.conditions')}
              value={
                l.existing_conditions.length > 0
                  ? l.existing_conditions.map((c) => td(LIFE_CONDITION_LABELS[c])).join(', ')
                  : t('sections.none')
              }
            />
            <Row label={t('sections.familyHistory')} value={yesNo(l.family_history)} />
          </>
        )}
      </Section>
      <Section title={t('sections.documents')} step="DOCUMENTS" onEdit={onEdit} part={kyc}>
        {(k) => (
          <>
            <Row label={t('sections.kyc')} value={td(kycStatusLabel(k.kyc_status))} />
            {income.income_proof_required && (
              <Row
                label={t('sections.incomeProof')}
                value={income.income_proof_uploaded ? t('sections.uploaded') : t('sections.needed')}
              />
            )}
          </>
        )}
      </Section>
    </>
  );
}
