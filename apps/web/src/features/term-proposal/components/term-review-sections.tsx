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
import { EditButton, Panel, Row } from '../../../shared/ui/review-panel.tsx';

type Details = TTermJourneyDetailsResponse;
type EditProps = { details: Details; onEdit: (step: TermProposalStep) => void };

const labelOf = (options: readonly { value: string; label: string }[], value: string | undefined) =>
  options.find((o) => o.value === value)?.label ?? value ?? '';
const yesNo = (value: string) => (value === 'YES' ? 'Yes' : 'No');
const NOT_GIVEN = 'Not given yet';

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
  return (
    <Panel title={title} action={<EditButton label={`Edit ${title.toLowerCase()}`} onClick={() => onEdit(step)} />}>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        {part === null ? <Row label={title} value={NOT_GIVEN} /> : children(part)}
      </dl>
    </Panel>
  );
}

/** Issue 15: every part of the term proposal as it was saved, each with its Edit. */
export function TermReviewSections({ details, onEdit }: EditProps) {
  const la = details.life_assured;
  const { kyc, income } = details;
  return (
    <>
      <Section title="Life assured" step="LIFE_ASSURED" onEdit={onEdit} part={details.quoted}>
        {(quoted) => (
          <>
            <Row label="Name" value={la?.full_name ?? NOT_GIVEN} />
            <Row label="Date of birth" value={toDisplayDate(quoted.dob)} note={`age ${quoted.age}`} />
            <Row label="Gender" value={GENDER_LABELS[quoted.gender]} />
            {la && (
              <>
                <Row label="PAN" value={maskPan(la.pan_number)} />
                <Row label="Occupation" value={labelOf(TERM_OCCUPATION_OPTIONS, la.occupation)} />
                <Row
                  label="Employer"
                  value={[labelOf(EMPLOYER_TYPE_OPTIONS, la.employer_type), la.employer_name]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Row label="Annual income" value={formatInr(la.annual_income)} />
                <Row label="Life cover with other insurers" value={formatInr(la.other_life_cover)} />
                <Row label="Education" value={labelOf(QUALIFICATION_OPTIONS, la.education)} />
                <Row label="Smoker or tobacco user" value={yesNo(la.is_smoker)} />
              </>
            )}
          </>
        )}
      </Section>
      <Section title="Nominees" step="NOMINEES" onEdit={onEdit} part={details.nominee_details}>
        {(n) => (
          <>
            {n.nominees.map((x) => (
              <Row
                key={`${x.full_name}-${x.dob}`}
                label={`${x.full_name} (${labelOf(TERM_NOMINEE_RELATION_OPTIONS, x.relation)})`}
                value={`${x.share_percent}%`}
                note={`born ${toDisplayDate(x.dob)}`}
              />
            ))}
            {n.appointee && (
              <Row
                label={`Appointee: ${n.appointee.full_name}`}
                value={n.appointee.relation}
                note={`born ${toDisplayDate(n.appointee.dob)}`}
              />
            )}
          </>
        )}
      </Section>
      <Section title="Contact" step="CONTACT" onEdit={onEdit} part={details.contact}>
        {(c) => (
          <>
            <Row label="Mobile" value={`+91 ${c.mobile}`} />
            <Row label="Email" value={c.email} />
            <Row
              label="Address"
              value={[c.address_1, c.address_2, c.city, c.state, c.pincode].filter(Boolean).join(', ')}
            />
          </>
        )}
      </Section>
      <Section title="Declaration" step="LIFESTYLE" onEdit={onEdit} part={details.lifestyle}>
        {(l) => (
          <>
            <Row label="Height and weight" value={`${l.height_cm} cm, ${l.weight_kg} kg`} />
            <Row label="Alcohol" value={labelOf(ALCOHOL_OPTIONS, l.alcohol)} />
            <Row label="Tobacco in the last 12 months" value={yesNo(l.tobacco)} />
            <Row label="Hazardous work" value={yesNo(l.hazardous_occupation)} />
            <Row
              label="Existing conditions"
              value={
                l.existing_conditions.length > 0
                  ? l.existing_conditions.map((c) => LIFE_CONDITION_LABELS[c]).join(', ')
                  : 'None'
              }
            />
            <Row label="Family history before 60" value={yesNo(l.family_history)} />
          </>
        )}
      </Section>
      <Section title="Identity and documents" step="DOCUMENTS" onEdit={onEdit} part={kyc}>
        {(k) => (
          <>
            <Row label="KYC" value={kycStatusLabel(k.kyc_status)} />
            {income.income_proof_required && (
              <Row label="Income proof" value={income.income_proof_uploaded ? 'Uploaded' : 'Needed'} />
            )}
          </>
        )}
      </Section>
    </>
  );
}
