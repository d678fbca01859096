import { TERM_COVER_END_AGE, TERM_MIN_POLICY_TERM, termPolicyTerm } from '@kavach/domain';
import { WizardStepLink } from './wizard-step-link.tsx';

/**
 * An empty list said plainly. Plans decline a cover above what the income band allows, or an age whose
 * cover to 65 would be too short; the visitor is told which and how to change it.
 */
export function NoQuotes({ age }: { age: number | null }) {
  const tooOld = age !== null && termPolicyTerm(age) < TERM_MIN_POLICY_TERM;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <p className="font-semibold text-slate-900">
        {tooOld ? 'No plan offers cover at your age' : 'No plan offers this cover for the income you chose'}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {tooOld
          ? `Term cover here runs to age ${TERM_COVER_END_AGE} and needs at least ${TERM_MIN_POLICY_TERM} years, so plans cannot cover you at ${age}.`
          : 'Insurers limit cover to a multiple of your income. Choose a lower cover above, or check the income you told us.'}
      </p>
      {!tooOld && (
        <WizardStepLink
          step={2}
          className="mt-4 inline-block rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Change income
        </WizardStepLink>
      )}
    </div>
  );
}
