import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { fieldErrorsOf } from '../../../shared/form/fields-schema.ts';
import type { FieldErrors, FormValues } from '../../../shared/form/form-types.ts';
import { saveInsuredMembers, saveNominee } from '../api/save-proposal.ts';
import { memberSaveErrorsByTab } from '../lib/api-field-errors.ts';
import { ME_TAB, NOMINEE_TAB, firstIncomplete, nextIncomplete } from '../lib/member-tabs.ts';
import { toNomineeEntry } from '../lib/nominee-fields.ts';
import { toInsuredMember, toProposerDetails } from '../lib/person-payload.ts';
import { useMemberForms } from './use-member-forms.ts';
import type { StepInput } from './use-step-input.ts';

/**
 * onSaved: once the nominee save answered 200 (docs/product/proposal-kyc.md §4). The pincode is the quote's, for the
 * proposer.
 */
export type MemberNomineeInput = StepInput & { pincode: string };

const sameValues = (a: FormValues, b: FormValues) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? '') === (b[k] ?? ''));
};

/**
 * docs/product/proposal-kyc.md §2, §4: the member and nominee tabs: what each holds, and the two saves. The open tab's
 * form is react-hook-form's (components/tab-form.tsx); errors found elsewhere (a tab not open, or the API's 400) wait
 * here, by tab, until that tab's form shows them.
 */
export function useMemberNominee({ journeyId, config, data, update, user, pincode, onSaved }: MemberNomineeInput) {
  const forms = useMemberForms(config, data, user, pincode);
  const completed = new Set(data.completed);
  const [active, setActive] = useState(() => firstIncomplete(forms.tabs, completed));
  const [pending, setPending] = useState<Record<string, FieldErrors>>({});
  const tab = forms.tabs.find((t) => t.id === active) ?? forms.tabs[0]!;

  const showLater = (byTab: Record<string, FieldErrors>) => setPending((p) => ({ ...p, ...byTab }));
  /** The open tab's form has shown its waiting errors. */
  const shown = (tabId: string) =>
    setPending((p) => {
      const { [tabId]: _done, ...rest } = p;
      return rest;
    });

  /**
   * What is typed is kept as it is typed (docs/product/proposal-kyc.md §2); an edited member is no longer what the
   * server holds.
   */
  const keep = (values: FormValues) =>
    update((d) => {
      const before = d.forms[tab.id] ?? forms.valuesOf(tab.id);
      if (sameValues(before, values)) return d;
      return {
        ...d,
        forms: { ...d.forms, [tab.id]: values },
        members_saved: tab.kind === 'nominee' ? d.members_saved : false,
      };
    });

  const markDone = (tabIds: readonly string[], done: boolean) =>
    update((d) => {
      const set = new Set(d.completed);
      for (const id of tabIds) {
        if (done) set.add(id);
        else set.delete(id);
      }
      return { ...d, completed: forms.tabs.map((t) => t.id).filter((id) => set.has(id)) };
    });

  /**
   * Every insured member in one call (docs/product/proposal-kyc.md §4); a 400 puts its field errors back on their tabs.
   */
  const saveMembers = async (valuesOf: (tabId: string) => FormValues): Promise<boolean> => {
    const invalid = forms.personTabs
      .map((t) => [t.id, fieldErrorsOf(forms.schemaOf(t), valuesOf(t.id))] as const)
      .filter(([, e]) => Object.keys(e).length > 0);
    if (invalid.length > 0) {
      showLater(Object.fromEntries(invalid));
      markDone(
        invalid.map(([id]) => id),
        false,
      );
      setActive(invalid[0]![0]);
      return false;
    }
    const insured = forms.personTabs.filter((t) => t.member);
    try {
      await saveInsuredMembers({
        journey_id: journeyId,
        user_id: user?.user_id ?? null,
        // Each body carries only the fields its own config list enables: the API refuses any other.
        proposer_details: toProposerDetails(valuesOf(ME_TAB), forms.fieldsFor('proposer')),
        insured_member_list: insured.map((t) =>
          toInsuredMember(
            t.member!,
            config.members,
            valuesOf(t.id),
            forms.fieldsFor(t.kind === 'child' ? 'child' : 'adult'),
          ),
        ),
      });
      update((d) => ({ ...d, members_saved: true }));
      return true;
    } catch (err) {
      console.error('Member save failed', err);
      if (err instanceof ApiError && err.status === 400) {
        const byTab = memberSaveErrorsByTab(
          err.fields,
          ME_TAB,
          insured.map((t) => t.id),
        );
        const failed = forms.personTabs.filter((t) => byTab[t.id]).map((t) => t.id);
        if (failed.length > 0) {
          showLater(byTab);
          markDone(failed, false);
          setActive(failed[0]!);
        }
      }
      return false;
    }
  };

  const submitNominee = async (done: ReadonlySet<string>, valuesOf: (tabId: string) => FormValues) => {
    // Members not yet filled in come first: the nominee waits for them.
    if (forms.personTabs.some((t) => !done.has(t.id))) return setActive(firstIncomplete(forms.personTabs, done));
    if (!data.members_saved && !(await saveMembers(valuesOf))) return;
    try {
      await saveNominee(journeyId, user?.user_id ?? null, toNomineeEntry(forms.nominee, valuesOf(NOMINEE_TAB)));
      onSaved();
    } catch (err) {
      // docs/product/proposal-kyc.md §8: a nominee save without 200 does not advance; field errors are still shown.
      console.error('Nominee save failed', err);
      if (err instanceof ApiError && err.status === 400) {
        const fields = Object.fromEntries(
          Object.entries(err.fields).map(([path, message]) => [path.replace(/^nominee_list\.0\./, ''), message]),
        );
        showLater({ [NOMINEE_TAB]: fields });
      }
    }
  };

  /**
   * docs/product/proposal-kyc.md §4: Continue on a valid tab keeps it, then opens the next; the last member tab saves
   * them all, the nominee tab saves the nominee (and the members first when they changed).
   */
  const submit = async (values: FormValues) => {
    const valuesOf = (tabId: string) => (tabId === tab.id ? values : forms.valuesOf(tabId));
    update((d) => ({ ...d, forms: { ...d.forms, [tab.id]: values } }));
    markDone([tab.id], true);
    const done = new Set([...completed, tab.id]);
    if (tab.kind === 'nominee') return submitNominee(done, valuesOf);
    const next = nextIncomplete(forms.personTabs, tab.id, done);
    if (next) setActive(next);
    else if (await saveMembers(valuesOf)) setActive(NOMINEE_TAB);
  };

  return { ...forms, tab, completed, pending: pending[tab.id], shown, setActive, keep, submit };
}
