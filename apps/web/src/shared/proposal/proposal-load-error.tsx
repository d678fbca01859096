import { ApiError } from '../api/client.ts';
import { ReviewNotice } from '../ui/review-notice.tsx';

/** A proposal that could not be read: not this buyer's (or no such journey), or the network. */
export function ProposalLoadError({ error, to, linkText }: { error: Error; to: string; linkText: string }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <ReviewNotice
      title={notFound ? 'We could not find this proposal' : 'Your proposal could not be loaded'}
      text={
        notFound
          ? 'It may belong to another account, or the link may be incomplete. You can start again from a new quote.'
          : 'Please check your connection and reload the page.'
      }
      to={to}
      linkText={linkText}
    />
  );
}
