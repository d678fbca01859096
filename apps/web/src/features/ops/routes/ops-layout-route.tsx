import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { isSignedOut } from '../api/ops-request.ts';
import { signOutStaff, staffMeQuery } from '../api/staff-auth.ts';
import { OPS_PATHS } from '../lib/paths.ts';

const LINK = 'rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap';
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${LINK} ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

// The console's pages in the order of its menu; the staff and the audit log are for admins only.
const CONSOLE_LINKS: readonly { to: string; label: string; adminOnly?: boolean }[] = [
  { to: OPS_PATHS.home, label: 'Today' },
  { to: OPS_PATHS.kyc, label: 'KYC queue' },
  { to: OPS_PATHS.grievances, label: 'Complaints' },
  { to: OPS_PATHS.policies, label: 'Policies' },
  { to: OPS_PATHS.payments, label: 'Payments' },
  { to: OPS_PATHS.insurers, label: 'Insurers' },
  { to: OPS_PATHS.notices, label: 'Notices' },
  { to: OPS_PATHS.claims, label: 'Claims' },
  { to: OPS_PATHS.privacy, label: 'Privacy' },
  { to: OPS_PATHS.staff, label: 'Staff', adminOnly: true },
  { to: OPS_PATHS.auditLog, label: 'Audit log', adminOnly: true },
];

/** /ops/*: the console's frame for a signed-in staff member; anyone else goes to the staff sign-in. */
export default function OpsLayoutRoute() {
  const me = useQuery(staffMeQuery());
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (me.isPending) return <PageLoader label="Loading the console…" />;
  if (me.isError) {
    if (isSignedOut(me.error)) return <Navigate to={OPS_PATHS.signIn} replace state={{ from: location.pathname }} />;
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-14 text-center text-red-800">
        The console could not be reached. Please reload.
      </p>
    );
  }
  const signOut = async () => {
    await signOutStaff();
    queryClient.removeQueries({ queryKey: ['ops'] });
    void navigate(OPS_PATHS.signIn, { replace: true });
  };
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <p className="font-bold text-slate-900">Kavach operations</p>
          <div className="flex items-center gap-3 text-sm text-slate-700">
            <span>
              {me.data.full_name} ({me.data.role})
            </span>
            <button type="button" onClick={() => void signOut()} className={`${LINK} text-brand-700 hover:bg-brand-50`}>
              Sign out
            </button>
          </div>
        </div>
        {/* On a phone the links wrap, every one in sight (issue 48: a sideways strip hid half of them). */}
        <nav aria-label="Console" className="mx-auto flex max-w-7xl flex-wrap gap-1 px-2 pb-2 lg:flex-nowrap">
          {CONSOLE_LINKS.filter((l) => !l.adminOnly || me.data.role === 'admin').map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === OPS_PATHS.home} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
