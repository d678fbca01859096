import type { THealthQuote } from '@kavach/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { CompareTable } from '../components/compare-table.tsx';
import { useQuoteListContext } from '../hooks/use-quote-list-context.ts';
import { NS } from '../i18n.ts';
import { buyPlan } from '../lib/buy-plan.ts';
import { plansFromParam, quoteListPath } from '../lib/paths.ts';

const BACK_ARROW = '←';

/** Issue 17: /health-insurance/compare?quote_id={list}&plans=a,b,c — the ticked plans side by side. */
export default function CompareRoute() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const listId = params.get('quote_id');
  const planIds = plansFromParam(params.get('plans'));
  const navigate = useNavigate();
  const { polling, metaById, illustrative, pending } = useQuoteListContext(listId);
  const [buying, setBuying] = useState<string | null>(null);
  const quotes = planIds.flatMap((id) => polling.quotes.filter((q) => q.plan_id === id));
  // Focus starts at the page's heading, as after any change of page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  // Buy from a column: the journey starts on that plan's quote, as Buy on its own page does without add-ons.
  const buy = async (quote: THealthQuote) => {
    setBuying(quote.quote_id);
    try {
      void navigate(await buyPlan(quote));
    } catch (err) {
      console.error('Journey start failed', err);
      setBuying(null);
      showAlert(t('planDetail.buyFailed'));
    }
  };

  const backTo = listId ? `${quoteListPath(listId)}&compare=${planIds.join(',')}` : '/health-insurance';
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:py-8">
      <Link
        to={backTo}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">{BACK_ARROW}</span> {t('comparePage.back')}
      </Link>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
        {t('comparePage.heading')}
      </h1>
      {illustrative && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('illustrative')}</p>}
      {pending ? (
        <LoadingDots label={t('comparePage.loading')} />
      ) : quotes.length === 0 ? (
        <p className="text-slate-700">{t('comparePage.none')}</p>
      ) : (
        <CompareTable quotes={quotes} metaById={metaById} buying={buying} onBuy={(q) => void buy(q)} />
      )}
    </div>
  );
}
