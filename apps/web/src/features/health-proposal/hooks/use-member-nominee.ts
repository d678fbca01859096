import type { TJourneyConfigResponse } from '@kavach/domain';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { saveInsuredMembers, saveNominee } from '../api/save-proposal.ts';
import { memberSaveErrorsByTab } from '../lib/api-field-errors.ts';
import { withoutErrors, type FieldErrors } from '../../../shared/form/form-types.ts';
import type { JourneyData } from '../lib/journey-data.ts';
import { ME_TAB, NOMINEE_TAB, firstIncomplete, nextIncomplete } from '../lib/member-tabs.ts';
import { nomineeFieldError, toNomineeEntry, validateNominee } from '../lib/nominee-fields.ts';
import { personFieldError, validatePerson } from '../lib/person-fields.ts';
import { toInsuredMember, toProposerDetails } from '../lib/person-payload.ts';
import { useMemberForms } from './use-member-forms.ts';
import type { SessionUser } from '../../../shared/auth/use-session-user.ts';

type Input = {
  journeyId: string;
  config: TJourneyConfigResponse;
  data: JourneyData;
  update: (change: (d: JourneyData) => JourneyData) => void;
  user: SessionUser | null;
  pincode: string;
  /** Called once the nominee save answered 200 (spec 2 §4). */
  onSaved: () => void;
};

const nestedWith = (d: JourneyData, tabId: string, values: Record<string, string>): JourneyData => ({
  ...d,
  forms: { ...d.forms, [tabId]: values },
});

/** spec 2 §2, §4: the member and nominee tabs: what each holds, validation, and the two saves. */
export function useMemberNominee({ journeyId, config, data, update, user, pincode, onSaved }: Input) {
  const forms = useMemberForms(config, data, user, pincode);
  const completed = new Set(data.completed);
  const [active, setActive] = useState(() => firstIncomplete(forms.tabs, completed));
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({});
  const [saving, setSaving] = useState(false);
  const tab = forms.tabs.find((t) => t.id === active) ?? forms.tabs[0]!;
  const values = forms.valuesOf(tab.id);

  const fieldError = (key: string) =>
    tab.kind === 'nominee'
      ? nomineeFieldError(key, values, forms.fieldsOf(tab).find((f) => f.key === key)?.optional)
      : personFieldError(tab.kind, key, values);

  const change = (key: string, value: string) => {
    update((d) => ({
      ...nestedWith(d, tab.id, { ...(d.forms[tab.id] ?? forms.valuesOf(tab.id)), [key]: value }),
      // An edited member is no longer what the server holds.
      members_saved: tab.kind === 'nominee' ? d.members_saved : false,
    }));
    setErrors((e) => ({ ...e, [tab.id]: withoutErrors(e[tab.id] ?? {}, [key]) }));
  };

  const blur = (key: string) => {
    const message = fieldError(key);
    setErrors((e) => ({
      ...e,
      [tab.id]: message ? { ...e[tab.id], [key]: message } : withoutErrors(e[tab.id] ?? {}, [key]),
    }));
  };

  const validateTab = (tabId: string): FieldErrors => {
    const t = forms.tabs.find((x) => x.id === tabId)!;
    const v = forms.valuesOf(tabId);
    return t.kind === 'nominee' ? validateNominee(forms.nominee, v) : validatePerson(t.kind, forms.fieldsOf(t), v);
  };

  const markDone = (tabIds: readonly string[], done: boolean) =>
    update((d) => {
      const set = new Set(d.completed);
      for (const id of tabIds) {
        if (done) set.add(id);
        else set.delete(id);
      }
      return { ...d, completed: forms.tabs.map((t) => t.id).filter((id) => set.has(id)) };
    });

  /** Every insured member in one call (spec 2 §4); a 400 puts its field errors back on their tabs. */
  const saveMembers = async (): Promise<boolean> => {
    const invalid = forms.personTabs
      .map((t) => [t.id, validateTab(t.id)] as const)
      .filter(([, e]) => Object.keys(e).length > 0);
    if (invalid.length > 0) {
      setErrors((e) => ({ ...e, ...Object.fromEntries(invalid) }));
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
        proposer_details: toProposerDetails(forms.valuesOf(ME_TAB), forms.fieldsFor('proposer')),
        insured_member_list: insured.map((t) =>
          toInsuredMember(
            t.member!,
            config.members,
            forms.valuesOf(t.id),
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
          setErrors((e) => ({ ...e, ...byTab }));
          markDone(failed, false);
          setActive(failed[0]!);
        }
      }
      return false;
    }
  };

  const submitNominee = async (done: ReadonlySet<string>) => {
    // Members not yet filled in come first: the nominee waits for them.
    if (forms.personTabs.some((t) => !done.has(t.id))) return setActive(firstIncomplete(forms.personTabs, done));
    if (!data.members_saved && !(await saveMembers())) return;
    try {
      await saveNominee(journeyId, user?.user_id ?? null, toNomineeEntry(forms.nominee, forms.valuesOf(NOMINEE_TAB)));
      onSaved();
    } catch (err) {
      // spec 2 §8: a nominee save without 200 does not advance; field errors are still shown.
      console.error('Nominee save failed', err);
      if (err instanceof ApiError && err.status === 400) {
        const fields = Object.fromEntries(
          Object.entries(err.fields).map(([path, message]) => [path.replace(/^nominee_list\.0\./, ''), message]),
        );
        setErrors((e) => ({ ...e, [NOMINEE_TAB]: fields }));
      }
    }
  };

  /** spec 2 §4: Continue validates and keeps the tab, then opens the next; the last member tab saves them all. */
  const submit = async (): Promise<FieldErrors> => {
    const found = validateTab(tab.id);
    setErrors((e) => ({ ...e, [tab.id]: found }));
    if (Object.keys(found).length > 0) return found;
    update((d) => nestedWith(d, tab.id, { ...forms.valuesOf(tab.id) }));
    markDone([tab.id], true);
    const done = new Set([...completed, tab.id]);
    setSaving(true);
    try {
      if (tab.kind === 'nominee') await submitNominee(done);
      else {
        const next = nextIncomplete(forms.personTabs, tab.id, done);
        if (next) setActive(next);
        else if (await saveMembers()) setActive(NOMINEE_TAB);
      }
    } finally {
      setSaving(false);
    }
    return found;
  };

  return { ...forms, tab, values, errors: errors[tab.id] ?? {}, completed, saving, setActive, change, blur, submit };
}
