import { randomBytes } from 'node:crypto';
import type { AuditAction, TConsolePage } from '@kavach/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { hashSessionToken, newSessionToken } from '../sessions/session-token.ts';
import { wroteAnEntry, type StaffRepository, type StaffRole, type StaffRow } from './repository.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { hashPassword, openTotpSecret, passwordMatches, totpStep } from './staff-credentials.ts';

const REFUSED = 'E-mail, password or code is not right';

let standIn: Promise<string> | undefined;
/**
 * A password hash no password matches, checked in place of a member's when there is none to check (an unknown
 * e-mail, a disabled or not yet enrolled member): the answer then takes the time a wrong password takes.
 */
export const standInHash = () => (standIn ??= hashPassword(randomBytes(24).toString('base64url')));

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * POST /v1/ops/auth/login: e-mail, password and a TOTP code, all three or nothing (one answer for every wrong part,
 * so the form tells an attacker nothing, and in the same time whether the e-mail is a member's or not). Failures slow
 * the address they come from, never the member elsewhere (sign-in-throttle.ts); a code is good once.
 */
export async function signInStaff(
  deps: { staff: StaffRepository; throttle: SignInThrottle; totpKey: Buffer; emailKey: (email: string) => string },
  input: { email: string; password: string; totp: string },
  address: string,
) {
  const email = input.email.trim().toLowerCase();
  const key = deps.emailKey(email);
  // The try is counted before the password is checked, so guesses sent all at once meet the limits like any others.
  const wait = await deps.throttle.claimTry(key, address);
  if (wait)
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-ins from here. Try again in ${minutes(wait.retryAfter)} minute${minutes(wait.retryAfter) === 1 ? '' : 's'}.`,
      { headers: { 'retry-after': String(wait.retryAfter) } },
    );
  const found = await deps.staff.findByEmail(email);
  const member =
    found && !found.disabledAt && found.enrolledAt && found.passwordHash && found.totpSecret ? found : null;
  const passwordOk = await passwordMatches(input.password, member?.passwordHash ?? (await standInHash()));
  const step =
    member?.totpSecret && passwordOk
      ? await totpStep(openTotpSecret(deps.totpKey, member.totpSecret), input.totp)
      : null;
  if (!member || step === null || !(await deps.staff.recordSuccess(member.id, step)))
    throw new AppError('UNAUTHORIZED', REFUSED);
  await deps.throttle.recordSuccess(key, address);
  const token = newSessionToken();
  await deps.staff.insertSession(member.id, hashSessionToken(token));
  await deps.staff.audit(member, { action: 'SIGN_IN' });
  return { staff_session: token, email: member.email, full_name: member.fullName, role: member.role as StaffRole };
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
     * says nothing, only these roles when it names them, or `'anyone'` (signing in, enrolling through a link).
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
 *
 * Every answered staff request is on the audit log before its answer leaves (issue 44): a route that writes its own
 * entry (what it showed, what it changed) is left to it; for any other, a plain entry names the route and its path.
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
  app.addHook('onSend', async (req, reply, payload) => {
    const member = members.get(req);
    if (member && reply.statusCode < 400 && !wroteAnEntry.has(member))
      await staff.audit(member, {
        action: 'CONSOLE_READ',
        target: `${req.method} ${req.routeOptions.url ?? ''}`,
        after: { path: req.url.split('?')[0] },
      });
    return payload;
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
