import type { App } from '../src/app.ts';
import { login, uniqueMobile } from './auth-helpers.ts';
import { familyOfFour, quoteAndWait, quoteRequest } from './health-fixtures.ts';
import { newSession } from './test-app.ts';

/** A family-of-four journey on a plan, started anonymously and then signed in (rotated session). */
export async function signedInFamilyJourney(app: App, planId?: string) {
  const anonymous = await newSession(app);
  const filter = planId ? { insurers: [app.healthCatalogue.plansById.get(planId)!.insurer_id] } : null;
  const list = await quoteAndWait(app, quoteRequest({ member_covered: familyOfFour, filter_criteria: filter }), { 'x-session-id': anonymous });
  const quote = list.quotation_list.find((q: { plan_id: string }) => !planId || q.plan_id === planId);
  const started = await app.inject({
    method: 'POST',
    url: '/v1/health/journey/initiate-journey',
    headers: { 'x-session-id': anonymous },
    payload: { quote_id: quote.quote_id, plan_id: quote.plan_id, insurer_id: quote.insurer_id },
  });
  const session = await login(app, uniqueMobile(), anonymous);
  return { journeyId: started.json().journey_id as string, headers: { 'x-session-id': session.session_id }, planId: quote.plan_id as string };
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

export function membersFrom(config: { members: { member_id: string; member_type: string; relation: string; full_name: string; gender: string; dob: string }[] }) {
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
