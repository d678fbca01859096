import { formatInr, termPolicyTerm } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { NS, type TermT } from '../i18n.ts';

// docs/product/review-payment-term-bike.md §2.11: "an illustration of ages 25, 35 and 65", ending here at the age the
// buyer's cover runs till. Positions on the bar are proportional to age.
const START = 25;
const milestones = (coverTillAge: number, t: TermT) => [
  { age: 25, title: t('journey.buy.title'), text: t('journey.buy.text') },
  { age: 35, title: t('journey.protected.title'), text: t('journey.protected.text') },
  { age: coverTillAge, title: t('journey.ends.title'), text: t('journey.ends.text', { age: coverTillAge }) },
];

/** The Insurance Journey tab: a timeline of ages 25, 35 and the age cover runs till, then what it means for this buyer. */
export function InsuranceJourney({
  age,
  coverTillAge,
  yearlyPremium,
  cover,
}: {
  age: number | null;
  coverTillAge: number;
  yearlyPremium: number;
  cover: string;
}) {
  const { t } = useTranslation(NS);
  const years = age === null ? null : termPolicyTerm(age, coverTillAge);
  const position = (at: number) => `${((at - START) / (coverTillAge - START)) * 100}%`;
  const steps = milestones(coverTillAge, t);
  return (
    <figure aria-labelledby="journey-caption" className="space-y-6">
      <figcaption id="journey-caption" className="font-semibold text-slate-900">
        {t('journey.caption')}
      </figcaption>
      <div aria-hidden="true" className="px-4 pt-2 sm:px-6">
        <div className="relative h-3 rounded-full bg-gradient-to-r from-brand-600 via-brand-600 to-brand-100">
          {steps.map((m) => (
            <div
              key={m.age}
              className="absolute top-1/2 -translate-x-1/2 -translate-y-1/2"
              style={{ left: position(m.age) }}
            >
              <span className="block h-6 w-6 rounded-full border-4 border-white bg-brand-700 shadow" />
              <span className="absolute top-8 left-1/2 -translate-x-1/2 text-sm font-bold whitespace-nowrap text-slate-900">
                {m.age}
              </span>
            </div>
          ))}
        </div>
        <p className="mt-10 text-center text-xs text-slate-500">{t('journey.bar', { age: coverTillAge })}</p>
      </div>
      <ol className="grid gap-3 sm:grid-cols-3">
        {steps.map((m) => (
          <li key={m.age} className="rounded-xl border border-slate-200 p-4">
            <p className="text-sm font-bold text-brand-700">{t('journey.age', { age: m.age })}</p>
            <p className="mt-1 font-semibold text-slate-900">{m.title}</p>
            <p className="mt-1 text-sm text-slate-600">{m.text}</p>
          </li>
        ))}
      </ol>
      {age !== null && years !== null && years > 0 && (
        <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-800">
          {t('journey.forYou', { cover, age, coverTillAge, years, premium: formatInr(yearlyPremium) })}
        </p>
      )}
    </figure>
  );
}
