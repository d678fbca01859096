import type { TTermNoQuoteReason } from '@kavach/domain';
import { WizardStepLink } from './wizard-step-link.tsx';

const TITLES: Readonly<Record<TTermNoQuoteReason['code'], string>> = {
  AGE_OUTSIDE_PLANS: 'No plan offers cover at your age',
  COVER_TILL_AGE_NOT_OFFERED: 'No plan offers cover till the age you chose',
  INCOME_TOO_LOW: 'No plan offers this cover for the income you chose',
  COVER_NOT_OFFERED: 'No plan offers this cover',
};

/**
 * An empty list said plainly, with the reason the server gave (termNoQuoteReason): the age, the age cover runs till,
 * the income or the cover; and the way to change it, where the buyer can.
 */
export function NoQuotes({ reason }: { reason: TTermNoQuoteReason | null }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <p className="font-semibold text-slate-900">{reason ? TITLES[reason.code] : 'No plan could be quoted'}</p>
      <p className="mt-2 text-sm text-slate-600">
        {reason?.message ?? 'Change the cover or the age it runs till above, or check your details.'}
      </p>
      {reason?.code === 'INCOME_TOO_LOW' && (
        <WizardStepLink
          step={2}
          className="mt-4 inline-block rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Change income
        </WizardStepLink>
      )}
      {reason?.code === 'COVER_TILL_AGE_NOT_OFFERED' && (
        <p className="mt-2 text-sm text-slate-600">Choose another age under “Cover till age” above.</p>
      )}
    </div>
  );
}
