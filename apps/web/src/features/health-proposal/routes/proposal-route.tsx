import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProposalJourney } from '../components/proposal-journey.tsx';
import { NS } from '../i18n.ts';

/** docs/product/proposal-kyc.md §2: /health-insurance/proposal?journey_id={id}. */
export default function ProposalRoute() {
  const [params] = useSearchParams();
  const { t } = useTranslation(NS);
  const journeyId = params.get('journey_id');
  if (!journeyId) {
    return (
      <div className="mx-auto max-w-xl px-4 py-14 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('route.noPlanTitle')}</h1>
        <p className="mt-3 text-slate-600">{t('route.noPlanText')}</p>
        <Link
          to="/health-insurance"
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('route.getQuotes')}
        </Link>
      </div>
    );
  }
  // Keyed by journey, so opening another journey starts its own state.
  return <ProposalJourney key={journeyId} journeyId={journeyId} />;
}
