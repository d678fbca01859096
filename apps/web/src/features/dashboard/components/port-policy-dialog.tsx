import { formatInr, lakhCroreLabel, toDisplayDate, VERTICAL_REGISTRY, type TPortOptionsResponse } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalMessage } from '../../../shared/api/client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { portOptionsQuery, portPolicy } from '../api/port-policy.ts';

/**
 * "Move to another insurer" on a health policy card at its renewal (issue 47, docs/product/renewals.md#portability):
 * the plans of other insurers for the same people and cover, with what portability keeps and what the new insurer
 * decides said first; choosing one opens its proposal's review, where the buyer checks the answers and pays.
 */
export function PortPolicyDialog({ policyNumber, planName }: { policyNumber: string; planName: string }) {
  const [open, setOpen] = useState(false);
  const options = useQuery({ ...portOptionsQuery(policyNumber), enabled: open });
  return (
    <>
      <Button
        variant="secondary"
        className="mt-4 mr-3"
        onClick={() => setOpen(true)}
        aria-label={`Move policy ${policyNumber} to another insurer`}
      >
        Move to another insurer
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Moving ${planName} to another insurer`} wide>
        {options.data ? (
          <PortOptions offered={options.data} policyNumber={policyNumber} />
        ) : options.error ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {refusalMessage(options.error, 'The plans could not be read. Please try again.')}
          </p>
        ) : (
          <p className="text-sm text-slate-600">Finding the plans your cover can move to…</p>
        )}
      </Dialog>
    </>
  );
}

function PortOptions({ offered, policyNumber }: { offered: TPortOptionsResponse; policyNumber: string }) {
  const navigate = useNavigate();
  const [moving, setMoving] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = async (planId: string) => {
    setMoving(planId);
    setRefusal(null);
    try {
      const { journey_id } = await portPolicy(policyNumber, planId);
      sessionStore.set('journey_id', journey_id);
      await navigate(`${VERTICAL_REGISTRY.HEALTH.reviewPath}?journey_id=${encodeURIComponent(journey_id)}`);
    } catch (err) {
      setRefusal(refusalMessage(err, 'The move could not be started. Please try again.'));
      setMoving(null);
    }
  };
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p>
        Your cover continues without a break from {toDisplayDate(offered.cover_start)} with the insurer you choose. The
        waiting periods you have served since {toDisplayDate(offered.covered_since)} count with it, up to your present
        sum insured.
      </p>
      <p className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900">
        The new insurer underwrites your proposal again: check your health answers before you pay, and declare anything
        new. It may ask for tests, offer other terms or decline.
      </p>
      {offered.options.length === 0 ? (
        <p>No other insurer’s plan in our catalogue takes your members and cover as they are.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {offered.options.map((o) => (
            <li key={o.plan_id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <span>
                <span className="block font-semibold text-slate-900">{o.plan_name}</span>
                <span className="block text-slate-600">
                  {o.insurer_name} · cover ₹{lakhCroreLabel(o.sum_insured)} · {formatInr(o.total_premium)}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => void move(o.plan_id)}
                disabled={moving !== null}
                aria-busy={moving === o.plan_id}
                aria-label={`Move to this plan: ${o.plan_name}, ${o.insurer_name}`}
              >
                {moving === o.plan_id ? 'Opening…' : 'Move to this plan'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-600">
        Premiums are from Kavach’s catalogue for your members on the first day of the new cover; the review shows the
        premium you pay.
      </p>
      {refusal && (
        <p role="alert" className="font-semibold text-red-800">
          {refusal}
        </p>
      )}
    </div>
  );
}
