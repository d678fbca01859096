import { useTranslation } from 'react-i18next';
import { ReviewRoute } from '../../../shared/ui/journey-route.tsx';
import { TermReviewPage } from '../components/term-review-page.tsx';
import { NS } from '../i18n.ts';

/** Issue 15: /term-insurance/review?journey_id={id}; the id may come from the session. */
export default function TermReviewRoute() {
  const { t } = useTranslation(NS);
  return (
    <ReviewRoute chosen={t('empty.chosen')} to="/term-insurance" linkText={t('page.getQuotes')} page={TermReviewPage} />
  );
}
