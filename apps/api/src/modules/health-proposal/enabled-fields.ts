import { AppError } from '../../lib/app-error.ts';

/**
 * The plan's journey config says which fields it collects (docs/product/proposal-kyc.md §3). A value for a field the
 * plan does not collect is refused, so what is stored is exactly what the insurer asked for.
 */
export function assertOnlyEnabled(
  value: Record<string, unknown>,
  enabled: readonly string[],
  opts: { path: string; alwaysAllowed?: readonly string[]; rename?: Record<string, string> },
): void {
  const fields: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined || v === null || v === '') continue;
    if (opts.alwaysAllowed?.includes(key)) continue;
    const configName = opts.rename?.[key] ?? key;
    if (!enabled.includes(configName)) fields[`${opts.path}.${key}`] = 'This plan does not collect this field';
  }
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', 'Fields not collected for this plan', { fields });
}
