import { localStore, sessionStore } from '../../../shared/lib/storage.ts';
import { parseTermDetails, type TermDetails } from '../lib/term-details.ts';
import type { TermStep } from '../lib/wizard-rules.ts';

// docs/product/review-payment-term-bike.md §3.18 / §4.12: the step number in session storage, the answers in local
// storage (preQuoteDetails).

export function readTermDetails(): TermDetails | null {
  return parseTermDetails(localStore.getJson('preQuoteDetails'));
}

export function writeTermDetails(details: TermDetails): void {
  localStore.setJson('preQuoteDetails', details);
}

export function readWizardStep(): string | null {
  return sessionStore.get('termWizardStep');
}

export function writeWizardStep(step: TermStep): void {
  sessionStore.set('termWizardStep', String(step));
}

/**
 * docs/product/review-payment-term-bike.md §4.13: the list being shown and its cover, so a reload or a later page finds
 * them.
 */
export function writeQuoteInSession(quoteId: string, cover: number): void {
  sessionStore.set('quote_id', quoteId);
  sessionStore.set('coverage', String(cover));
}
