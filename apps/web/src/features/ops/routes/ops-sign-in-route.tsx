import { zodResolver } from '@hookform/resolvers/zod';
import { ZStaffLoginRequest } from '@kavach/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { LabelledInput } from '../../../shared/ui/labelled-field.tsx';
import { FailureAlert } from '../components/failure-alert.tsx';
import { signInStaff } from '../api/staff-auth.ts';
import { OPS_PATHS } from '../lib/paths.ts';

// The server checks all three together and says only that one is wrong; the form asks in two steps.
const ZCredentials = ZStaffLoginRequest.pick({ email: true, password: true });
const ZCode = ZStaffLoginRequest.pick({ totp: true });

const BOXES = {
  email: { id: 'ops-email', label: 'Work e-mail', type: 'email', autoComplete: 'username' },
  password: { id: 'ops-password', label: 'Password', type: 'password', autoComplete: 'current-password' },
} as const;

/** /ops/sign-in: e-mail and password, then the 6-digit code from the authenticator app. */
export default function OpsSignInRoute() {
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const queryClient = useQueryClient();
  const first = useForm({ resolver: zodResolver(ZCredentials), defaultValues: { email: '', password: '' } });
  const second = useForm({ resolver: zodResolver(ZCode), defaultValues: { totp: '' } });
  const signIn = useMutation({
    mutationFn: signInStaff,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['ops'] });
      await navigate(from?.startsWith('/ops') ? from : OPS_PATHS.home, { replace: true });
    },
    onError: () => {
      // Whichever part was wrong, start again from the e-mail (the server does not say which).
      second.reset();
      setCredentials(null);
    },
  });

  const emailError = first.formState.errors.email?.message;
  const passwordError = first.formState.errors.password && 'Enter your password';
  const codeError = second.formState.errors.totp?.message;
  return (
    <div className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-16">
      <section
        aria-labelledby="ops-sign-in"
        className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 id="ops-sign-in" className="text-xl font-bold text-slate-900">
          Kavach operations sign-in
        </h1>
        <FailureAlert error={signIn.error} className="mt-4" />
        {credentials === null ? (
          <form
            className="mt-5 space-y-4"
            noValidate
            onSubmit={(e) => void first.handleSubmit((v) => setCredentials(v))(e)}
          >
            <LabelledInput {...BOXES.email} error={emailError} {...first.register('email')} />
            <LabelledInput {...BOXES.password} error={passwordError} {...first.register('password')} />
            <Button type="submit" className="w-full">
              Continue
            </Button>
          </form>
        ) : (
          <form
            className="mt-5 space-y-4"
            noValidate
            onSubmit={(e) => void second.handleSubmit((v) => signIn.mutate({ ...credentials, totp: v.totp }))(e)}
          >
            <LabelledInput
              id="ops-totp"
              label="6-digit code from your authenticator app"
              error={codeError}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...second.register('totp')}
            />
            <Button type="submit" className="w-full" disabled={signIn.isPending} aria-busy={signIn.isPending}>
              {signIn.isPending ? 'Signing in…' : 'Sign in'}
            </Button>
            <Button variant="ghost" className="w-full" onClick={() => setCredentials(null)}>
              Back
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
