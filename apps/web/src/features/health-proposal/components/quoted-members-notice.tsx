import { firstPreQuoteStep } from '@kavach/domain/constants/health';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { NS } from '../i18n.ts';
import type { JourneyMember } from '../lib/member-tabs.ts';

/**
 * Issue 17: a quoted member's date of birth and gender priced the quote, so they stay locked here; the screen
 * says why and leads back to the pre-quote's members step (its answers prefilled from preQuoteDetails) for a new
 * quote, as the quote list's "Edit details" does.
 */
export function QuotedMembersNotice({ members }: { members: readonly JourneyMember[] }) {
  const { t } = useTranslation(NS);
  const restart = () => {
    const insuranceFor = members.every((m) => m.relation === 'SELF') ? 'self' : 'family';
    sessionStore.set('insuranceFor', insuranceFor);
    sessionStore.set('PreQuoteStep', firstPreQuoteStep(insuranceFor));
  };
  return (
    <div
      role="note"
      className="mt-4 flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{t('tabs.quoted')}</p>
      <Link
        to="/health-insurance"
        onClick={restart}
        className="inline-flex min-h-11 shrink-0 items-center rounded-md font-semibold text-brand-700 hover:underline sm:px-2"
      >
        {t('tabs.changeMembers')}
      </Link>
    </div>
  );
}
