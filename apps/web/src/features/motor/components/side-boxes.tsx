// spec 3 §2.12: the two boxes beside the plans. Every promise here is true of the page as built.
const promises = (noun: string) => [
  'Every insurer’s quote, priced by our server, side by side',
  'GST (18%) shown as its own line in each breakup',
  `IDV from your ${noun}’s age, within each insurer’s range`,
  'The third-party cover the law requires, in every plan',
];

const steps = (noun: string) => [
  `Enter your ${noun}’s registration or details`,
  'Compare the plans, their IDV and premium breakup',
  'Choose a plan and pay online',
  'Get your policy by e-mail',
];

const BOX = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

export function InsurancePromise({ noun }: { noun: string }) {
  return (
    <section aria-labelledby="motor-promise-heading" className={BOX}>
      <h2 id="motor-promise-heading" className="text-lg font-semibold text-slate-900">
        Insurance Promise
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {promises(noun).map((p) => (
          <li key={p} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {p}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowToBuyOnline({ noun }: { noun: string }) {
  return (
    <section aria-labelledby="motor-how-heading" className={BOX}>
      <h2 id="motor-how-heading" className="text-lg font-semibold text-slate-900">
        How to buy online!
      </h2>
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
    </section>
  );
}
