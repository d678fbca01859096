import type { TJourneyDetailsResponse } from '@kavach/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  NOT_PROVIDED,
} from '../lib/display-values.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { EditButton, Panel, Row } from '../../../shared/ui/review-panel.tsx';
import { NS } from '../i18n.ts';

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
 * reach the buyer. A value is the buyer's own, or a word of the domain's (a relation, NOT_PROVIDED) in the page's
 * language.
 */
export function BasicInfoPanel({ details, onEdit }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const proposer = details?.proposer;
  const nominee = details?.nominee;
  const contact = details?.contact;
  const members = details?.members ?? [];
  return (
    <Panel title={t('basic.title')}>
      <div className="mt-3 space-y-3">
        <Part title={t('basic.proposer')} editLabel={t('basic.editProposer')} onEdit={() => onEdit('proposer')}>
          <dl className="text-sm">
            <Row label={t('basic.name')} value={td(personName(proposer))} />
            <Row label={t('basic.gender')} value={td(genderLabel(proposer?.gender))} />
            <Row label={t('basic.dob')} value={td(dateLabel(proposer?.dob))} />
            <Row label={t('basic.occupation')} value={td(occupationLabel(proposer?.occupation))} />
            <Row label={t('basic.education')} value={td(educationLabel(proposer?.education))} />
            <Row label={t('basic.pan')} value={td(maskedPan(proposer?.pan_number))} />
          </dl>
        </Part>
        <Part title={t('basic.members')} editLabel={t('basic.editMembers')} onEdit={() => onEdit('members')}>
          {members.length === 0 ? (
            <p className="py-1.5 text-sm text-slate-600">{td(NOT_PROVIDED)}</p>
          ) : (
            <ul className="text-sm">
              {members.map((m, i) => (
                <li key={String(m.member_id ?? i)} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                  <span className="font-medium text-slate-900">{td(personName(m))}</span>
                  <span className="text-slate-600">
                    {td(relationLabel(m.relation))}, {td(dateLabel(m.dob))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part title={t('basic.nominee')} editLabel={t('basic.editNominee')} onEdit={() => onEdit('nominee')}>
          <dl className="text-sm">
            <Row label={t('basic.name')} value={td(personName(nominee))} />
            <Row
              label={t('basic.relation')}
              value={td(relationLabel(nominee?.nominee_relation ?? nominee?.relation))}
            />
          </dl>
        </Part>
        <Part title={t('basic.contact')} editLabel={t('basic.editContact')} onEdit={() => onEdit('contact')}>
          <dl className="text-sm">
            <Row label={t('basic.mobile')} value={td(shown(contact?.mobile))} />
            <Row label={t('basic.email')} value={<span className="break-all">{td(shown(contact?.email))}</span>} />
            <Row label={t('basic.pincode')} value={td(shown(contact?.pincode ?? proposer?.pincode))} />
            <Row label={t('basic.address')} value={td(addressLine(contact))} />
          </dl>
        </Part>
      </div>
    </Panel>
  );
}
