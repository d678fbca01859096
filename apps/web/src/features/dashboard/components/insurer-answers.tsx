import { formatInr, slotWords, type TDashboardResponse } from '@kavach/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useAnswerInsurer } from '../api/insurer-case.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

type Journey = TDashboardResponse['journeys'][number];

/**
 * What the insurer waits for from the buyer (docs/product/insurer-cases.md): a slot for the medical test, a break-in's
 * inspection photos (sent on the insurer's own page), or an answer to its counter-offer: accepting pays the difference
 * on the gateway's page, declining refunds the premium in full.
 */
export function InsurerAnswers({ journey }: { journey: Journey }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const { bookSlot, declineOffer, acceptOffer } = useAnswerInsurer();
  const slots = journey.medical_test_slots ?? [];
  const [slot, setSlot] = useState(slots[0] ?? '');
  const offer = journey.counter_offer;
  const failed = bookSlot.error ?? declineOffer.error ?? acceptOffer.error;
  const answering = declineOffer.isPending || acceptOffer.isPending;
  const inspection = journey.inspection_url;
  if (slots.length === 0 && !offer && !inspection) return null;
  return (
    <div className="mt-2 flex flex-col gap-2">
      {slots.length > 0 && (
        <fieldset className="flex flex-wrap items-end gap-2">
          <legend className="text-sm font-semibold text-slate-800">{t('insurerAnswers.slot')}</legend>
          <select
            aria-label={t('insurerAnswers.slot')}
            value={slot}
            onChange={(e) => setSlot(e.target.value)}
            className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm"
          >
            {slots.map((s) => (
              <option key={s} value={s}>
                {slotWords(s)}
              </option>
            ))}
          </select>
          <Button
            onClick={() => bookSlot.mutate({ journey_id: journey.journey_id, slot })}
            disabled={bookSlot.isPending || !slot}
          >
            {bookSlot.isPending ? t('insurerAnswers.booking') : t('insurerAnswers.book')}
          </Button>
        </fieldset>
      )}
      {inspection && (
        <p className="text-sm text-slate-800">
          {t('insurerAnswers.inspection')}{' '}
          <a href={inspection} className="font-semibold text-indigo-800 underline">
            {t('insurerAnswers.sendPhotos')}
          </a>
        </p>
      )}
      {offer && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <span>{t('insurerAnswers.offer', { amount: formatInr(offer.extra_premium), reason: td(offer.reason) })}</span>
          <Button onClick={() => acceptOffer.mutate({ journey_id: journey.journey_id })} disabled={answering}>
            {acceptOffer.isPending
              ? t('insurerAnswers.opening')
              : offer.extra_premium > 0
                ? t('insurerAnswers.acceptAndPay', { amount: formatInr(offer.extra_premium) })
                : t('insurerAnswers.accept')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => declineOffer.mutate({ journey_id: journey.journey_id, answer: 'DECLINE' })}
            disabled={answering}
          >
            {declineOffer.isPending ? t('insurerAnswers.declining') : t('insurerAnswers.decline')}
          </Button>
        </div>
      )}
      {failed && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {refusalMessage(failed, t('insurerAnswers.failed'))}
        </p>
      )}
    </div>
  );
}
