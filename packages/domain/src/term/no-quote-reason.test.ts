import { describe, expect, it } from 'vitest';
import { termNoQuoteReason, type TermAsk, type TermPlanLimits } from './no-quote-reason';

const plan = (max_entry_age: number, cover_till_ages: number[]): TermPlanLimits => ({
  min_entry_age: 18,
  max_entry_age,
  cover_till_ages,
  min_cover: 750_000,
  max_cover: 20_000_000,
});
const PLANS = [plan(65, [60, 65, 70, 75, 85]), plan(60, [60, 65, 70, 75])];
const ask = (over: Partial<TermAsk>): TermAsk => ({
  age: 40,
  coverTillAge: 65,
  sumAssured: 10_000_000,
  annualIncome: 'ABOVE_FIFTEEN_LAC',
  ...over,
});

describe('why a term quote list is empty', () => {
  it.each<[string, Partial<TermAsk>, string, string]>([
    [
      'an age past every plan',
      { age: 72, coverTillAge: 85 },
      'AGE_OUTSIDE_PLANS',
      'No plan can cover you at age 72. Plans here take buyers aged 18 to 60–65 (by plan), for cover of at least 5 years, so the oldest age any plan covers is 65.',
    ],
    [
      'a cover-till age no plan offers',
      { coverTillAge: 99 },
      'COVER_TILL_AGE_NOT_OFFERED',
      'No plan offers cover till age 99 at age 40: cover must run at least 5 years, and each plan offers only some ages. Plans can cover you till age 60, 65, 70, 75 or 85.',
    ],
    [
      'a cover-till age too near at 62',
      { age: 62, coverTillAge: 65 },
      'COVER_TILL_AGE_NOT_OFFERED',
      'No plan offers cover till age 65 at age 62: cover must run at least 5 years, and each plan offers only some ages. Plans can cover you till age 70, 75 or 85.',
    ],
    [
      'a cover above what the income supports',
      { sumAssured: 30_000_000, annualIncome: 'FIVE_LAC_TO_TEN_LAC' },
      'INCOME_TOO_LOW',
      'A cover of 3 Crore is more than an income of 5 to 10 Lakh supports: insurers allow up to 15 times your yearly income at age 40, 1.5 Crore at most.',
    ],
    [
      'a cover no plan sells',
      { sumAssured: 30_000_000 },
      'COVER_NOT_OFFERED',
      'No plan that covers you till age 65 sells a cover of 3 Crore; choose another cover.',
    ],
  ])('says so for %s', (_case, over, code, message) => {
    expect(termNoQuoteReason(ask(over), PLANS)).toEqual({ code, message });
  });
});
