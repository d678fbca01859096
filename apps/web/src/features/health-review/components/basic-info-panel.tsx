import type { TJourneyDetailsResponse } from '@kavach/domain';
import type { ReactNode } from 'react';
import type { EditSection } from '../lib/edit-targets.ts';
import {
  addressLine,
  dateLabel,
  educationLabel,
  genderLabel,
  maskedPan,
  occupationLabel,
  personName,
  relationLabel,
  shown,
} from '../lib/display-values.ts';
import { EditButton, Panel, Row } from '../../../shared/ui/review-panel.tsx';

type Props = { details: TJourneyDetailsResponse | undefined; onEdit: (section: EditSection) => void };

function Part({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <div className="border-t border-slate-100 pt-3 first:border-t-0 first:pt-0">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-bold tracking-wide text-slate-700 uppercase">{title}</h3>
        <EditButton label={editLabel} onClick={onEdit} />
      </div>
      {children}
    </div>
  );
}

/**
 * docs/product/review-payment-term-bike.md §2.5 centre panel: who proposes, who is insured, the nominee and how to
 * reach the buyer.
 */
export function BasicInfoPanel({ details, onEdit }: Props) {
  const proposer = details?.proposer;
  const nominee = details?.nominee;
  const contact = details?.contact;
  const members = details?.members ?? [];
  return (
    <Panel title="Basic Information">
      <div className="mt-3 space-y-3">
        <Part title="Proposer" editLabel="Edit proposer details" onEdit={() => onEdit('proposer')}>
          <dl className="text-sm">
            <Row label="Name" value={personName(proposer)} />
            <Row label="Gender" value={genderLabel(proposer?.gender)} />
            <Row label="Date of birth" value={dateLabel(proposer?.dob)} />
            <Row label="Occupation" value={occupationLabel(proposer?.occupation)} />
            <Row label="Education" value={educationLabel(proposer?.education)} />
            <Row label="PAN" value={maskedPan(proposer?.pan_number)} />
          </dl>
        </Part>
        <Part title="Insured members" editLabel="Edit insured members" onEdit={() => onEdit('members')}>
          {members.length === 0 ? (
            <p className="py-1.5 text-sm text-slate-600">Not provided</p>
          ) : (
            <ul className="text-sm">
              {members.map((m, i) => (
                <li key={String(m.member_id ?? i)} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                  <span className="font-medium text-slate-900">{personName(m)}</span>
                  <span className="text-slate-600">
                    {relationLabel(m.relation)}, {dateLabel(m.dob)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part title="Nominee" editLabel="Edit nominee details" onEdit={() => onEdit('nominee')}>
          <dl className="text-sm">
            <Row label="Name" value={personName(nominee)} />
            <Row label="Relation" value={relationLabel(nominee?.nominee_relation ?? nominee?.relation)} />
          </dl>
        </Part>
        <Part title="Contact" editLabel="Edit contact details" onEdit={() => onEdit('contact')}>
          <dl className="text-sm">
            <Row label="Mobile" value={shown(contact?.mobile)} />
            <Row label="E-mail" value={<span className="break-all">{shown(contact?.email)}</span>} />
            <Row label="Pincode" value={shown(contact?.pincode ?? proposer?.pincode)} />
            <Row label="Address" value={addressLine(contact)} />
          </dl>
        </Part>
      </div>
    </Panel>
  );
}
