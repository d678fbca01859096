import { STAFF_STATE_LABELS, type TStaffMember } from '@kavach/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { actOnStaff, staffListQuery, type StaffAction } from '../api/staff.ts';
import { staffMeQuery } from '../api/staff-auth.ts';
import { DataTable } from '../components/data-table.tsx';
import { FailureAlert } from '../components/failure-alert.tsx';
import { InviteStaffForm } from '../components/invite-staff-form.tsx';
import { formatWhen, OpsPage } from '../components/ops-page.tsx';

/** What each action is called on its button, what it does (asked before it is done), and what it says once done. */
const ACTIONS: Record<
  StaffAction,
  { label: string; confirm?: (m: TStaffMember) => string; done: (m: TStaffMember, ended: number) => string }
> = {
  disable: {
    label: 'Disable',
    confirm: (m) => `${m.full_name} is signed out everywhere at once and cannot sign in until an admin enables them.`,
    done: (m, ended) => `${m.full_name} is disabled; ${sessionsEnded(ended)}.`,
  },
  enable: { label: 'Enable', done: (m) => `${m.full_name} can sign in again.` },
  'end-sessions': {
    label: 'End sessions',
    confirm: (m) => `${m.full_name} is signed out everywhere at once and signs in again with their password and code.`,
    done: (m, ended) => `${m.full_name}: ${sessionsEnded(ended)}.`,
  },
  're-enrol': {
    label: 'Re-enrol',
    confirm: (m) =>
      `${m.full_name}'s password and authenticator stop working now, and they are signed out. A new link goes to ${m.email} to set new ones (a lost phone, a password someone else may know).`,
    done: (m, ended) =>
      `${m.full_name} must set a new password and authenticator: a link went to ${m.email}; ${sessionsEnded(ended)}.`,
  },
};
const sessionsEnded = (n: number) => (n === 1 ? '1 session ended' : `${n} sessions ended`);

/** Which actions fit a member where they stand; never one on the admin's own account. */
function actionsFor(member: TStaffMember, self: string | undefined): StaffAction[] {
  if (member.email === self) return [];
  if (member.state === 'DISABLED') return ['enable'];
  return [...(member.sessions > 0 ? (['end-sessions'] as const) : []), 're-enrol', 'disable'];
}

/**
 * /ops/staff (admins, issue 44): every member and where they stand; invite one by e-mail; disable or enable, end
 * their sessions, or send them to enrol again. No password, code or link is ever shown here.
 */
export default function StaffRoute() {
  const list = useQuery(staffListQuery());
  const me = useQuery(staffMeQuery());
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ member, action }: { member: TStaffMember; action: StaffAction }) =>
      actOnStaff(member.staff_id, action).then((answer) => ({ answer, action })),
    onSuccess: ({ answer, action }) => {
      setDone(ACTIONS[action].done(answer.member, answer.sessions_ended));
      void queryClient.invalidateQueries({ queryKey: ['ops', 'staff'] });
    },
  });
  return (
    <OpsPage title="Staff" query={list}>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Each member sets their own password and authenticator through a one-time link sent to their e-mail (it works
        once, for 24 hours). Disabling a member or ending their sessions signs them out at once.
      </p>
      <InviteStaffForm onInvited={(m) => setDone(`Invitation sent to ${m.email}.`)} />
      {done && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold [overflow-wrap:anywhere] text-emerald-900"
        >
          {done}
        </p>
      )}
      <FailureAlert error={act.error} />
      <DataTable
        caption="Staff members"
        rows={list.data?.items ?? []}
        rowKey={(m) => m.staff_id}
        empty="No staff yet."
        columns={[
          {
            header: 'Member',
            cell: (m) => (
              <>
                <span className="font-semibold">{m.full_name}</span>
                <br />
                <span className="text-slate-600">{m.email}</span>
              </>
            ),
          },
          { header: 'Role', cell: (m) => m.role },
          {
            header: 'Status',
            cell: (m) =>
              m.link_expires_at
                ? `${STAFF_STATE_LABELS[m.state]} (link until ${formatWhen(m.link_expires_at)})`
                : STAFF_STATE_LABELS[m.state],
          },
          { header: 'Last sign-in', cell: (m) => (m.last_sign_in_at ? formatWhen(m.last_sign_in_at) : '—') },
          { header: 'Sessions', cell: (m) => m.sessions },
          {
            header: 'Actions',
            cell: (m) => (
              <div className="flex flex-wrap gap-2">
                {actionsFor(m, me.data?.email).map((action) => {
                  const { label, confirm } = ACTIONS[action];
                  const button = (
                    <Button
                      variant="secondary"
                      className="min-h-9 px-3 py-1.5"
                      aria-label={`${label} ${m.full_name}`}
                      disabled={act.isPending}
                      onClick={confirm ? undefined : () => act.mutate({ member: m, action })}
                    >
                      {label}
                    </Button>
                  );
                  if (!confirm) return <span key={action}>{button}</span>;
                  return (
                    // A new key once the member changes, so the dialog closes when its action is done.
                    <ConfirmDialog
                      key={`${action}-${m.state}-${m.sessions}-${m.link_expires_at ?? ''}`}
                      trigger={button}
                      title={`${label} ${m.full_name}?`}
                      confirmLabel={label}
                      busyLabel="Working…"
                      pending={act.isPending}
                      problem={act.error?.message ?? null}
                      onConfirm={() => act.mutate({ member: m, action })}
                    >
                      <p>{confirm(m)}</p>
                    </ConfirmDialog>
                  );
                })}
              </div>
            ),
          },
        ]}
      />
    </OpsPage>
  );
}
