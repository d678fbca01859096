import type { ReactNode } from 'react';
import { TickList } from '../../../shared/ui/tick-list.tsx';

// docs/product/review-payment-term-bike.md §2.12: the two boxes beside the plans. Every promise here is true of the
// page as built.
const promises = (noun: string, thirdPartyInForce: boolean) => [
  'Every insurer’s quote, priced by our server, side by side',
  'GST (18%) shown as its own line in each breakup',
  `IDV from your ${noun}’s age, within each insurer’s range`,
  // Own damage alone is sold beside a third-party cover in force, never a second one.
  thirdPartyInForce
    ? 'No second third-party cover: yours stays in force'
    : 'The third-party cover the law requires, in every plan',
];

const steps = (noun: string) => [
  `Enter your ${noun}’s registration or details`,
  'Compare the plans, their IDV and premium breakup',
  'Choose a plan and pay online',
  'Get your policy by e-mail',
];

function SideBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function InsurancePromise({ noun, thirdPartyInForce }: { noun: string; thirdPartyInForce: boolean }) {
  return (
    <SideBox id="motor-promise-heading" title="Insurance Promise">
      <TickList items={promises(noun, thirdPartyInForce)} className="mt-3 space-y-2 text-sm text-slate-700" />
    </SideBox>
  );
}

export function HowToBuyOnline({ noun }: { noun: string }) {
  return (
    <SideBox id="motor-how-heading" title="How to buy online!">
      <ol className="mt-3 space-y-3 text-sm text-slate-700">
        {steps(noun).map((step, i) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
            >
              {i + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </SideBox>
  );
}
