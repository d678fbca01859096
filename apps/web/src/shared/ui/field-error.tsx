import { useDomainText } from '../i18n/use-domain-text.ts';

/**
 * A field's first error (docs/product/proposal-kyc.md §5), tied to its input by id for screen readers. Every form's
 * field messages pass here, and most are the domain's (its zod schemas' MESSAGES): shown in the page's language, so
 * each form gets them without translating them itself. A message already in the page's language shows as it is.
 */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  const td = useDomainText();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {td(message)}
    </p>
  );
}
