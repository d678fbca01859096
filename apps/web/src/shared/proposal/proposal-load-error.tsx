import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { ReviewNotice } from '../ui/review-notice.tsx';

const NS = englishNamespace('common', en);

/** A proposal that could not be read: not this buyer's (or no such journey), or the network. */
export function ProposalLoadError({ error, to, linkText }: { error: Error; to: string; linkText: string }) {
  const { t } = useTranslation(NS);
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <ReviewNotice
      title={notFound ? t('proposal.notFound.title') : t('proposal.loadError.title')}
      text={notFound ? t('proposal.notFound.text') : t('proposal.loadError.text')}
      to={to}
      linkText={linkText}
    />
  );
}
