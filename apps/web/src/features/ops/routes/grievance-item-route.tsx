import { zodResolver } from '@hookform/resolvers/zod';
import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_LIMITS,
  GRIEVANCE_STATE_LABELS,
  GRIEVANCE_TRANSITIONS,
  ZOpsGrievanceRespondRequest,
  type TOpsGrievanceRespondRequest,
  isOneOf,
} from '@kavach/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { acknowledgeGrievance, closeGrievance, grievanceQuery, respondToGrievance } from '../api/grievances.ts';
import { GrievanceDue } from '../components/grievance-due.tsx';
import { formatWhen, OpsLink, OpsPage } from '../components/ops-page.tsx';
import { OPS_PATHS } from '../lib/paths.ts';
import { DetailRow } from '../components/detail-row.tsx';
import { FailureAlert } from '../components/failure-alert.tsx';

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
    g ? isOneOf(GRIEVANCE_TRANSITIONS[action].from, g.state) : false;
  const responseError = form.formState.errors.response?.message;
  return (
    <OpsPage title="Complaint" query={item}>
      <p className="mt-1 text-sm">
        <OpsLink to={OPS_PATHS.grievances}>Back to complaints</OpsLink>
      </p>
      {g && (
        <>
          <p role="status" className="mt-3 text-sm font-semibold text-slate-900">
            Status: {GRIEVANCE_STATE_LABELS[g.state]}
          </p>
          <FailureAlert error={failure} />
          <div className="mt-4 grid gap-6 lg:grid-cols-[22rem_1fr]">
            <dl className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <DetailRow label="Reference" value={g.reference} />
              <DetailRow label="Raised" value={formatWhen(g.raised_at)} />
              <DetailRow label="Due" value={<GrievanceDue grievance={g} />} />
              <DetailRow label="About" value={GRIEVANCE_CATEGORY_LABELS[g.category]} />
              <DetailRow label="Plan" value={`${g.plan_name} · ${g.insurer_name}`} />
              <DetailRow label="Policy" value={g.policy_number} />
              <DetailRow label="Buyer" value={g.buyer_name} />
              <DetailRow label="Mobile" value={g.buyer_mobile} />
              <DetailRow label="Acknowledged" value={g.acknowledged_at ? formatWhen(g.acknowledged_at) : null} />
              <DetailRow label="Answered" value={g.responded_at ? formatWhen(g.responded_at) : null} />
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
                  onSubmit={(e) => void form.handleSubmit((v) => respond.mutate(v))(e)}
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
