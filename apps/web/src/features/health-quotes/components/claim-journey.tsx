import type { TPlanMeta } from '@kavach/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';

// The open/closed sign beside each step, hidden from screen readers (aria-expanded says it).
const SIGN = { open: '−', closed: '+' } as const;

/**
 * docs/product/quotes.md §2 tab 5: expandable claim steps, each with "What you should know"; the panel is at most
 * 1000px high.
 */
export function ClaimJourney({ steps }: { steps: TPlanMeta['claim_process'] }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<number | null>(0);
  return (
    <ol className="max-h-[1000px] space-y-2 overflow-y-auto">
      {steps.map((step, i) => {
        const expanded = open === i;
        return (
          <li key={step.claim_process_name} className="rounded-xl border border-slate-200">
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`claim-step-${i}`}
                onClick={() => setOpen(expanded ? null : i)}
                className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-slate-900"
              >
                <span>
                  <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-50 text-xs text-brand-800">
                    {i + 1}
                  </span>
                  {step.claim_process_name}
                </span>
                <span aria-hidden="true">{expanded ? SIGN.open : SIGN.closed}</span>
              </button>
            </h3>
            <div id={`claim-step-${i}`} hidden={!expanded} className="space-y-3 px-4 pb-4 text-sm text-slate-700">
              <p>{step.claim_process_description}</p>
              <div className="rounded-lg bg-amber-50 p-3">
                <p className="font-semibold text-amber-900">{t('claim.whatToKnow')}</p>
                <p className="mt-1 text-amber-900">{step.claim_what_to_know}</p>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
