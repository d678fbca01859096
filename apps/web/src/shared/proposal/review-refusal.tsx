import { ApiError } from '../api/client.ts';
import { ReviewNotice } from '../ui/review-notice.tsx';

/**
 * What a review page shows when the server refused to read its journey for this buyer: a lost login signs in again
 * at the proposal (401); a journey that is not theirs, or not there, starts again from a new quote (404). Null for
 * anything else, which each page tells in its own way.
 */
export function reviewRefusal(error: Error | null, signInTo: string, quotes: { to: string; linkText: string }) {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 401)
    return (
      <ReviewNotice
        title="Please sign in to continue"
        text="Your proposal is saved with your mobile number. Sign in with a one-time password to review it and pay."
        to={signInTo}
        linkText="Sign in to your proposal"
      />
    );
  if (status === 404)
    return (
      <ReviewNotice
        title="We could not find this proposal"
        text="It may belong to another account, or the link may be incomplete. You can start again from a new quote."
        {...quotes}
      />
    );
  return null;
}
