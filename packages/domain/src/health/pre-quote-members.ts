import { z } from 'zod';
import { ZGender, isChildRelation } from '../constants/health-members';
import { ZRelation, type Relation } from '../code-lists/proposal';
import { checkChildDob, checkPreQuoteAdultDob } from '../validation/age';
import { parseDisplayDate, todayIso } from '../validation/dates';
import { zChecked, zRequiredText } from '../validation/fields';

// docs/product/quotes.md §2, §5: the people the health pre-quote insures, as its steps check them before Continue.
// Dates are typed DD/MM/YYYY and come out of the schemas as YYYY-MM-DD, the form the saved members keep.

const toIso = (display: string) => parseDisplayDate(display) ?? '';

/** The self step: gender, a name, and the date of birth of someone 18 to 100 (docs/product/quotes.md §5). */
export const ZPreQuoteSelf = z.object({
  gender: ZGender,
  name: zRequiredText(),
  dob: zChecked((dob) => checkPreQuoteAdultDob(dob)).transform(toIso),
});
export type TPreQuoteSelf = z.output<typeof ZPreQuoteSelf>;

export type MemberDob = { readonly relation: Relation; readonly dob: string };

/**
 * docs/product/quotes.md §5 with docs/decisions.md §5's reading of the child rule: adults are 18 to 100; a child is 91
 * days to 25 years old and at least 18 years younger than the younger of self and spouse, using the dates typed on the
 * same screen. One message (or null) per member, in order.
 */
export function memberDobErrors(members: readonly MemberDob[], today: string = todayIso()): (string | null)[] {
  const selfDob = members.find((m) => m.relation === 'SELF')?.dob;
  const spouseDob = members.find((m) => m.relation === 'SPOUSE')?.dob;
  return members.map((m) =>
    isChildRelation(m.relation)
      ? checkChildDob(m.dob, { selfDob, spouseDob }, today)
      : checkPreQuoteAdultDob(m.dob, today),
  );
}

/** The enter-dob step: each member's date by memberDobErrors, its message on that member's date. */
export const ZMemberDobs = z.object({
  members: z
    .array(z.object({ relation: ZRelation, dob: z.string() }))
    .superRefine((members, ctx) => {
      memberDobErrors(members).forEach((message, index) => {
        if (message !== null) ctx.addIssue({ code: 'custom', path: [index, 'dob'], message });
      });
    })
    .transform((members) => members.map((m) => ({ ...m, dob: toIso(m.dob) }))),
});
export type TMemberDobs = z.output<typeof ZMemberDobs>;
