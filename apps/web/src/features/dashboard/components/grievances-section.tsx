import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_STATE_LABELS,
  indiaDate,
  toDisplayDate,
  type TDashboardResponse,
  type TGrievance,
} from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { grievancesQuery, useRaiseGrievance } from '../api/grievances.ts';
import { RaiseGrievanceForm, type ComplaintSubject } from './raise-grievance-form.tsx';
import { DetailItem } from './detail-item.tsx';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

/** `?complaint=<journey id>` opens the form about that policy (the policy card's "Raise a complaint" link). */
export const COMPLAINT_PARAM = 'complaint';
/** "Raise a complaint" on a policy or a paid purchase: opens the form below about that one. */
export function RaiseComplaintLink({ journeyId, about }: { journeyId: string; about: string }) {
  const { t } = useTranslation(NS);
  return (
    <Link
      to={`?${COMPLAINT_PARAM}=${encodeURIComponent(journeyId)}`}
      replace
      aria-label={t('complaints.raiseAbout', { about })}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
    >
      {t('complaints.raise')}
    </Link>
  );
}

const day = (iso: string | null) => (iso ? toDisplayDate(indiaDate(iso)) : '');

/**
 * Issue 19: the buyer's complaints on the dashboard — raise one about a policy or a purchase, see where each stands
 * against IRDAI's timelines, read the staff's answer, and, once one is open past 14 days, where to escalate it.
 */
export function GrievancesSection({ policies, journeys }: Pick<TDashboardResponse, 'policies' | 'journeys'>) {
  const { t } = useTranslation(NS);
  const query = useQuery(grievancesQuery(sessionStore.get('session_id')));
  const raise = useRaiseGrievance();
  const [params, setParams] = useSearchParams();
  const opened = params.get(COMPLAINT_PARAM);
  const about: ComplaintSubject[] = [
    ...policies.map((p) => ({
      journey_id: p.journey_id,
      label: t('complaints.aboutPolicy', { plan: p.plan_name, number: p.policy_number }),
    })),
    ...journeys.map((j) => ({ journey_id: j.journey_id, label: t('complaints.aboutPurchase', { plan: j.plan_name }) })),
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
      title={t('complaints.title')}
      action={
        about.length > 0 && (
          <Button variant="secondary" onClick={() => setOpen('')}>
            {t('complaints.raise')}
          </Button>
        )
      }
    >
      <p className="mt-1 text-sm text-slate-600">{t('complaints.timelines')}</p>
      {query.isError && <p className="mt-3 text-slate-600">{t('complaints.loadFailed')}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="mt-3 space-y-4">
          {query.data.map((g) => (
            <GrievanceCard key={g.grievance_id} grievance={g} />
          ))}
        </ul>
      )}
      <Dialog open={opened !== null} onClose={() => setOpen(null)} title={t('complaints.raise')} wide>
        <RaiseGrievanceForm
          about={about}
          defaultJourneyId={opened || undefined}
          busy={raise.isPending}
          error={
            raise.isError
              ? raise.error instanceof ApiError && raise.error.status !== 500
                ? raise.error.message
                : t('complaints.sendFailed')
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
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const { timeline } = g;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={`complaint-${g.grievance_id}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`complaint-${g.grievance_id}`} className="text-lg font-bold break-words text-slate-900">
            {g.subject}
          </h3>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
            {td(GRIEVANCE_STATE_LABELS[g.state])}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          {td(GRIEVANCE_CATEGORY_LABELS[g.category])} · {g.plan_name}
          {g.policy_number ? ` · ${t('complaints.policyNumber', { number: g.policy_number })}` : ''} ·{' '}
          {t('complaints.reference', { reference: g.reference })}
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <DetailItem label={t('complaints.raised')} value={day(g.raised_at)} />
          <DetailItem
            label={g.acknowledged_at ? t('complaints.acknowledged') : t('complaints.acknowledgeBy')}
            value={day(g.acknowledged_at ?? timeline.acknowledge_by)}
          />
          <DetailItem
            label={g.closed_at ? t('complaints.closed') : t('complaints.resolveBy')}
            value={day(g.closed_at ?? timeline.resolve_by)}
          />
        </dl>
        {g.response && (
          <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-900">
            <p className="font-semibold">
              {g.responded_at ? t('complaints.responseOn', { date: day(g.responded_at) }) : t('complaints.response')}
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{g.response}</p>
          </div>
        )}
        {g.escalation && (
          <div role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">{td(g.escalation.title)}</p>
            <ol className="mt-1 list-decimal space-y-1 pl-5">
              {g.escalation.steps.map((s) => (
                <li key={s}>{td(s)}</li>
              ))}
            </ol>
            <p className="mt-1">{t('complaints.quoteReference', { reference: g.reference })}</p>
          </div>
        )}
      </article>
    </li>
  );
}
