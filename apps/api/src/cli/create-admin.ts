// `npm run ops:create-admin -- --email a@broker.in --name "A Person"` (issue 19): the first admin of the operations
// console, created here and never by a default password. The password comes from OPS_ADMIN_PASSWORD or is asked
// for; the TOTP secret is printed once, to be added to an authenticator app. Refused once any staff account exists
// (later accounts are added by an admin in the console).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { resolveAppSecret } from '../lib/app-secret.ts';
import { createStaff } from '../modules/ops/create-staff.ts';
import { auditChainKey } from '../modules/ops/audit-chain.ts';
import { createStaffRepository } from '../modules/ops/repository.ts';
import { totpKey } from '../modules/ops/staff-credentials.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
if (!values.email || !values.name) {
  console.error(
    'Usage: npm run ops:create-admin -- --email you@broker.in --name "Your Name"   (password from OPS_ADMIN_PASSWORD, or asked)',
  );
  process.exit(2);
}
const config = loadConfig();
const password =
  process.env.OPS_ADMIN_PASSWORD ??
  (await createInterface({ input: process.stdin, output: process.stderr }).question(
    'Password (at least 12 characters, not a common one): ',
  ));
let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
try {
  // Refused while a server has the embedded database open (db/data-dir-lock.ts): stop it first, or use PostgreSQL.
  handle = await openDatabase({
    url: config.databaseUrl,
    migrationUrl: config.migrationDatabaseUrl,
    dataDir: config.dataDir,
  });
  const secret = resolveAppSecret(config.appSecret, config.dataDir);
  const staff = createStaffRepository(handle.db, auditChainKey(secret));
  if ((await staff.countStaff()) > 0) {
    console.error('A staff account exists already: sign in to /ops as an admin and add accounts there.');
    process.exitCode = 1;
  } else {
    const created = await createStaff(
      { staff, totpKey: totpKey(secret) },
      { email: values.email, fullName: values.name, role: 'admin', password },
    );
    await staff.audit({ id: null, email: 'command line' }, { action: 'CREATE_FIRST_ADMIN', target: created.email });
    console.log(
      `Admin ${created.email} created.\nAdd this to an authenticator app (shown once):\n  ${created.totp_uri}\n  secret: ${created.totp_secret}\n` +
        `Then sign in to the operations console at /ops (http://localhost:${config.port}/ops when run here).`,
    );
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle?.close();
}
