import type { FieldErrors } from '../../../shared/form/form-types.ts';

/**
 * A save-insured-member-details 400 names fields by path ('proposer_details.pan_number',
 * 'insured_member_list.1.weight'); this puts each message back on the tab that holds the field.
 * `memberTabs` is the tab id of each entry of the insured_member_list that was sent, in order.
 */
export function memberSaveErrorsByTab(
  fields: Readonly<Record<string, string>>,
  proposerTab: string,
  memberTabs: readonly string[],
): Record<string, FieldErrors> {
  const byTab: Record<string, Record<string, string>> = {};
  const put = (tab: string | undefined, key: string | undefined, message: string) => {
    if (!tab || !key) return;
    byTab[tab] = { ...byTab[tab] };
    // The first error per field is the one shown (docs/product/proposal-kyc.md §5).
    byTab[tab][key] ??= message;
  };
  for (const [path, message] of Object.entries(fields)) {
    const [root, second, third] = path.split('.');
    if (root === 'proposer_details') put(proposerTab, second, message);
    else if (root === 'insured_member_list') put(memberTabs[Number(second)], third, message);
  }
  return byTab;
}
