import { AppError } from '../../lib/app-error.ts';
import type { StaffRepository, StaffRole } from './repository.ts';
import { hashPassword, newTotpSecret, sealTotpSecret, totpUri } from './staff-credentials.ts';

/** At least 12 characters: a staff account guards every customer's data. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/**
 * A staff account with its own TOTP secret; the authenticator URI is returned once, to be scanned, and never
 * shown again. The first admin comes from the command line (`npm run ops:create-admin`), later ones from an admin.
 */
export async function createStaff(
  deps: { staff: StaffRepository; totpKey: Buffer },
  input: { email: string; fullName: string; role: StaffRole; password: string },
) {
  const email = input.email.trim().toLowerCase();
  if (input.password.length < STAFF_PASSWORD_MIN_LENGTH)
    throw new AppError('VALIDATION_FAILED', `The password needs at least ${STAFF_PASSWORD_MIN_LENGTH} characters`, {
      fields: { password: `At least ${STAFF_PASSWORD_MIN_LENGTH} characters` },
    });
  if (await deps.staff.findByEmail(email)) throw new AppError('CONFLICT', 'A staff account with this e-mail exists');
  const secret = newTotpSecret();
  const row = await deps.staff.insertStaff({
    email,
    fullName: input.fullName,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    totpSecret: sealTotpSecret(deps.totpKey, secret),
  });
  return { staff_id: row.id, email, role: input.role, totp_uri: totpUri(email, secret), totp_secret: secret };
}
