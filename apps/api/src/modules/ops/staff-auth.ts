import type { AuditAction, TConsolePage } from '@kavach/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { hashSessionToken, newSessionToken } from '../sessions/session-token.ts';
import type { StaffRepository, StaffRole, StaffRow } from './repository.ts';
import { openTotpSecret, passwordMatches, totpStep } from './staff-credentials.ts';

const REFUSED = 'E-mail, password or code is not right';

/**
 * POST /v1/ops/auth/login: e-mail, password and a TOTP code, all three or nothing (one answer for every wrong
 * part, so the form tells an attacker nothing). Five failures lock the account for 15 minutes; a code is good once.
 */
export async function signInStaff(
  deps: { staff: StaffRepository; totpKey: Buffer },
  input: { email: string; password: string; totp: string },
) {
  const staff = await deps.staff.findByEmail(input.email.trim().toLowerCase());
  if (!staff || staff.disabledAt) throw new AppError('UNAUTHORIZED', REFUSED);
  // The try is counted before the password is checked, so guesses sent all at once meet the lock like any others.
  const lockedUntil = await deps.staff.claimSignInTry(staff.id);
  if (lockedUntil)
    throw new AppError('RATE_LIMITED', 'Too many wrong sign-ins. Try again in 15 minutes.', {
      headers: { 'retry-after': String(Math.ceil((lockedUntil.getTime() - Date.now()) / 1000)) },
    });
  const step = (await passwordMatches(input.password, staff.passwordHash))
    ? await totpStep(openTotpSecret(deps.totpKey, staff.totpSecret), input.totp)
    : null;
  if (step === null || !(await deps.staff.recordSuccess(staff.id, step))) throw new AppError('UNAUTHORIZED', REFUSED);
  const token = newSessionToken();
  await deps.staff.insertSession(staff.id, hashSessionToken(token));
  await deps.staff.audit(staff, { action: 'SIGN_IN' });
  return { staff_session: token, email: staff.email, full_name: staff.fullName, role: staff.role as StaffRole };
}

/** The staff token travels in X-Staff-Session, never in a customer's session header. */
export function staffTokenFrom(req: FastifyRequest): string | undefined {
  const raw = req.headers['x-staff-session'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && value.length <= 128 ? value : undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call a route of the operations console (`guardStaffRoutes`): any signed-in staff member when the route
     * says nothing, only these roles when it names them, or `'anyone'` (signing in alone).
     */
    staffAccess?: readonly StaffRole[] | 'anyone';
  }
}

const UNSIGNED = 'Please sign in to the operations console';
const members = new WeakMap<FastifyRequest, StaffRow>();

/**
 * Deny by default: every route of `app` (and of the plugins it registers after this) answers only a live staff
 * session — 401 without one, 403 for a role its `staffAccess` does not name — before its handler runs, unless it
 * says `staffAccess: 'anyone'`. It runs as the request arrives, before its body is read or its inputs validated: a
 * caller who is not staff learns nothing of what a route takes (a 400 naming its fields) before the 401.
 */
export function guardStaffRoutes(app: FastifyInstance, staff: StaffRepository): void {
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.staffAccess ?? [];
    if (access === 'anyone') return;
    const token = staffTokenFrom(req);
    const row = token ? await staff.touchSession(hashSessionToken(token)) : undefined;
    if (!row) throw new AppError('UNAUTHORIZED', UNSIGNED);
    if (access.length > 0 && !access.includes(row.role as StaffRole))
      throw new AppError('FORBIDDEN', 'Your role cannot do this');
    members.set(req, row);
  });
}

/**
 * A staff read of customers' personal data, answered once it is on the record by the ids of what it showed: never
 * by the data or by the words typed, which would outlive a buyer's erasure in a log no one may change.
 */
type AuditedRead<T> = T[] | TConsolePage<T>;
export async function auditedRead<T, R extends AuditedRead<T>>(
  staff: StaffRepository,
  req: FastifyRequest,
  action: AuditAction,
  read: R & AuditedRead<T>,
  idOf: (row: T) => string,
): Promise<R> {
  const shown: T[] = Array.isArray(read) ? read : read.items;
  await staff.audit(staffMember(req), { action, after: { shown: shown.map(idOf) } });
  return read;
}

/** The staff member `guardStaffRoutes` let in; 401 for a request it did not check (a route outside the console). */
export function staffMember(req: FastifyRequest): StaffRow {
  const member = members.get(req);
  if (!member) throw new AppError('UNAUTHORIZED', UNSIGNED);
  return member;
}
