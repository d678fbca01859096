import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ensureSession } from '../features/session/hooks/use-track-session.ts';
import { Button } from '../shared/ui/button.tsx';
import { LoadingDots } from '../shared/ui/loading-dots.tsx';
import { LogoMark } from '../shared/ui/logo.tsx';
import { forgetEverything, storeSignedIn, useSignedInUser } from '../shared/auth/auth-session.ts';
import { LanguageSwitch } from './language-switch.tsx';

// The sign-in form loads when Sign In is pressed: it (and its validation) stays out of every page's first load.
// The menu, the dialog and sign-in load when first needed: they carry Radix's popper and dialog code, which the
// home page's first load does without (issue 14's JS budget).
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const Dialog = lazy(() => import('../shared/ui/dialog.tsx').then((m) => ({ default: m.Dialog })));
const OtpStep = lazy(() => import('../shared/otp/otp-step.tsx').then((m) => ({ default: m.OtpStep })));

// docs/product/review-payment-term-bike.md §2.13: the logo goes home and clears both storages, so a visitor can start
// over cleanly.
function startOver() {
  forgetEverything();
  void ensureSession();
}

export function Header() {
  const [signInOpen, setSignInOpen] = useState(false);
  const user = useSignedInUser();
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link
          to="/"
          onClick={startOver}
          className="flex items-center gap-2 rounded-md text-brand-700"
          aria-label={t('header.home')}
        >
          <LogoMark />
          <span className="text-xl font-bold tracking-tight text-slate-900">Kavach</span>
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {user ? (
            <Suspense
              fallback={
                <span className="text-sm font-semibold text-slate-700">{user.full_name?.split(' ')[0] ?? ''}</span>
              }
            >
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <Button variant="secondary" onClick={() => setSignInOpen(true)}>
              {t('header.signIn')}
            </Button>
          )}
        </div>
      </div>
      {signInOpen && (
        <Suspense fallback={null}>
          <Dialog open={signInOpen} onClose={() => setSignInOpen(false)} title={t('header.signIn')} wide>
            <p className="text-sm text-slate-600">{t('header.signInWhy')}</p>
            {signInOpen && (
              <Suspense fallback={<LoadingDots label={t('header.loadingSignIn')} />}>
                <OtpStep
                  initialName=""
                  focusTitle={false}
                  onSignedIn={storeSignedIn}
                  onVerified={() => setSignInOpen(false)}
                />
              </Suspense>
            )}
          </Dialog>
        </Suspense>
      )}
    </header>
  );
}
