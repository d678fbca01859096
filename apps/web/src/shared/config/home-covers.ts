import type { InsuranceFor } from '@kavach/domain/constants/insurance-for';
import { createContext, useContext } from 'react';
import type { HomeCover } from './vertical-feature.ts';

/** The covers the vertical features offer, in the app's order; app/provider.tsx gives them. */
export const HomeCoversContext = createContext<readonly HomeCover[] | null>(null);

export function useHomeCovers(): readonly HomeCover[] {
  const covers = useContext(HomeCoversContext);
  if (!covers) throw new Error('No HomeCoversContext: app/provider.tsx gives the covers');
  return covers;
}

/** A home choice's step-two options, each in its place (docs/product/quotes.md §2). */
export const stepTwoOptions = (covers: readonly HomeCover[], choice: InsuranceFor) =>
  covers
    .flatMap(({ to, iconPath, stepTwo }) => (stepTwo?.choices.includes(choice) ? [{ ...stepTwo, to, iconPath }] : []))
    .sort((a, b) => a.place - b.place);
