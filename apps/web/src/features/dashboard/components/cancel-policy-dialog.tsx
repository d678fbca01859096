import {
  CANCELLATION_REASONS,
  formatInr,
  type CancellationReason,
  type TCancellationQuoteResponse,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';
import { cancellationQuoteQuery, useCancelPolicy } from '../api/cancel-policy.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

const REASONS = Object.entries(CANCELLATION_REASONS).map(([value, label]) => ({ value, label }));
const isReason = (value: string): value is CancellationReason => value in CANCELLATION_REASONS;

/**
 * "Cancel policy" on a policy card (issue 47, docs/product/cancellation.md): the refund is read from the server when
 * the dialog opens and shown line by line, with the rule it follows, before the buyer confirms it; the server cancels
 * only for that amount, so a refund that changed meanwhile is shown again rather than paid unseen.
 */
export function CancelPolicyDialog({ policyNumber, planName }: { policyNumber: string; planName: string }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const reasonId = useId();
  const quote = useQuery({ ...cancellationQuoteQuery(policyNumber), enabled: open });
  const cancel = useCancelPolicy(policyNumber);
  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    cancel.reset();
  };
  const confirm = (shown: TCancellationQuoteResponse) => {
    if (!isReason(reason)) return setMissingReason(true);
    cancel.mutate(
      { reason, confirm_refund_paise: shown.refund_paise },
      // The refund changed since it was shown (a day passed): read it again, with the reason why above the buttons.
      { onError: () => void quote.refetch(), onSuccess: () => setOpen(false) },
    );
  };
  return (
    <>
      <Button
        variant="secondary"
        className="mt-4 mr-3"
        onClick={() => setOpen(true)}
        aria-label={t('cancel.triggerFor', { number: policyNumber })}
      >
        {t('cancel.trigger')}
      </Button>
      <Dialog open={open} onClose={close} title={t('cancel.title', { plan: planName })} wide>
        {quote.data ? (
          <div className="space-y-4 text-sm text-slate-700">
            <p>{td(quote.data.basis)}</p>
            <RefundBreakdown quote={quote.data} />
            <p>{t('cancel.coverEnds')}</p>
            <div>
              <label htmlFor={reasonId} className={LABEL_CLASS}>
                {t('cancel.why')}
              </label>
              <NativeSelect
                id={reasonId}
                className={INPUT_CLASS}
                options={REASONS.map((r) => ({ ...r, label: td(r.label) }))}
                placeholder={t('cancel.chooseReason')}
                placeholderDisabled
                value={reason}
                aria-invalid={missingReason && !reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setMissingReason(false);
                }}
              />
              {missingReason && !reason && (
                <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {t('cancel.reasonMissing')}
                </p>
              )}
            </div>
          </div>
        ) : quote.error ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {refusalMessage(quote.error, t('cancel.quoteFailed'))}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('cancel.working')}</p>
        )}
        {cancel.error && (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {refusalMessage(cancel.error, t('cancel.failed'))}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            {t('cancel.keep')}
          </Button>
          {quote.data && (
            <Button
              variant="danger"
              onClick={() => quote.data && confirm(quote.data)}
              disabled={cancel.isPending || quote.isFetching}
              aria-busy={cancel.isPending}
            >
              {cancel.isPending
                ? t('cancel.cancelling')
                : t('cancel.confirm', { amount: formatInr(quote.data.refund) })}
            </Button>
          )}
        </div>
      </Dialog>
    </>
  );
}

/** The premium, what is kept line by line, and the refund. */
function RefundBreakdown({ quote }: { quote: TCancellationQuoteResponse }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-800" aria-label={t('cancel.breakdown')}>
      <dt>{t('cancel.premiumPaid')}</dt>
      <dd className="text-right tabular-nums">{formatInr(quote.premium)}</dd>
      {quote.deductions.map((d) => (
        <div key={d.label} className="contents">
          <dt>{td(d.label)}</dt>
          <dd className="text-right tabular-nums">{t('cancel.deduction', { amount: formatInr(d.amount) })}</dd>
        </div>
      ))}
      <dt className="font-semibold">{t('cancel.refund')}</dt>
      <dd className="text-right font-semibold tabular-nums">{formatInr(quote.refund)}</dd>
    </dl>
  );
}
