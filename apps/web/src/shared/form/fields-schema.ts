import { z } from 'zod';
import type { FieldSpec } from './form-types.ts';

/**
 * A proposal form's schema from its field specs, for react-hook-form's zod resolver: each field shown is checked
 * by its own (domain) schema against the text typed, and that schema's first message lands on the field
 * (docs/product/proposal-kyc.md §5). Read-only fields are not checked. `shown` picks the fields that apply to the
 * values as they stand (an appointee only while the nominee is under 18).
 */
export function fieldsSchema(
  fields: readonly FieldSpec[],
  schemaOf: (field: FieldSpec) => z.ZodType | null,
  shown: (values: Readonly<Record<string, unknown>>) => readonly FieldSpec[] = () => fields,
) {
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    for (const field of shown(values)) {
      const schema = field.readOnly ? null : schemaOf(field);
      if (!schema) continue;
      const raw = values[field.key];
      const result = schema.safeParse(typeof raw === 'string' ? raw : '');
      if (!result.success)
        ctx.addIssue({
          code: 'custom',
          path: [field.key],
          message: result.error.issues[0]?.message ?? 'Invalid value',
        });
    }
  });
}

/** The first message per field when the values do not pass; {} when they do (for a form that is not on screen). */
export function fieldErrorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
