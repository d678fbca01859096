import type { THealthQuote } from '@kavach/domain';
import { waitingPeriods } from '../lib/waiting-periods.ts';

/** The plan's waiting periods under its facts (issue 17). */
export function WaitingPeriods({ quote }: { quote: THealthQuote }) {
  const w = waitingPeriods(quote);
  return (
    <p className="mt-3 text-sm text-slate-700">
      Waiting periods: pre-existing diseases <span className="font-semibold">{w.ped}</span>
      {w.maternity ? (
        <>
          ; maternity <span className="font-semibold">{w.maternity}</span>
        </>
      ) : (
        '; maternity not covered'
      )}
      .
    </p>
  );
}
