import type { THealthQuote } from '@kavach/domain';
import { Trans, useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';
import { waitingPeriods } from '../lib/waiting-periods.ts';

/** The plan's waiting periods under its facts (issue 17). */
export function WaitingPeriods({ quote }: { quote: THealthQuote }) {
  const { t } = useTranslation(NS);
  const w = waitingPeriods(t, quote);
  return (
    <p className="mt-3 text-sm text-slate-700">
      <Trans
        t={t}
        i18nKey={w.maternity ? 'waiting.withMaternity' : 'waiting.noMaternity'}
        values={{ ped: w.ped, maternity: w.maternity }}
        components={{ 1: <span className="font-semibold" /> }}
      />
    </p>
  );
}
