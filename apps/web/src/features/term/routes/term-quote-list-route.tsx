import { MESSAGES, coverTillAgeOf, type TTermQuote, type TermCoverTillAge } from '@kavach/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { QuoteListPage } from '../../../shared/quotes/quote-list-page.tsx';
import { QuoteOrderSelect } from '../../../shared/quotes/quote-order-select.tsx';
import { useSetSearchParam } from '../../../shared/quotes/use-set-search-param.ts';
import { useRequote } from '../../../shared/quotes/use-requote.ts';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { termPlanInformationQuery } from '../api/plans.ts';
import { createTermAsyncQuote } from '../api/quotes.ts';
import { CoverSelect } from '../components/cover-select.tsx';
import { CoverTillSelect } from '../components/cover-till-select.tsx';
import { TermAnswersSummary } from '../components/term-answers-summary.tsx';
import { NoQuotes } from '../components/no-quotes.tsx';
import { TermQuoteCard } from '../components/term-quote-card.tsx';
import { TermCompare } from '../components/term-compare.tsx';
import { InPlaceCompareBar } from '../../../shared/quotes/compare-bar.tsx';
import { useCompareTicks } from '../../../shared/quotes/use-compare-ticks.ts';
import { writeQuoteInSession } from '../hooks/term-storage.ts';
import { useTermDetails } from '../hooks/use-term-details.ts';
import { useNoQuotesReason, useTermQuotePolling } from '../hooks/use-term-quote-polling.ts';
import { termPlanPath } from '../lib/paths.ts';
import { buildCoverChangeRequest } from '../lib/quote-request.ts';
import { parseTermQuoteSort, sortTermQuotes, TERM_QUOTE_SORTS, type TermQuoteSort } from '../lib/sort-term-quotes.ts';
import { coverLabel, withCoverTillAge, type TermDetails } from '../lib/term-details.ts';
import { NS } from '../i18n.ts';

/**
 * docs/product/review-payment-term-bike.md §2.10 / §4.13: the term quote list (/term-insurance/quote-list?quote_id=…).
 * A card's price opens the plan's own page (term-plan-route.tsx), which starts nothing until Buy (issue 48).
 */
export default function TermQuoteListRoute() {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const sort = parseTermQuoteSort(params.get('sort'));
  const changeSort = (next: TermQuoteSort) => setParam('sort', next === 'premium' ? null : next);
  // docs/product/review-payment-term-bike.md §4.13: the quote id from the address, else from session storage.
  const quoteId = params.get('quote_id') ?? sessionStore.get('quote_id');
  const polling = useTermQuotePolling(quoteId);
  const noQuotesReason = useNoQuotesReason(quoteId);
  const { details, update } = useTermDetails(polling.request);
  const { requoting, requote } = useRequote(quoteId);
  const navigate = useNavigate();
  // docs/product/review-payment-term-bike.md §4.13: the plans' information is read with the list (stored as
  // allPlanMeta), so a plan opens with it.
  useQuery(termPlanInformationQuery);
  const openPlan = (q: TTermQuote) =>
    quoteId && void navigate(termPlanPath(quoteId, q.plan_id), { state: { fromList: true } });
  const config = useClientConfig();

  // The cover and the age it runs till just chosen show at once, for the list being replaced and then for its
  // successor.
  type Chosen = { listId: string | null; cover: number; coverTillAge: TermCoverTillAge };
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const request = polling.request;
  const requestCover = typeof request?.sum_assured === 'number' ? request.sum_assured : null;
  const requestTill = coverTillAgeOf(request?.cover_till_age);
  const current = chosen && chosen.listId === quoteId ? chosen : null;
  const cover = current?.cover ?? requestCover ?? details?.coverage ?? Number(sessionStore.get('coverage'));
  const coverTillAge = current?.coverTillAge ?? requestTill ?? details?.cover_till_age ?? null;

  // docs/product/review-payment-term-bike.md §4.13: a change of cover (or of the age it runs till) clears the list,
  // shows the loader, asks for new quotes and stores them.
  const requoteFor = (next: TermDetails) => {
    const shown = { cover: next.coverage, coverTillAge: next.cover_till_age };
    setChosen({ listId: quoteId, ...shown });
    void requote(() => createTermAsyncQuote(buildCoverChangeRequest(next)), {
      onListed: (id) => {
        writeQuoteInSession(id, next.coverage);
        setChosen({ listId: id, ...shown });
        update(next);
      },
      onFailed: () => {
        setChosen(null);
        showAlert(td(MESSAGES.QUOTE_GENERATION_FAILED));
      },
    });
  };
  // The answers as the list shown was asked for, the term following the age it runs till.
  const asked = (d: TermDetails): TermDetails =>
    withCoverTillAge({ ...d, coverage: cover, coverage_label: coverLabel(cover) }, coverTillAge ?? d.cover_till_age);
  const changeCover = (next: number) => {
    if (!details || next === cover) return;
    requoteFor({ ...asked(details), coverage: next, coverage_label: coverLabel(next) });
  };
  const changeCoverTill = (next: TermCoverTillAge) => {
    if (!details || next === coverTillAge) return;
    requoteFor(withCoverTillAge(asked(details), next));
  };

  const illustrative = config.data?.sample_catalogues.term === true;
  const sortedQuotes = useMemo(() => sortTermQuotes(polling.quotes, sort), [polling.quotes, sort]);
  // Issue 48: up to 3 plans ticked, compared in place of the cards.
  const compare = useCompareTicks();
  const compared = compare.ticked.flatMap((id) => sortedQuotes.filter((q) => q.plan_id === id));
  const orders = TERM_QUOTE_SORTS.map((s) => ({ value: s.value, label: t(s.label), caption: t(s.caption) }));
  return (
    <QuoteListPage
      quoteId={quoteId}
      landing={{
        text: t('list.landing'),
        to: '/term-insurance',
        action: t('list.getQuotes'),
      }}
      title={t('list.title')}
      sortedBy={orders.find((s) => s.value === sort)?.caption ?? sort}
      toolbar={<QuoteOrderSelect orders={orders} value={sort} onChange={changeSort} />}
      summary={<TermAnswersSummary details={details} />}
      detail={
        compare.showing &&
        compared.length >= 2 && <TermCompare quotes={compared} onOpen={openPlan} onBack={compare.hide} />
      }
      footer={<InPlaceCompareBar ticks={compare} />}
      illustrative={illustrative}
      controls={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <CoverSelect cover={cover} details={details} onChange={changeCover} />
          {coverTillAge !== null && (
            <CoverTillSelect coverTillAge={coverTillAge} disabled={!details} onChange={changeCoverTill} />
          )}
        </div>
      }
      quotes={requoting ? [] : sortedQuotes}
      loading={requoting || polling.loading}
      failed={polling.failed}
      card={(q) => (
        <TermQuoteCard
          quote={q}
          onChoose={openPlan}
          compare={{
            chosen: compare.ticked.includes(q.plan_id),
            full: compare.ticked.length >= 3,
            onToggle: compare.toggle,
          }}
        />
      )}
      empty={<NoQuotes reason={noQuotesReason} />}
    />
  );
}
