import { insuredGroup, RELATION_LABELS, type Relation } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

/**
 * Who a health quote insures, in words (issue 17): the summary card's title ("Insure Myself", "Insure your family")
 * and the list's heading. The domain's insuredGroup decides which case it is; each case is a whole sentence here, so
 * a language can word it its own way.
 */
export function useInsuredWords(members: readonly { readonly relation: string }[]): { title: string; heading: string } {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const group = insuredGroup(members);
  if (group === 'you') return { title: t('insured.titleSelf'), heading: t('insured.headingSelf') };
  if (group === 'your family') return { title: t('insured.titleFamily'), heading: t('insured.headingFamily') };
  const label = RELATION_LABELS[members[0]?.relation as Relation] as string | undefined;
  if (!label) return { title: t('insured.titleLovedOne'), heading: t('insured.headingLovedOne') };
  const member = td(label).toLowerCase();
  return { title: t('insured.titleMember', { member }), heading: t('insured.headingMember', { member }) };
}
