import {
  ENDORSEMENT_KINDS,
  ENDORSEMENT_KIND_LABELS,
  TERM_NOMINEE_RELATION_OPTIONS,
  ZEndorsementChange,
  altersPremium,
  type EndorsementKind,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';
import { endorsementsQuery, useRequestEndorsement } from '../api/endorsements.ts';

/** The form's fields for each kind, as the change's schema names them. */
const FIELDS: Record<EndorsementKind, readonly { name: string; label: string; type?: 'number' | 'relation' }[]> = {
  ADDRESS: [
    { name: 'address_1', label: 'Address' },
    { name: 'city', label: 'City' },
    { name: 'state', label: 'State' },
    { name: 'pincode', label: 'PIN code' },
  ],
  CONTACT: [
    { name: 'mobile', label: 'New mobile number (leave blank to keep it)' },
    { name: 'email', label: 'New e-mail (leave blank to keep it)' },
  ],
  NOMINEE: [
    { name: 'full_name', label: 'Nominee’s full name' },
    { name: 'relation', label: 'Relation to you', type: 'relation' },
    { name: 'age', label: 'Nominee’s age', type: 'number' },
    { name: 'appointee_name', label: 'Appointee’s full name (for a nominee under 18)' },
  ],
  HYPOTHECATION: [{ name: 'financier', label: 'Bank or lender (leave blank to remove the one named)' }],
  MOTOR_IDV: [{ name: 'idv', label: 'New IDV in rupees', type: 'number' }],
};

/** The typed form as the change the server takes: blanks left out, numbers as numbers. */
function changeOf(kind: EndorsementKind, values: Record<string, string>) {
  const given = Object.fromEntries(
    FIELDS[kind]
      .filter((f) => values[f.name]?.trim())
      .map((f) => [f.name, f.type === 'number' ? Number(values[f.name]) : values[f.name]?.trim()]),
  );
  if (kind === 'HYPOTHECATION')
    return { kind, ...(given.financier ? { action: 'ADD', ...given } : { action: 'REMOVE' }) };
  return { kind, ...given };
}

/**
 * "Change details" on an issued policy (issue 47, docs/product/endorsements.md): pick what to change, fill in the new
 * details, and send them to the insurer; where the change stands is shown on the policy's card (PolicyChanges).
 */
export function ChangeDetailsDialog({ policyNumber, planName }: { policyNumber: string; planName: string }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<EndorsementKind | ''>('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const kindId = useId();
  const list = useQuery({ ...endorsementsQuery(policyNumber), enabled: open });
  const send = useRequestEndorsement(policyNumber);
  const close = () => {
    if (send.isPending) return;
    setOpen(false);
    setKind('');
    setValues({});
    setProblem(null);
    send.reset();
  };
  const submit = () => {
    if (!kind) return setProblem('Please choose what to change');
    const parsed = ZEndorsementChange.safeParse(changeOf(kind, values));
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please check the details');
    setProblem(null);
    send.mutate({ change: parsed.data }, { onSuccess: close });
  };
  return (
    <>
      <Button
        variant="secondary"
        className="mt-4 mr-3"
        onClick={() => setOpen(true)}
        aria-label={`Change details of policy ${policyNumber}`}
      >
        Change details
      </Button>
      <Dialog open={open} onClose={close} title={`Change details of ${planName}`} wide>
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            Your insurer makes the change and sends a revised schedule, which you can download here. Your original
            schedule stays available.
          </p>
          <div>
            <label htmlFor={kindId} className={LABEL_CLASS}>
              What do you want to change?
            </label>
            <NativeSelect
              id={kindId}
              className={INPUT_CLASS}
              options={(list.data?.kinds ?? []).map((k) => ({ value: k, label: ENDORSEMENT_KIND_LABELS[k] }))}
              placeholder="Choose what to change"
              placeholderDisabled
              value={kind}
              onChange={(e) => {
                setKind(ENDORSEMENT_KINDS.find((k) => k === e.target.value) ?? '');
                setValues({});
                setProblem(null);
              }}
            />
          </div>
          {kind && altersPremium(kind) && (
            <p>
              A higher IDV costs more premium for the rest of the policy period. Your insurer prices the change first;
              you see its price on the policy and pay it there, and the change is sent to the insurer once you have
              paid.
            </p>
          )}
          {kind &&
            FIELDS[kind].map((f) => (
              <Field
                key={`${kind}-${f.name}`}
                field={f}
                value={values[f.name] ?? ''}
                onChange={(v) => setValues((now) => ({ ...now, [f.name]: v }))}
              />
            ))}
          {(problem ?? send.error) && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem ?? refusalMessage(send.error, 'The change could not be sent. Please try again.')}
            </p>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            Close
          </Button>
          <Button onClick={submit} disabled={send.isPending} aria-busy={send.isPending}>
            {send.isPending
              ? 'Sending…'
              : kind && altersPremium(kind)
                ? 'Get the insurer’s price'
                : 'Send to the insurer'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function Field({
  field,
  value,
  onChange,
}: {
  field: (typeof FIELDS)[EndorsementKind][number];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {field.label}
      </label>
      {field.type === 'relation' ? (
        <NativeSelect
          id={id}
          className={INPUT_CLASS}
          options={TERM_NOMINEE_RELATION_OPTIONS}
          placeholder="Choose a relation"
          placeholderDisabled
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          className={INPUT_CLASS}
          inputMode={field.type === 'number' ? 'numeric' : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}
