/** PostgreSQL's unique_violation, as thrown by node-postgres and PGlite (drizzle wraps it as the error's cause). */
export function isUniqueViolation(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
