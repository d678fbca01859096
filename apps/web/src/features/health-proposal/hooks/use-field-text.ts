import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../../shared/form/form-types.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS, type ProposalKey } from '../i18n.ts';

/**
 * Form fields as the buyer reads them, in the page's language: the person and nominee fields are labelled by this
 * feature's keys (lib/person-fields.ts), the contact fields in the domain's words. Options are the domain's, which
 * FormField words.
 */
export function useFieldText() {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const worded = (field: FieldSpec, label: string): FieldSpec => ({ ...field, label });
  return {
    keyed: (fields: readonly FieldSpec[]) => fields.map((f) => worded(f, t(f.label as ProposalKey))),
    domain: (fields: readonly FieldSpec[]) => fields.map((f) => worded(f, td(f.label))),
  };
}
