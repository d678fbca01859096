import { Fragment, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { sessionStore } from '../lib/storage.ts';
import { ReviewNotice } from './review-notice.tsx';

const NS = englishNamespace('common', en);

type Props = {
  /** Whether a page opened without ?journey_id= may take the one this tab last worked on. */
  fromSession?: boolean;
  /** What the page says when there is no journey: a short title, a line, and where to start one. */
  empty: { title: string; text: string; to: string; linkText: string };
  children: (journeyId: string) => ReactNode;
};

/**
 * A page of one journey (`?journey_id=`), for every vertical's proposal and review: no journey is told plainly
 * with a way to start one; the page is keyed by journey, so opening another journey starts with its own state.
 */
export function JourneyRoute({ fromSession = false, empty, children }: Props) {
  const [params] = useSearchParams();
  const journeyId = params.get('journey_id') || (fromSession ? sessionStore.get('journey_id') : null);
  if (!journeyId) return <ReviewNotice {...empty} />;
  return <Fragment key={journeyId}>{children(journeyId)}</Fragment>;
}

/**
 * A vertical's review page: the journey in the address, else the one this tab last worked on; with neither, nothing
 * to review yet and the way to that vertical's quotes.
 */
export function ReviewRoute({
  chosen,
  to,
  linkText,
  page: Page,
}: {
  /** What the buyer has chosen before a review, e.g. 'a term plan', in the page's language. */
  chosen: string;
  to: string;
  linkText: string;
  page: ComponentType<{ journeyId: string }>;
}) {
  const { t } = useTranslation(NS);
  const empty = {
    title: t('reviewRoute.title'),
    text: t('reviewRoute.text', { chosen }),
    to,
    linkText,
  };
  return (
    <JourneyRoute fromSession empty={empty}>
      {(journeyId) => <Page journeyId={journeyId} />}
    </JourneyRoute>
  );
}
