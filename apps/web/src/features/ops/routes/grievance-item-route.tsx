import { zodResolver } from '@hookform/resolvers/zod';
import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_LIMITS,
  GRIEVANCE_STATE_LABELS,
  GRIEVANCE_TRANSITIONS,
  ZOpsGrievanceRespondRequest,
  type TOpsGrievanceRespondRequest,
} from '@kavach/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { acknowledgeGrievance, closeGrievance, grievanceQuery, respondToGrievance } from '../api/grievances.ts';
import { GrievanceDue } from '../components/grievance-due.tsx';
import { formatWhen, OpsPage } from '../components/ops-page.tsx';
import { OPS_PATHS } from '../lib/paths.ts';

/** /ops/grievances/:grievanceId: the complaint and its dates; acknowledge, respond (the buyer reads it) and close. */
export default function GrievanceItemRoute() {
  const id = useParams().grievanceId ?? '';
  const item = useQuery(grievanceQuery(id));
  const queryClient = useQueryClient();
  const onSuccess = (row: Awaited<ReturnType<typeof acknowledgeGrievance>>) => {
    queryClient.setQueryData(grievanceQuery(id).queryKey, row);
    void queryClient.invalidateQueries({ queryKey: ['ops'] });
  };
  const acknowledge = useMutation({ mutationFn: () => acknowledgeGrievance(id), onSuccess });
  const respond = useMutation({
    mutationFn: (body: TOpsGrievanceRespondRequest) => respondToGrievance(id, body),
    onSuccess,
  });
  const close = useMutation({ mutationFn: () => closeGrievance(id), onSuccess });
  const form = useForm<TOpsGrievanceRespondRequest>({
    resolver: zodResolver(ZOpsGrievanceRespondRequest),
    defaultValues: { response: '' },
  });
  const g = item.data;
  const failure = acknowledge.error ?? respond.error ?? close.error;
  const can = (action: keyof typeof GRIEVANCE_TRANSITIONS) =>
    g ? (GRIEVANCE_TRANSITIONS[action].from as readonly string[]).includes(g.state) : false;
  const responseError = form.formState.errors.response?.message;
  return (
    <OpsPage title="Complaint" query={item}>
      <p className="mt-1 text-sm">
        <Link to={OPS_PATHS.grievances} className="font-semibold text-brand-700 underline">
          Back to complaints
        </Link>
      </p>
      {g && (
        <>
          <p role="status" className="mt-3 text-sm font-semibold text-slate-900">
            Status: {GRIEVANCE_STATE_LABELS[g.state]}
          </p>
          {failure && (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
              {failure.message}
            </p>
          )}
          <div className="mt-4 grid gap-6 lg:grid-cols-[22rem_1fr]">
            <dl className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <Detail label="Reference" value={g.reference} />
              <Detail label="Raised" value={formatWhen(g.raised_at)} />
              <Detail label="Due" value={<GrievanceDue grievance={g} />} />
              <Detail label="About" value={GRIEVANCE_CATEGORY_LABELS[g.category]} />
              <Detail label="Plan" value={`${g.plan_name} · ${g.insurer_name}`} />
              <Detail label="Policy" value={g.policy_number} />
              <Detail label="Buyer" value={g.buyer_name} />
              <Detail label="Mobile" value={g.buyer_mobile} />
              <Detail label="Acknowledged" value={g.acknowledged_at ? formatWhen(g.acknowledged_at) : null} />
              <Detail label="Answered" value={g.responded_at ? formatWhen(g.responded_at) : null} />
            </dl>
            <div className="space-y-4">
              <article className="rounded-xl border border-slate-200 bg-white p-4">
                <h2 className="font-bold break-words text-slate-900">{g.subject}</h2>
                <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-800">{g.description}</p>
              </article>
              {g.response && (
                <article className="rounded-xl border border-slate-200 bg-brand-50 p-4">
                  <h2 className="font-bold text-slate-900">Our response</h2>
                  <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-800">{g.response}</p>
                </article>
              )}
              {can('RESPOND') && (
                <form
                  noValidate
                  onSubmit={form.handleSubmit((v) => respond.mutate(v))}
                  className="rounded-xl border border-slate-200 bg-white p-4"
                >
                  <label htmlFor="grievance-response" className={LABEL_CLASS}>
                    Response to the buyer
                  </label>
                  <textarea
                    id="grievance-response"
                    rows={5}
                    maxLength={GRIEVANCE_LIMITS.responseMax}
                    className={INPUT_CLASS}
                    aria-invalid={responseError ? true : undefined}
                    aria-describedby={responseError ? 'grievance-response-error' : undefined}
                    {...form.register('response')}
                  />
                  <FieldError id="grievance-response-error" message={responseError} />
                  <Button type="submit" className="mt-3" disabled={respond.isPending} aria-busy={respond.isPending}>
                    {respond.isPending ? 'Sending…' : 'Send response'}
                  </Button>
                </form>
              )}
              <div className="flex flex-col gap-3 sm:flex-row">
                {can('ACKNOWLEDGE') && (
                  <Button
                    onClick={() => acknowledge.mutate()}
                    disabled={acknowledge.isPending}
                    aria-busy={acknowledge.isPending}
                  >
                    {acknowledge.isPending ? 'Acknowledging…' : 'Acknowledge'}
                  </Button>
                )}
                {can('CLOSE') && (
                  <Button variant="secondary" onClick={() => close.mutate()} disabled={close.isPending}>
                    {close.isPending ? 'Closing…' : 'Close complaint'}
                  </Button>
                )}
              </div>
            </div>
          </div>
        </>
      )}
    </OpsPage>
  );
}

function Detail({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-b border-slate-100 py-1.5 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium break-words text-slate-900">{value ?? '—'}</dd>
    </div>
  );
}
