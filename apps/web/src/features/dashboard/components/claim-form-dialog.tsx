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
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';
import { useIntimateClaim } from '../api/claims.ts';

/** The one fact each kind of claim adds, and how the form asks for it. */
const DETAIL_FIELD: Readonly<Record<ClaimKind, { key: string; label: string }>> = {
  CASHLESS_PLANNED: { key: 'hospital_name', label: 'Network hospital' },
  CASHLESS_EMERGENCY: { key: 'hospital_name', label: 'Network hospital' },
  REIMBURSEMENT: { key: 'hospital_name', label: 'Hospital where you were treated' },
  OWN_DAMAGE: { key: 'survey_address', label: 'Where the surveyor can see the vehicle' },
  THIRD_PARTY: { key: 'fir_number', label: 'FIR number' },
  DEATH: { key: 'nominee_name', label: 'Nominee’s full name' },
};

type Props = { policyNumber: string; vertical: JourneyVertical; startDate: string; endDate: string };

/**
 * "Make a claim" on an issued policy (issue 47, docs/product/claims.md): the kinds of claim its vertical takes, with
 * each kind's own fact, the date and the amount; its documents are uploaded to the claim once the insurer asks for
 * them (PolicyClaims). One key per opening of the form: a double
 * click or a second send makes one claim.
 */
export function ClaimFormDialog({ policyNumber, vertical, startDate, endDate }: Props) {
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
    if (!parsed.success)
      return setProblem('Please fill in every field: the date, an amount above ₹0 and what happened.');
    setProblem(null);
    intimate.mutate(parsed.data, { onSuccess: () => setOpen(false) });
  };
  const today = indiaDate(new Date());

  return (
    <>
      <Button variant="secondary" className="mt-4 mr-3" onClick={start} aria-label={`Make a claim on ${policyNumber}`}>
        Make a claim
      </Button>
      <Dialog open={open} onClose={() => !intimate.isPending && setOpen(false)} title="Make a claim" wide>
        <form
          className="space-y-4 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div>
            <label htmlFor={ids.kind} className={LABEL_CLASS}>
              What are you claiming for?
            </label>
            <NativeSelect
              id={ids.kind}
              className={INPUT_CLASS}
              options={kinds.map((k) => ({ value: k, label: CLAIM_KIND_LABELS[k] }))}
              value={kind}
              onChange={(e) => setKind(kinds.find((k) => k === e.target.value) ?? kind)}
            />
          </div>
          <div>
            <label htmlFor={ids.detail} className={LABEL_CLASS}>
              {field.label}
            </label>
            <input id={ids.detail} className={INPUT_CLASS} value={detail} onChange={(e) => setDetail(e.target.value)} />
          </div>
          <div>
            <label htmlFor={ids.date} className={LABEL_CLASS}>
              {vertical === 'TERM'
                ? 'Date of death'
                : vertical === 'MOTOR'
                  ? 'Date of the accident'
                  : 'Date of admission'}
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
              Amount claimed (₹)
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
              What happened?
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
              Once the insurer has your claim, it says which documents it needs, and you upload them on the claim. Keep
              them to hand: {CLAIM_DOCUMENTS_BY_KIND[kind].map((d) => CLAIM_DOCUMENT_LABELS[d]).join(', ')}.
            </p>
          )}
          {(problem ?? intimate.error) && (
            <p role="alert" className="font-medium text-red-700">
              {problem ?? refusalMessage(intimate.error, 'The claim could not be sent. Please try again.')}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" type="button" onClick={() => setOpen(false)} disabled={intimate.isPending}>
              Not now
            </Button>
            <Button type="submit" disabled={intimate.isPending} aria-busy={intimate.isPending}>
              {intimate.isPending ? 'Sending…' : 'Send claim to the insurer'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
