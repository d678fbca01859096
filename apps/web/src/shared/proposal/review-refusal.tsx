import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { ReviewNotice } from '../ui/review-notice.tsx';

const NS = englishNamespace('common', en);

/**
 * What a review page shows when the server refused to read its journey for this buyer: a lost login signs in again
 * at the proposal (401); a journey that is not theirs, or not there, starts again from a new quote (404). Null for
 * anything else, which each page tells in its own way.
 */
export function reviewRefusal(error: Error | null, signInTo: string, quotes: { to: string; linkText: string }) {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 401) return <SignInAgain to={signInTo} />;
  if (status === 404) return <NotFound {...quotes} />;
  return null;
}

// Components rather than texts built here: reviewRefusal is called during a render, where it may not ask for a hook.
function SignInAgain({ to }: { to: string }) {
  const { t } = useTranslation(NS);
  return (
    <ReviewNotice
      title={t('proposal.signIn.title')}
      text={t('proposal.signIn.text')}
      to={to}
      linkText={t('proposal.signIn.link')}
    />
  );
}

function NotFound({ to, linkText }: { to: string; linkText: string }) {
  const { t } = useTranslation(NS);
  return (
    <ReviewNotice title={t('proposal.notFound.title')} text={t('proposal.notFound.text')} to={to} linkText={linkText} />
  );
}
