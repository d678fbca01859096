import type { TAuthSessionResponse } from '@kavach/domain/api/auth/otp';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../shared/auth/auth-session.ts';
import { ensureSession } from '../features/session/hooks/use-track-session.ts';

/** DESIGN.md §5: signed in, "Sign In" becomes the user's menu with Dashboard and Sign out. */
export function UserMenu({ user }: { user: TAuthSessionResponse }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (!open) return;
    const close = (e: PointerEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const name =
    user.full_name?.split(' ')[0] ??
    (user.mobile_number ? `+91 ${user.mobile_number.slice(0, 2)}••••${user.mobile_number.slice(-2)}` : 'My account');
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-xs text-white"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
        {name}
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-40 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Link
            role="menuitem"
            to="/dashboard"
            onClick={() => setOpen(false)}
            className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-50"
          >
            Dashboard
          </Link>
          <button
            role="menuitem"
            type="button"
            className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-50"
            onClick={async () => {
              setOpen(false);
              await signOut();
              void ensureSession();
              navigate('/');
            }}
          >
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
