import {
  CLAIM_DOCUMENT_LABELS,
  CLAIM_DOCUMENTS_BY_KIND,
  CLAIM_KIND_LABELS,
  claimKindsOf,
  indiaDate,
  ZIntimateClaimRequest,
  type ClaimKind,
  type JourneyVertical,
} from '@kavach/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';
import { useIntimateClaim } from '../api/claims.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

/** The one fact each kind of claim adds, and how the form asks for it (its label's key). */
const DETAIL_FIELD = {
  CASHLESS_PLANNED: { key: 'hospital_name', label: 'claimForm.detail.networkHospital' },
  CASHLESS_EMERGENCY: { key: 'hospital_name', label: 'claimForm.detail.networkHospital' },
  REIMBURSEMENT: { key: 'hospital_name', label: 'claimForm.detail.treatedAt' },
  OWN_DAMAGE: { key: 'survey_address', label: 'claimForm.detail.surveyAddress' },
  THIRD_PARTY: { key: 'fir_number', label: 'claimForm.detail.firNumber' },
  DEATH: { key: 'nominee_name', label: 'claimForm.detail.nomineeName' },
} as const satisfies Record<ClaimKind, { key: string; label: string }>;

/** The date a claim is about, asked in its vertical's words. */
const DATE_LABEL = {
  HEALTH: 'claimForm.dateOfAdmission',
  MOTOR: 'claimForm.dateOfAccident',
  TERM: 'claimForm.dateOfDeath',
} as const satisfies Record<JourneyVertical, string>;

type Props = { policyNumber: string; vertical: JourneyVertical; startDate: string; endDate: string };

/**
 * "Make a claim" on an issued policy (issue 47, docs/product/claims.md): the kinds of claim its vertical takes, with
 * each kind's own fact, the date and the amount; its documents are uploaded to the claim once the insurer asks for
 * them (PolicyClaims). One key per opening of the form: a double
 * click or a second send makes one claim.
 */
export function ClaimFormDialog({ policyNumber, vertical, startDate, endDate }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const kinds = claimKindsOf(vertical);
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [kind, setKind] = useState<ClaimKind>(kinds[0] ?? 'DEATH');
  const [detail, setDetail] = useState('');
  const [date, setDate] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const intimate = useIntimateClaim(policyNumber);
  const ids = { kind: useId(), detail: useId(), date: useId(), amount: useId(), description: useId() };
  const field = DETAIL_FIELD[kind];

  const start = () => {
    setKey(crypto.randomUUID());
    setProblem(null);
    intimate.reset();
    setOpen(true);
  };
  const submit = () => {
    const parsed = ZIntimateClaimRequest.safeParse({
      kind,
      idempotency_key: key,
      [field.key]: detail,
      incident_date: date,
      claimed_amount: Number(amount),
      description,
    });
    if (!parsed.success) return setProblem(t('claimForm.incomplete'));
    setProblem(null);
    intimate.mutate(parsed.data, { onSuccess: () => setOpen(false) });
  };
  const today = indiaDate(new Date());

  return (
    <>
      <Button
        variant="secondary"
        className="mt-4 mr-3"
        onClick={start}
        aria-label={t('claimForm.triggerFor', { number: policyNumber })}
      >
        {t('claimForm.trigger')}
      </Button>
      <Dialog open={open} onClose={() => !intimate.isPending && setOpen(false)} title={t('claimForm.trigger')} wide>
        <form
          className="space-y-4 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div>
            <label htmlFor={ids.kind} className={LABEL_CLASS}>
              {t('claimForm.kind')}
            </label>
            <NativeSelect
              id={ids.kind}
              className={INPUT_CLASS}
              options={kinds.map((k) => ({ value: k, label: td(CLAIM_KIND_LABELS[k]) }))}
              value={kind}
              onChange={(e) => setKind(kinds.find((k) => k === e.target.value) ?? kind)}
            />
          </div>
          <div>
            <label htmlFor={ids.detail} className={LABEL_CLASS}>
              {t(field.label)}
            </label>
            <input id={ids.detail} className={INPUT_CLASS} value={detail} onChange={(e) => setDetail(e.target.value)} />
          </div>
          <div>
            <label htmlFor={ids.date} className={LABEL_CLASS}>
              {t(DATE_LABEL[vertical])}
            </label>
            <input
              id={ids.date}
              type="date"
              className={INPUT_CLASS}
              min={startDate}
              max={endDate < today ? endDate : today}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={ids.amount} className={LABEL_CLASS}>
              {t('claimForm.amount')}
            </label>
            <input
              id={ids.amount}
              inputMode="numeric"
              className={INPUT_CLASS}
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(/[^0-9]/g, ''))}
            />
          </div>
          <div>
            <label htmlFor={ids.description} className={LABEL_CLASS}>
              {t('claimForm.whatHappened')}
            </label>
            <textarea
              id={ids.description}
              className={INPUT_CLASS}
              rows={3}
              maxLength={500}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          {CLAIM_DOCUMENTS_BY_KIND[kind].length > 0 && (
            <p className="text-sm text-slate-600">
              {t('claimForm.documents', {
                documents: CLAIM_DOCUMENTS_BY_KIND[kind].map((d) => td(CLAIM_DOCUMENT_LABELS[d])).join(', '),
              })}
            </p>
          )}
          {(problem ?? intimate.error) && (
            <p role="alert" className="font-medium text-red-700">
              {problem ?? refusalMessage(intimate.error, t('claimForm.failed'))}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" type="button" onClick={() => setOpen(false)} disabled={intimate.isPending}>
              {t('claimForm.notNow')}
            </Button>
            <Button type="submit" disabled={intimate.isPending} aria-busy={intimate.isPending}>
              {intimate.isPending ? t('claimForm.sending') : t('claimForm.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
