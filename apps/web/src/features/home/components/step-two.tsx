import type { InsuranceFor } from '@kavach/domain/constants/insurance-for';
import { icons } from './icons.tsx';
import { ChoiceLink } from '../../../shared/ui/choice-card.tsx';

type Option = { title: string; blurb: string; to: string; icon: keyof typeof icons; clearsPreQuote: boolean };

const PEOPLE_OPTIONS: Option[] = [
  {
    title: 'Life Insurance',
    blurb: 'Term cover that protects your family’s future',
    to: '/term-insurance',
    icon: 'life',
    clearsPreQuote: true,
  },
  {
    title: 'Health Insurance',
    blurb: 'Cashless hospital cover for medical bills',
    to: '/health-insurance',
    icon: 'health',
    clearsPreQuote: true,
  },
];

// docs/product/quotes.md §2, home step two: heading, prompt and targets by choice.
const STEP_TWO: Record<InsuranceFor, { heading: string; prompt?: string; options: Option[] }> = {
  self: { heading: 'Insure Yourself', options: PEOPLE_OPTIONS },
  family: { heading: 'Insure Your Loved Ones', options: PEOPLE_OPTIONS },
  things: {
    heading: 'Insure Your Things',
    prompt: 'Choose your coverage',
    options: [
      {
        title: 'Bike Insurance',
        blurb: 'Own damage and third-party cover for two-wheelers',
        to: '/bike-insurance',
        icon: 'bike',
        clearsPreQuote: false,
      },
      {
        title: 'Car Insurance',
        blurb: 'Comprehensive cover for your car',
        to: '/car-insurance',
        icon: 'car',
        clearsPreQuote: false,
      },
    ],
  },
};

export function StepTwo({
  choice,
  onBack,
  onPick,
}: {
  choice: InsuranceFor;
  onBack: () => void;
  onPick: (clearsPreQuote: boolean) => void;
}) {
  const step = STEP_TWO[choice];
  return (
    <section aria-labelledby="home-heading" className="mx-auto max-w-3xl px-4 pt-8 pb-4 sm:pt-14">
      <button
        type="button"
        onClick={onBack}
        className="mb-6 inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> Back
      </button>
      <h1 id="home-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {step.heading}
      </h1>
      {step.prompt && <p className="mt-3 text-lg text-slate-600">{step.prompt}</p>}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {step.options.map((option) => (
          <li key={option.to}>
            <ChoiceLink
              to={option.to}
              onClick={() => onPick(option.clearsPreQuote)}
              title={option.title}
              blurb={option.blurb}
              icon={icons[option.icon]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
