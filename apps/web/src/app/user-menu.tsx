import type { TAuthSessionResponse } from '@kavach/domain/api/auth/otp';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../shared/auth/auth-session.ts';
import { englishNamespace } from '../shared/i18n/english-namespace.ts';
import en from '../shared/i18n/locales/en.json';
import { ensureSession } from '../features/session/hooks/use-track-session.ts';

const NS = englishNamespace('common', en);

const ITEM =
  'block w-full rounded-lg px-3 py-2 text-left text-sm outline-none hover:bg-slate-50 data-[highlighted]:bg-slate-50';

/** docs/decisions.md §5: signed in, "Sign In" becomes the user's menu with Dashboard and Sign out (a Radix menu). */
export function UserMenu({ user }: { user: TAuthSessionResponse }) {
  const navigate = useNavigate();
  const { t } = useTranslation(NS);
  const name =
    user.full_name?.split(' ')[0] ??
    (user.mobile_number
      ? `+91 ${user.mobile_number.slice(0, 2)}••••${user.mobile_number.slice(-2)}`
      : t('userMenu.myAccount'));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800">
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-xs text-white"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
        {name}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-40 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        <DropdownMenu.Item asChild className={ITEM}>
          <Link to="/dashboard">{t('userMenu.dashboard')}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={ITEM}
          onSelect={() => {
            void signOut().then(() => {
              void ensureSession();
              void navigate('/');
            });
          }}
        >
          {t('userMenu.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
