import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, ZInviteStaffRequest, type TInviteStaffRequest, type TStaffMember } from '@kavach/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../../shared/ui/button.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../shared/ui/field-styles.ts';
import { LabelledInput } from '../../../shared/ui/labelled-field.tsx';
import { NativeSelect } from '../../../shared/ui/native-select.tsx';
import { inviteStaff } from '../api/staff.ts';
import { FailureAlert } from './failure-alert.tsx';

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({
  value: r,
  label: r === 'admin' ? 'Admin (staff and the audit log too)' : 'Operations',
}));

/** The admin names who to invite and their role; the link goes to that e-mail, never to this screen. */
export function InviteStaffForm({ onInvited }: { onInvited: (member: TStaffMember) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<TInviteStaffRequest>({
    resolver: zodResolver(ZInviteStaffRequest),
    defaultValues: { email: '', full_name: '', role: 'ops' },
  });
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: (member) => {
      form.reset();
      onInvited(member);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'staff'] });
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-labelledby="invite-staff"
      onSubmit={(e) => void form.handleSubmit((v) => invite.mutate(v))(e)}
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[1fr_1fr_14rem_auto] md:items-end"
    >
      <h2 id="invite-staff" className="font-bold text-slate-900 md:col-span-4">
        Invite a member
      </h2>
      <LabelledInput
        id="invite-name"
        label="Full name"
        autoComplete="off"
        error={errors.full_name?.message}
        {...form.register('full_name')}
      />
      <LabelledInput
        id="invite-email"
        label="Work e-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div>
        <label htmlFor="invite-role" className={LABEL_CLASS}>
          Role
        </label>
        <NativeSelect id="invite-role" className={INPUT_CLASS} options={ROLE_OPTIONS} {...form.register('role')} />
      </div>
      <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
      <div className="md:col-span-4">
        <FailureAlert error={invite.error} className="mt-0" />
      </div>
    </form>
  );
}
