import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATE_LABELS,
  indiaDate,
  toDisplayDate,
  type TDashboardResponse,
  type TGrievance,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { grievancesQuery, useRaiseGrievance } from '../api/grievances.ts';
import { RaiseGrievanceForm, type ComplaintSubject } from './raise-grievance-form.tsx';
import { DetailItem } from './detail-item.tsx';

/** `?complaint=<journey id>` opens the form about that policy (the policy card's "Raise a complaint" link). */
export const COMPLAINT_PARAM = 'complaint';
/** "Raise a complaint" on a policy or a paid purchase: opens the form below about that one. */
export function RaiseComplaintLink({ journeyId, about }: { journeyId: string; about: string }) {
  return (
    <Link
      to={`?${COMPLAINT_PARAM}=${encodeURIComponent(journeyId)}`}
      replace
      aria-label={`Raise a complaint about ${about}`}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
    >
      Raise a complaint
    </Link>
  );
}

const day = (iso: string | null) => (iso ? toDisplayDate(indiaDate(iso)) : '');

/**
 * Issue 19: the buyer's complaints on the dashboard — raise one about a policy or a purchase, see where each stands
 * against IRDAI's timelines, read the staff's answer, and, once one is open past 14 days, where to escalate it.
 */
export function GrievancesSection({ policies, journeys }: Pick<TDashboardResponse, 'policies' | 'journeys'>) {
  const query = useQuery(grievancesQuery(sessionStore.get('session_id')));
  const raise = useRaiseGrievance();
  const [params, setParams] = useSearchParams();
  const opened = params.get(COMPLAINT_PARAM);
  const about: ComplaintSubject[] = [
    ...policies.map((p) => ({ journey_id: p.journey_id, label: `${p.plan_name} · policy ${p.policy_number}` })),
    ...journeys.map((j) => ({ journey_id: j.journey_id, label: `${j.plan_name} · purchase not finished` })),
  ];
  const setOpen = (journeyId: string | null) => {
    raise.reset();
    setParams(
      (p) => {
        if (journeyId === null) p.delete(COMPLAINT_PARAM);
        else p.set(COMPLAINT_PARAM, journeyId);
        return p;
      },
      { replace: true },
    );
  };
  if (about.length === 0 && (query.data ?? []).length === 0) return null;
  return (
    <DashboardSection
      title="Your complaints"
      action={
        about.length > 0 && (
          <Button variant="secondary" onClick={() => setOpen('')}>
            Raise a complaint
          </Button>
        )
      }
    >
      <p className="mt-1 text-sm text-slate-600">
        We acknowledge a complaint within 3 days and resolve it within 14, as IRDAI requires.
      </p>
      {query.isError && <p className="mt-3 text-slate-600">Your complaints could not be loaded. Please try again.</p>}
      {query.data && query.data.length > 0 && (
        <ul className="mt-3 space-y-4">
          {query.data.map((g) => (
            <GrievanceCard key={g.grievance_id} grievance={g} />
          ))}
        </ul>
      )}
      <Dialog open={opened !== null} onClose={() => setOpen(null)} title="Raise a complaint" wide>
        <RaiseGrievanceForm
          about={about}
          defaultJourneyId={opened || undefined}
          busy={raise.isPending}
          error={
            raise.isError
              ? raise.error instanceof ApiError && raise.error.status !== 500
                ? raise.error.message
                : 'Your complaint could not be sent. Please try again.'
              : null
          }
          onCancel={() => setOpen(null)}
          onSubmit={(value) => raise.mutate(value, { onSuccess: () => setOpen(null) })}
        />
      </Dialog>
    </DashboardSection>
  );
}

function GrievanceCard({ grievance: g }: { grievance: TGrievance }) {
  const { timeline } = g;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={`complaint-${g.grievance_id}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`complaint-${g.grievance_id}`} className="text-lg font-bold break-words text-slate-900">
            {g.subject}
          </h3>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
            {GRIEVANCE_STATE_LABELS[g.state]}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          {GRIEVANCE_CATEGORY_LABELS[g.category]} · {g.plan_name}
          {g.policy_number ? ` · policy ${g.policy_number}` : ''} · reference {g.reference}
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <DetailItem label="Raised" value={day(g.raised_at)} />
          <DetailItem
            label={g.acknowledged_at ? 'Acknowledged' : 'To be acknowledged by'}
            value={day(g.acknowledged_at ?? timeline.acknowledge_by)}
          />
          <DetailItem
            label={g.closed_at ? 'Closed' : 'To be resolved by'}
            value={day(g.closed_at ?? timeline.resolve_by)}
          />
        </dl>
        {g.response && (
          <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-900">
            <p className="font-semibold">Our response{g.responded_at ? ` (${day(g.responded_at)})` : ''}</p>
            <p className="mt-1 whitespace-pre-line break-words">{g.response}</p>
          </div>
        )}
        {g.escalation && (
          <div role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">{g.escalation.title}</p>
            <ol className="mt-1 list-decimal space-y-1 pl-5">
              {g.escalation.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            <p className="mt-1">Quote your reference {g.reference}.</p>
          </div>
        )}
      </article>
    </li>
  );
}
