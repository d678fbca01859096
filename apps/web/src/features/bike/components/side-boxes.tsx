// spec 3 §2.12: the two boxes beside the plans. Every promise here is true of the page as built.
const PROMISES = [
  'Own damage plans from five insurers, side by side',
  'Premiums shown include 18% GST',
  'IDV worked out from your bike’s age',
  'Your bike’s details stay in this browser',
];

const STEPS = [
  'Enter your bike’s registration or details',
  'Compare the plans, their IDV and premium',
  'Choose a plan and pay online',
  'Get your policy by e-mail',
];

const BOX = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

export function InsurancePromise() {
  return (
    <section aria-labelledby="bike-promise-heading" className={BOX}>
      <h2 id="bike-promise-heading" className="text-lg font-semibold text-slate-900">
        Insurance Promise
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {PROMISES.map((p) => (
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

export function HowToBuyOnline() {
  return (
    <section aria-labelledby="bike-how-heading" className={BOX}>
      <h2 id="bike-how-heading" className="text-lg font-semibold text-slate-900">
        How to buy online!
      </h2>
      <ol className="mt-3 space-y-3 text-sm text-slate-700">
        {STEPS.map((step, i) => (
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
      <p className="mt-4 text-sm text-slate-600">Buying bike cover online on Kavach is coming soon.</p>
    </section>
  );
}
