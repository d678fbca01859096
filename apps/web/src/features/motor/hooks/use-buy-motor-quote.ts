import type { TMotorQuote, VehicleKind } from '@kavach/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { startJourney } from '../../../shared/quotes/start-journey.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { NS } from '../i18n.ts';
import { motorProposalUrl } from '../lib/motor-proposal-path.ts';

type Priced = Extract<TMotorQuote, { eligible: true }>;

/** Buy Now: a journey on the quote's signed token, then its proposal page, under the vehicle's pages. One at a time. */
export function useBuyMotorQuote(kind: VehicleKind) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [buying, setBuying] = useState<string | null>(null);

  const buy = async (quote: Priced) => {
    if (buying) return;
    setBuying(quote.insurer_id);
    try {
      const journeyId = await startJourney('MOTOR', {
        quote_id: quote.quote_id,
        plan_id: quote.plan_id,
        insurer_id: quote.insurer_id,
        quote_token: quote.quote_token,
      });
      void navigate(motorProposalUrl(journeyId, kind));
    } catch (err) {
      // Said in the page's alert, as the health and term plans' Buy does: a refusal the server explains (a vehicle
      // already insured), else why nothing happened.
      showAlert(err instanceof ApiError && err.message ? err.message : t('list.buyFailed'));
      setBuying(null);
    }
  };

  return { buy, buying };
}
