import { zodResolver } from '@hookform/resolvers/zod';
import { formatInr, indiaDate, ZOpsPolicySearchQuery, VERTICAL_REGISTRY } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { policySearchQuery } from '../api/console-data.ts';
import { DataTable } from '../components/data-table.tsx';
import { FreeLookCancel } from '../components/free-look-cancel.tsx';
import { ScheduleButton } from '../components/schedule-button.tsx';
import { formatDay, OpsPage } from '../components/ops-page.tsx';

/** /ops/policies?q=: find a policy by its number, the holder's mobile, PAN or name. */
export default function PoliciesRoute() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const form = useForm({ resolver: zodResolver(ZOpsPolicySearchQuery), defaultValues: { q } });
  const found = useQuery(policySearchQuery(q));
  return (
    <OpsPage title="Policies">
      <form
        className="mt-4 flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(e) => void form.handleSubmit((v) => setParams({ q: v.q }))(e)}
      >
        <div className="grow">
          <label htmlFor="ops-policy-q" className={LABEL_CLASS}>
            Policy number, mobile, PAN or name
          </label>
          <input
            id="ops-policy-q"
            type="search"
            className={INPUT_CLASS}
            aria-invalid={form.formState.errors.q ? true : undefined}
            {...form.register('q')}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {form.formState.errors.q && <p className="mt-1 text-sm text-red-700">{form.formState.errors.q.message}</p>}
      {found.error && (
        <p role="alert" className="mt-4 text-sm font-semibold text-red-800">
          {found.error.message}
        </p>
      )}
      {found.data && (
        <DataTable
          caption="Policies found"
          rows={found.data}
          rowKey={(p) => p.policy_number}
          empty="No policy matches."
          columns={[
            { header: 'Policy', cell: (p) => p.policy_number },
            { header: 'Schedule', cell: (p) => <ScheduleButton policyNumber={p.policy_number} /> },
            { header: 'Holder', cell: (p) => p.holder ?? '—' },
            { header: 'Mobile', cell: (p) => p.mobile ?? '—' },
            { header: 'Product', cell: (p) => VERTICAL_REGISTRY[p.vertical].label },
            { header: 'Plan', cell: (p) => `${p.plan_name} · ${p.insurer_name}` },
            { header: 'Premium', cell: (p) => formatInr(p.premium) },
            { header: 'Cover', cell: (p) => `${formatDay(p.start_date)} – ${formatDay(p.end_date)}` },
            { header: 'Free look', cell: (p) => <FreeLookCancel policy={p} today={indiaDate(new Date())} /> },
          ]}
        />
      )}
    </OpsPage>
  );
}
