import { isChildRelation, type Gender, type Relation } from '@kavach/domain/constants/health-members';
import { memberFromDob, type SelectedMember } from '@kavach/domain/health/pre-quote-details';
import { checkChildDob, checkPreQuoteAdultDob } from '@kavach/domain/validation/age';
import { parseDisplayDate } from '@kavach/domain/validation/dates';

type DobEntry = { id: string; relation: Relation; gender: Gender; name: string; dob: string };

/**
 * spec 1 §5 with DESIGN §5's reading of the child rule: adults are 18 to 100; a child is 1 to 17 and at
 * least 18 years younger than the younger of self and spouse, using the dates typed on the same screen.
 */
export function dobErrors(entries: readonly DobEntry[]): Record<string, string | null> {
  const selfDob = entries.find((e) => e.relation === 'SELF')?.dob;
  const spouseDob = entries.find((e) => e.relation === 'SPOUSE')?.dob;
  return Object.fromEntries(
    entries.map((e) => [
      e.id,
      isChildRelation(e.relation) ? checkChildDob(e.dob, { selfDob, spouseDob }) : checkPreQuoteAdultDob(e.dob),
    ]),
  );
}

/** The saved members (spec 1 §3 "Selected member"); call only once every date is valid. */
export function toSelectedMembers(entries: readonly DobEntry[]): SelectedMember[] {
  return entries.map((e) => memberFromDob(e.name.trim(), e.relation, e.gender, parseDisplayDate(e.dob) ?? ''));
}
