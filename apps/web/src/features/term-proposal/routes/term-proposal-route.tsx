import { useTranslation } from 'react-i18next';
import { JourneyRoute } from '../../../shared/ui/journey-route.tsx';
import { TermProposalPage } from '../components/term-proposal-page.tsx';
import { NS } from '../i18n.ts';

/** Issue 15: /term-insurance/proposal?journey_id={id}. */
export default function TermProposalRoute() {
  const { t } = useTranslation(NS);
  const empty = {
    title: t('empty.title'),
    text: t('empty.text'),
    to: '/term-insurance',
    linkText: t('page.getQuotes'),
  };
  return <JourneyRoute empty={empty}>{(journeyId) => <TermProposalPage journeyId={journeyId} />}</JourneyRoute>;
}
