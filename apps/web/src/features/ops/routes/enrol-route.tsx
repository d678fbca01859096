import { zodResolver } from '@hookform/resolvers/zod';
import { ZEnrolmentCompleteRequest } from '@kavach/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { LabelledInput } from '../../../shared/ui/labelled-field.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { completeEnrolment, openEnrolment } from '../api/enrolment.ts';
import { FailureAlert } from '../components/failure-alert.tsx';
import { OPS_PATHS } from '../lib/paths.ts';

const ZChoice = ZEnrolmentCompleteRequest.pick({ password: true, totp: true })
  .extend({ password_again: z.string() })
  .refine((v) => v.password === v.password_again, {
    path: ['password_again'],
    message: 'The two passwords are not the same',
  });
type Choice = z.infer<typeof ZChoice>;

/** The link's secret, taken once from the address's #fragment, which is then cleared from the address bar. */
function useLinkToken(): string {
  const [token] = useState(() => {
    const fromHash = window.location.hash.replace(/^#/, '');
    if (fromHash) window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromHash;
  });
  return token;
}

/** The authenticator key in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * /ops/enrol#<token> (issue 44): where an invitation or re-enrolment e-mail leads. The member adds their own
 * authenticator with the key shown to them alone, chooses their own password, and confirms with the app's code;
 * then they are signed in. The link works once, for 24 hours.
 */
export default function EnrolRoute() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: ['ops-enrolment', token],
    queryFn: () => openEnrolment(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const form = useForm<Choice>({
    resolver: zodResolver(ZChoice),
    defaultValues: { password: '', password_again: '', totp: '' },
  });
  const complete = useMutation({
    mutationFn: (v: Choice) => completeEnrolment({ token, password: v.password, totp: v.totp }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['ops'] });
      await navigate(OPS_PATHS.home, { replace: true });
    },
  });
  // The server's word on a field (a common password, a code that does not match) beside that field.
  const serverField = (name: string) => (complete.error instanceof ApiError ? complete.error.fields[name] : undefined);
  const errors = form.formState.errors;

  let body;
  if (!token) body = <p role="alert">This link is incomplete. Open the whole link from your e-mail.</p>;
  else if (link.isPending) body = <PageLoader label="Opening your invitation…" />;
  else if (link.isError) body = <FailureAlert error={link.error} />;
  else {
    const invite = link.data;
    body = (
      <>
        <p className="mt-2 text-sm [overflow-wrap:anywhere] text-slate-700">
          Welcome, <strong>{invite.full_name}</strong>. You are joining as <strong>{invite.role}</strong> with{' '}
          <strong>{invite.email}</strong>.
        </p>
        <h2 className="mt-6 font-bold text-slate-900">1. Add Kavach operations to your authenticator app</h2>
        <p className="mt-1 text-sm text-slate-700">
          In Google Authenticator, Microsoft Authenticator or any TOTP app, add an account by typing this key (it is
          shown only to you, here):
        </p>
        <p
          aria-label="Authenticator key"
          className="mt-2 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base font-semibold tracking-wider break-all text-slate-900"
        >
          {grouped(invite.totp_secret)}
        </p>
        <p className="mt-2 text-sm">
          <a href={invite.totp_uri} className="font-semibold text-brand-700 underline">
            Or open it in the authenticator app on this phone
          </a>
        </p>
        <h2 className="mt-6 font-bold text-slate-900">2. Choose your password and confirm with the app’s code</h2>
        <form
          noValidate
          className="mt-3 space-y-4"
          onSubmit={(e) => void form.handleSubmit((v) => complete.mutate(v))(e)}
        >
          <input type="hidden" autoComplete="username" value={invite.email} readOnly />
          <LabelledInput
            id="enrol-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 12 characters; a few unrelated words are easy to remember and hard to guess."
            error={errors.password?.message ?? serverField('password')}
            {...form.register('password')}
          />
          <LabelledInput
            id="enrol-password-again"
            label="The same password again"
            type="password"
            autoComplete="new-password"
            error={errors.password_again?.message}
            {...form.register('password_again')}
          />
          <LabelledInput
            id="enrol-totp"
            label="6-digit code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={errors.totp?.message ?? serverField('totp')}
            {...form.register('totp')}
          />
          <FailureAlert error={complete.error} />
          <Button type="submit" className="w-full" disabled={complete.isPending} aria-busy={complete.isPending}>
            {complete.isPending ? 'Finishing…' : 'Finish and sign in'}
          </Button>
        </form>
      </>
    );
  }
  return (
    <div className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-12">
      <section
        aria-labelledby="ops-enrol"
        className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 id="ops-enrol" className="text-xl font-bold text-slate-900">
          Set up your Kavach operations account
        </h1>
        {body}
      </section>
    </div>
  );
}
