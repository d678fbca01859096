import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { StaffRepository, StaffRole } from './repository.ts';
import { refuseWeakPassword } from './staff-password.ts';
import { hashPassword, newTotpSecret, sealTotpSecret, totpUri } from './staff-credentials.ts';

const TAKEN = 'A staff account with this e-mail exists';

/**
 * A staff account with its password and its own TOTP secret, for the first admin only: the command line
 * (`npm run ops:create-admin`) makes it for the operator running it, who is that admin, and prints the
 * authenticator URI once. Every later member is invited by an admin and sets their own (staff-enrolment.ts).
 */
export async function createStaff(
  deps: { staff: StaffRepository; totpKey: Buffer },
  input: { email: string; fullName: string; role: StaffRole; password: string },
) {
  const email = input.email.trim().toLowerCase();
  refuseWeakPassword(input.password, [email, input.fullName]);
  if (await deps.staff.findByEmail(email)) throw new AppError('CONFLICT', TAKEN);
  const secret = newTotpSecret();
  const values = {
    email,
    fullName: input.fullName,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    totpSecret: sealTotpSecret(deps.totpKey, secret),
  };
  // The same e-mail added twice at once: both pass the check above while the password hashes; the unique index
  // lets one in, and the other is told so.
  const row = await deps.staff.insertEnrolled(values).catch((err: unknown) => {
    throw isUniqueViolation(err) ? new AppError('CONFLICT', TAKEN) : err;
  });
  return { staff_id: row.id, email, role: input.role, totp_uri: totpUri(email, secret), totp_secret: secret };
}
