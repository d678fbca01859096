import type { TJourneyConfigResponse } from '@kavach/domain';
import { useMemo } from 'react';
import type { FieldSpec, FormValues } from '../../../shared/form/form-types.ts';
import type { JourneyData } from '../lib/journey-data.ts';
import { buildTabs, type ProposalTab } from '../lib/member-tabs.ts';
import { nomineeFields, nomineeSchema } from '../lib/nominee-fields.ts';
import { lockQuoted, personFields, personSchema, type PersonKind } from '../lib/person-fields.ts';
import { prefillFor } from '../lib/person-payload.ts';
import type { SessionUser } from '../../../shared/auth/use-session-user.ts';

export type MemberForms = {
  tabs: ProposalTab[];
  personTabs: ProposalTab[];
  /** The fields a tab shows. */
  fieldsOf: (tab: ProposalTab) => FieldSpec[];
  /** The schema a tab's form is checked with (react-hook-form's resolver, and a check of a tab not open). */
  schemaOf: (tab: ProposalTab) => ReturnType<typeof personSchema>;
  /** The fields of one kind as the config enables them, for building the save bodies. */
  fieldsFor: (kind: PersonKind) => FieldSpec[];
  nominee: ReturnType<typeof nomineeFields>;
  /** What a tab holds: what was typed, else the prefill from the quote and the login. */
  valuesOf: (tabId: string) => FormValues;
};

/** The member step's tabs, their fields from the journey config and their current values. */
export function useMemberForms(
  config: TJourneyConfigResponse,
  data: JourneyData,
  user: SessionUser | null,
  pincode: string,
): MemberForms {
  const tabs = useMemo(() => buildTabs(config.members), [config.members]);
  const personTabs = useMemo(() => tabs.filter((t) => t.kind !== 'nominee'), [tabs]);
  const nominee = useMemo(
    () => nomineeFields(config.nominee_config.enabled_nominee_fields),
    [config.nominee_config.enabled_nominee_fields],
  );
  const fieldsByKind = useMemo(() => {
    const kinds: PersonKind[] = ['proposer', 'self', 'adult', 'child'];
    return new Map(kinds.map((k) => [k, personFields(k, config)]));
  }, [config]);
  const schemas = useMemo(
    () =>
      new Map(
        tabs.map((t) => [
          t.id,
          t.kind === 'nominee' ? nomineeSchema(nominee) : personSchema(t.kind, fieldsByKind.get(t.kind) ?? []),
        ]),
      ),
    [tabs, nominee, fieldsByKind],
  );
  return useMemo(() => {
    const prefill = new Map(tabs.map((t) => [t.id, prefillFor(t, user, pincode)]));
    return {
      tabs,
      personTabs,
      nominee,
      fieldsOf: (tab) => {
        if (tab.kind === 'nominee') return [...nominee.nominee, ...nominee.appointee];
        const fields = fieldsByKind.get(tab.kind) ?? [];
        return tab.member ? lockQuoted(fields) : fields;
      },
      schemaOf: (tab) => schemas.get(tab.id)!,
      fieldsFor: (kind) => fieldsByKind.get(kind) ?? [],
      valuesOf: (tabId) => data.forms[tabId] ?? prefill.get(tabId) ?? {},
    };
  }, [tabs, personTabs, nominee, fieldsByKind, schemas, data.forms, user, pincode]);
}
