import type { ClientBase } from 'pg';
import { JOB_SCHEMA } from './job-database.ts';

// Issue 44: the application's database role could TRUNCATE the audit log (UPDATE and DELETE were refused by its
// trigger) and, owning the table, drop that trigger. With MIGRATION_DATABASE_URL set, the tables belong to that owner
// role, which runs the migrations; DATABASE_URL's role serves, and is granted only what serving needs.

/** `name` as an SQL identifier, quoted. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Grants the serving role reading and writing rows of every table, and on the audit log reading and adding alone:
 * no UPDATE, DELETE or TRUNCATE, and, not being the owner, no ALTER or DROP of the table or its triggers. Run by the
 * owner after every migration, so a table a migration adds is granted too.
 */
export async function grantServingRole(owner: ClientBase, servingRole: string): Promise<void> {
  const role = quoted(servingRole);
  await owner.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
  await owner.query(`REVOKE ALL ON TABLE audit_log FROM ${role}`);
  await owner.query(`GRANT SELECT, INSERT ON TABLE audit_log TO ${role}`);
  await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
  // The job queue's tables (job-database.ts): pg-boss fetches, completes and maintains jobs with its own functions.
  await owner.query(`GRANT USAGE ON SCHEMA ${JOB_SCHEMA} TO ${role}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${JOB_SCHEMA} TO ${role}`);
  await owner.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${JOB_SCHEMA} TO ${role}`);
  await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${JOB_SCHEMA} TO ${role}`);
}
