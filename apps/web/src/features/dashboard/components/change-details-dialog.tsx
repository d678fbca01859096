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
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';
import { endorsementsQuery, useRequestEndorsement } from '../api/endorsements.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';
import type en from '../locales/en.json';

type FormField = {
  name: string;
  label: `changeDetails.field.${keyof (typeof en)['changeDetails']['field']}`;
  type?: 'number' | 'relation';
};

/** The form's fields for each kind, as the change's schema names them (their labels' keys). */
const FIELDS: Record<EndorsementKind, readonly FormField[]> = {
  ADDRESS: [
    { name: 'address_1', label: 'changeDetails.field.address' },
    { name: 'city', label: 'changeDetails.field.city' },
    { name: 'state', label: 'changeDetails.field.state' },
    { name: 'pincode', label: 'changeDetails.field.pincode' },
  ],
  CONTACT: [
    { name: 'mobile', label: 'changeDetails.field.mobile' },
    { name: 'email', label: 'changeDetails.field.email' },
  ],
  NOMINEE: [
    { name: 'full_name', label: 'changeDetails.field.nomineeName' },
    { name: 'relation', label: 'changeDetails.field.relation', type: 'relation' },
    { name: 'age', label: 'changeDetails.field.nomineeAge', type: 'number' },
    { name: 'appointee_name', label: 'changeDetails.field.appointeeName' },
  ],
  HYPOTHECATION: [{ name: 'financier', label: 'changeDetails.field.financier' }],
  MOTOR_IDV: [{ name: 'idv', label: 'changeDetails.field.idv', type: 'number' }],
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
  const { t } = useTranslation(NS);
  const td = useDomainText();
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
    if (!kind) return setProblem(t('changeDetails.missingKind'));
    const parsed = ZEndorsementChange.safeParse(changeOf(kind, values));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      return setProblem(issue ? td(issue) : t('changeDetails.checkDetails'));
    }
    setProblem(null);
    send.mutate({ change: parsed.data }, { onSuccess: close });
  };
  return (
    <>
      <Button
        variant="secondary"
        className="mt-4 mr-3"
        onClick={() => setOpen(true)}
        aria-label={t('changeDetails.triggerFor', { number: policyNumber })}
      >
        {t('changeDetails.trigger')}
      </Button>
      <Dialog open={open} onClose={close} title={t('changeDetails.title', { plan: planName })} wide>
        <div className="space-y-4 text-sm text-slate-700">
          <p>{t('changeDetails.intro')}</p>
          <div>
            <label htmlFor={kindId} className={LABEL_CLASS}>
              {t('changeDetails.kind')}
            </label>
            <NativeSelect
              id={kindId}
              className={INPUT_CLASS}
              options={(list.data?.kinds ?? []).map((k) => ({ value: k, label: td(ENDORSEMENT_KIND_LABELS[k]) }))}
              placeholder={t('changeDetails.chooseKind')}
              placeholderDisabled
              value={kind}
              onChange={(e) => {
                setKind(ENDORSEMENT_KINDS.find((k) => k === e.target.value) ?? '');
                setValues({});
                setProblem(null);
              }}
            />
          </div>
          {kind && altersPremium(kind) && <p>{t('changeDetails.idvPremium')}</p>}
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
              {problem ?? refusalMessage(send.error, t('changeDetails.failed'))}
            </p>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            {t('changeDetails.close')}
          </Button>
          <Button onClick={submit} disabled={send.isPending} aria-busy={send.isPending}>
            {send.isPending
              ? t('changeDetails.sending')
              : kind && altersPremium(kind)
                ? t('changeDetails.getPrice')
                : t('changeDetails.send')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function Field({ field, value, onChange }: { field: FormField; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {t(field.label)}
      </label>
      {field.type === 'relation' ? (
        <NativeSelect
          id={id}
          className={INPUT_CLASS}
          options={TERM_NOMINEE_RELATION_OPTIONS.map((o) => ({ ...o, label: td(o.label) }))}
          placeholder={t('changeDetails.chooseRelation')}
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
