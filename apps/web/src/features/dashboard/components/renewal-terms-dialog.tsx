import {
  formatInr,
  lakhCroreLabel,
  MESSAGES,
  toDisplayDate,
  VERTICAL_REGISTRY,
  type TRenewalQuoteResponse,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { renewAndPay, renewalQuoteQuery } from '../api/renewal-quote.ts';
import { DetailItem } from './detail-item.tsx';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

/**
 * "Renewal terms" on a policy card (issue 47, docs/product/renewals.md): the insurer's terms, read when the dialog
 * opens, with what carries over and what does not said first, and the button that pays for them: the renewal is then
 * the insurer's to issue, like a purchase.
 */
export function RenewalTermsDialog({ policyNumber, planName }: { policyNumber: string; planName: string }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const quote = useQuery({ ...renewalQuoteQuery(policyNumber), enabled: open });
  return (
    <>
      <Button
        variant="secondary"
        className="mt-4 mr-3"
        onClick={() => setOpen(true)}
        aria-label={t('renewal.triggerFor', { number: policyNumber })}
      >
        {t('renewal.trigger')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('renewal.title', { plan: planName })} wide>
        {quote.data ? (
          <RenewalTerms terms={quote.data} policyNumber={policyNumber} />
        ) : quote.error ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {refusalMessage(quote.error, t('renewal.failed'))}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('renewal.asking')}</p>
        )}
      </Dialog>
    </>
  );
}

function RenewalTerms({ terms, policyNumber }: { terms: TRenewalQuoteResponse; policyNumber: string }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pay = async () => {
    setPaying(true);
    setRefusal(null);
    try {
      await renewAndPay(policyNumber);
    } catch (err) {
      // The insurer's refusal, or its silence, in its words; anything else the payment's own fallback.
      setRefusal(
        err instanceof ApiError && err.status === 503
          ? err.message
          : refusalMessage(err, td(MESSAGES.PAYMENT_INITIATE_FALLBACK)),
      );
      setPaying(false);
    }
  };
  const newPolicy = terms.outcome === 'NEW_POLICY';
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <ul className="space-y-2">
        {terms.notes.map((note) => (
          <li
            key={note}
            className={
              terms.outcome === 'NEW_POLICY' ? 'rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900' : ''
            }
          >
            {td(note)}
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <DetailItem label={t('renewal.insurer')} value={terms.insurer_name} />
        <DetailItem
          label={t('renewal.newPeriod')}
          value={t('range', { start: toDisplayDate(terms.cover_start), end: toDisplayDate(terms.cover_end) })}
        />
        {terms.sum_insured !== null && (
          <DetailItem
            label={td(VERTICAL_REGISTRY[terms.vertical].policyTerms.value)}
            value={`₹${td(lakhCroreLabel(terms.sum_insured))}`}
          />
        )}
        {terms.ncb_percent !== null && (
          <DetailItem
            label={terms.vertical === 'HEALTH' ? t('renewal.cumulativeBonus') : t('renewal.noClaimBonus')}
            value={`${terms.ncb_percent} %`}
          />
        )}
        <DetailItem label={t('renewal.premium')} value={formatInr(terms.premium)} />
      </dl>
      <p>{t(newPolicy ? 'renewal.sendProposal' : 'renewal.sendRenewal', { insurer: terms.insurer_name })}</p>
      {refusal && (
        <p role="alert" className="font-semibold text-red-800">
          {refusal}
        </p>
      )}
      <Button onClick={() => void pay()} disabled={paying}>
        {paying
          ? t('renewal.processing')
          : t(newPolicy ? 'renewal.buyNew' : 'renewal.renewAndPay', { amount: formatInr(terms.premium) })}
      </Button>
    </div>
  );
}
