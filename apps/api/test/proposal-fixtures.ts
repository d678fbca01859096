import type { App } from '../src/app.ts';
import { login, uniqueMobile } from './auth-helpers.ts';
import { familyOfFour, quoteAndWait, quoteRequest, yearsAgo } from './health-fixtures.ts';
import { newSession } from './test-app.ts';

type Headers = Record<string, string>;

/**
 * A journey on a plan for these members (the family of four unless named), started anonymously and then signed
 * in (rotated session).
 */
export async function signedInFamilyJourney(
  app: App,
  planId?: string,
  members: object[] = familyOfFour,
  request: Record<string, unknown> = {},
) {
  const anonymous = await newSession(app);
  const filter = planId ? { insurers: [app.healthCatalogue.plansById.get(planId)!.insurer_id] } : null;
  const list = await quoteAndWait(app, quoteRequest({ member_covered: members, filter_criteria: filter, ...request }), {
    'x-session-id': anonymous,
  });
  const quote = list.quotation_list.find((q: { plan_id: string }) => !planId || q.plan_id === planId);
  if (!quote) throw new Error(`${planId ?? 'no plan'} was not quoted for these members`);
  const started = await app.inject({
    method: 'POST',
    url: '/v1/health/journey/initiate-journey',
    headers: { 'x-session-id': anonymous },
    payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id },
  });
  const session = await login(app, uniqueMobile(), anonymous);
  return {
    journeyId: started.json().journey_id as string,
    headers: { 'x-session-id': session.session_id },
    planId: quote.plan_id as string,
  };
}

export const proposer = (dob: string) => ({
  full_name: 'Rahul Kulkarni',
  gender: 'MALE',
  dob,
  marital_status: 'married',
  education: 'GRADUATE',
  height_feet: 5,
  height_inch: 9,
  weight: 72,
  pan_number: 'abcdk1234f',
  pincode: '411001',
  mobile: '9876543210',
  occupation: 'salaried',
  income: '10l_to_20l',
});

/** What user-journey-config says of the insured members, as quoted. */
export type JourneyConfig = {
  members: {
    member_id: string;
    member_type: string;
    relation: string;
    full_name: string;
    gender: string;
    dob: string;
  }[];
};

export function membersFrom(config: JourneyConfig) {
  return config.members.map((m) => {
    const child = m.relation === 'SON' || m.relation === 'DAUGHTER';
    return {
      member_id: m.member_id,
      member_type: m.member_type,
      relation: m.relation,
      full_name: m.full_name,
      gender: m.gender,
      dob: m.dob,
      height_feet: child ? 4 : 5,
      height_inch: 2,
      weight: child ? 25 : 65,
      ...(child ? {} : { marital_status: 'married' }),
    };
  });
}

/** The journey's config (members as quoted, the question sets): what the proposal form is built from. */
export async function journeyConfig(app: App, j: { journeyId: string; headers: Headers }) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/health/journey/user-journey-config',
    headers: j.headers,
    payload: { journey_id: j.journeyId },
  });
  if (res.statusCode !== 200) throw new Error(`user-journey-config answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** GET get-journey-details: the journey as the buyer's review screen reads it. */
export const journeyDetails = (app: App, j: { journeyId: string; headers: Headers }) =>
  app.inject({ method: 'GET', url: `/v1/health/journey/get-journey-details/${j.journeyId}`, headers: j.headers });

/** save-insured-member-details' body: the proposer (the SELF member as quoted, with these changes) and every member. */
export function membersStep(journeyId: string, config: JourneyConfig, proposerChanges: Record<string, unknown> = {}) {
  const self = config.members.find((m) => m.relation === 'SELF')!;
  const details = { ...proposer(self.dob), ...proposerChanges };
  return {
    journey_id: journeyId,
    proposer_details: details,
    // As the buyer's screen sends them: "Me" is one form for the proposer and the insured Self.
    insured_member_list: membersFrom(config).map((m) =>
      m.relation === 'SELF' ? { ...m, full_name: details.full_name } : m,
    ),
  };
}

/** A signed-in family journey whose proposer has this PAN (the sandbox CKYC finds PANs with K as 5th letter). */
export async function journeyWithPan(app: App, pan: string, request: Record<string, unknown> = {}) {
  const j = await signedInFamilyJourney(app, 'health-guard', familyOfFour, request);
  const saved = await app.inject({
    method: 'POST',
    url: '/v1/health/journey/save-insured-member-details',
    headers: j.headers,
    payload: membersStep(j.journeyId, await journeyConfig(app, j), { pan_number: pan }),
  });
  if (saved.statusCode !== 200) throw new Error(`saving the proposer answered ${saved.statusCode}: ${saved.body}`);
  return j;
}

/** The spouse as nominee, as the buyer's screen saves her. */
export const spouseNominee = {
  nominee_relation: 'SPOUSE',
  full_name: 'Priya Kulkarni',
  gender: 'FEMALE',
  dob: yearsAgo(33, 3),
  address: '12 Prabhat Road, Erandwane, Pune',
};

export const healthContact = {
  mobile: '9876543210',
  email: 'rahul@example.in',
  address_1: '12 Prabhat Road',
  area: 'Erandwane',
};

/**
 * A journey with every proposal step saved through the API, for a proposer whose PAN the sandbox CKYC
 * registry finds (fifth letter K), so KYC is complete: ready to confirm and pay.
 */
export async function readyToPayJourney(app: App, pan = 'ABCDK1234F', request: Record<string, unknown> = {}) {
  const j = await journeyWithPan(app, pan, request);
  const call = async (url: string, payload: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/health/journey/${url}`,
      headers: j.headers,
      payload: payload as object,
    });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  await call('save-nominee-details', { journey_id: j.journeyId, nominee_list: [spouseNominee] });
  await call('save-contact-details', { journey_id: j.journeyId, contact_details: healthContact });
  await call('save-medical-declaration', {
    journey_id: j.journeyId,
    plan_specific_medical_declarations: [{ plan_id: j.planId, member_specific_medical_declarations: [] }],
  });
  return j;
}

/**
 * The medical declaration in which SELF declares these conditions in the plan's own questions (standard-v1: PED_ANY,
 * then PED_CONDITIONS); none is No.
 */
export const declaring = (j: { journeyId: string; planId: string }, conditions: string[]) => ({
  journey_id: j.journeyId,
  plan_specific_medical_declarations: [
    {
      plan_id: j.planId,
      member_specific_medical_declarations: [
        {
          member_id: 'SELF',
          medical_declaration_answers: [
            {
              member_id: 'SELF',
              question_id: 'PED_ANY',
              answer_field_type: 'SINGLE_SELECT',
              answer_field_single_select: conditions.length > 0 ? 'YES' : 'NO',
            },
            ...(conditions.length > 0
              ? [
                  {
                    member_id: 'SELF',
                    question_id: 'PED_CONDITIONS',
                    answer_field_type: 'MULTI_SELECT',
                    answer_field_multi_select: conditions,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  ],
});
