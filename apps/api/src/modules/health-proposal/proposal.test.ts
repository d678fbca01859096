import { MESSAGES } from '@kavach/domain';
import { expect, it } from 'vitest';
import { describeWithApp, newSession, type TestContext } from '../../../test/test-app.ts';
import { login, uniqueMobile } from '../../../test/auth-helpers.ts';
import { familyOfFour, yearsAgo } from '../../../test/health-fixtures.ts';
import {
  healthContact,
  journeyConfig,
  journeyDetails,
  membersStep,
  signedInFamilyJourney,
} from '../../../test/proposal-fixtures.ts';

const post = (ctx: () => TestContext, url: string, payload: unknown, headers: Record<string, string>) =>
  ctx().app.inject({ method: 'POST', url: `/v1/health/journey/${url}`, payload: payload as object, headers });

/** A 400 whose field errors include these messages: what the form shows beside each field. */
const expectRefused = (res: { statusCode: number; json: () => any }, fields: Record<string, string>) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.fields).toMatchObject(fields);
};

describeWithApp('health proposal API', (ctx) => {
  async function throughMembers() {
    const j = await signedInFamilyJourney(ctx().app, 'health-guard');
    const config = (await post(ctx, 'user-journey-config', { journey_id: j.journeyId, user_id: '' }, j.headers)).json();
    const saved = await post(
      ctx,
      'save-insured-member-details',
      { ...membersStep(j.journeyId, config), user_id: '' },
      j.headers,
    );
    expect(saved.statusCode).toBe(200);
    return { ...j, config };
  }
  const minorNominee = {
    nominee_relation: 'DAUGHTER',
    full_name: 'Meera Kulkarni',
    gender: 'FEMALE',
    dob: yearsAgo(3, 3),
    address: '12 Prabhat Road, Erandwane, Pune',
  };

  it('gives the plan’s journey config with the quoted members and the pre-quote place', async () => {
    const j = await signedInFamilyJourney(ctx().app, 'health-guard');
    const res = await post(ctx, 'user-journey-config', { journey_id: j.journeyId, user_id: '' }, j.headers);
    expect(res.statusCode).toBe(200);
    const config = res.json();
    expect(config.members.map((m: { member_type: string }) => m.member_type)).toEqual([
      'SELF',
      'SPOUSE',
      'CHILD_01',
      'CHILD_02',
    ]);
    expect(config.prefill).toEqual({ pincode: '411001', city: 'Pune', state: 'Maharashtra' });
    expect(
      config.plan_specific_question_set[0].question_set.some(
        (q: { section_type: string }) => q.section_type === 'SUB_REFLEXIVE',
      ),
    ).toBe(true);
    expect(config.proposer_config.enabled_proposer_fields).toContain('pan');
    expect(config.kyc_staged_config.mandatory_uploads).toContain('PROPOSER_IMAGE');
  });

  it('asks the medical questions in the request’s language, from the catalogue’s own translations', async () => {
    const j = await signedInFamilyJourney(ctx().app, 'health-guard');
    type Question = { question_id: string; question_title: string; question_description: string };
    const questionsIn = async (language: Record<string, string>) => {
      const res = await post(ctx, 'user-journey-config', { journey_id: j.journeyId }, { ...j.headers, ...language });
      expect(res.statusCode).toBe(200);
      return res.json().plan_specific_question_set[0].question_set as Question[];
    };
    const english = await questionsIn({});
    const hindi = await questionsIn({ 'accept-language': 'hi' });
    expect(await questionsIn({ 'accept-language': 'en-IN' })).toEqual(english);
    const ped = (set: Question[]) => set.find((q) => q.question_id === 'PED_ANY');
    expect(ped(english)).toMatchObject({
      question_title: 'Has any member been diagnosed with, or treated for, an illness or medical condition?',
      question_description:
        'Include conditions that are under control, such as diabetes, blood pressure, thyroid or asthma.',
    });
    expect(ped(hindi)).toMatchObject({
      question_title: 'क्या किसी सदस्य में किसी बीमारी या स्वास्थ्य समस्या का निदान हुआ है, या उसका इलाज हुआ है?',
      question_description: 'जो बीमारियाँ नियंत्रण में हैं, उन्हें भी शामिल करें, जैसे मधुमेह (डायबिटीज़), ब्लड प्रेशर, थायरॉइड या अस्थमा।',
    });
    // The answers a buyer gives are keyed by the catalogue's ids, in whichever language they read the questions.
    expect(hindi.map((q) => q.question_id)).toEqual(english.map((q) => q.question_id));
  });

  it('walks members, a minor nominee with appointee, contact and medical to KYC_STEP, and reads it all back', async () => {
    const j = await throughMembers();
    const noAppointee = await post(
      ctx,
      'save-nominee-details',
      { journey_id: j.journeyId, nominee_list: [minorNominee] },
      j.headers,
    );
    expectRefused(noAppointee, {
      'nominee_list.0.appointee_full_name': 'This field is required',
      'nominee_list.0.appointee_dob': 'Date is required',
    });
    const nominee = await post(
      ctx,
      'save-nominee-details',
      {
        journey_id: j.journeyId,
        nominee_list: [
          {
            ...minorNominee,
            appointee_full_name: 'Sunita Kulkarni',
            appointee_dob: yearsAgo(60, 3),
            appointee_relation: 'GRANDMOTHER',
            appointee_gender: 'FEMALE',
          },
        ],
      },
      j.headers,
    );
    expect(nominee.json()).toEqual({ journey_id: j.journeyId, status: 'SAVED', journey_step: 'ADDRESS_DETAILS' });

    const badContact = await post(
      ctx,
      'save-contact-details',
      { journey_id: j.journeyId, contact_details: { mobile: '12345', email: 'nope', address_1: '' } },
      j.headers,
    );
    expectRefused(badContact, {
      'contact_details.mobile': 'Please enter a valid 10-digit mobile number',
      'contact_details.email': 'Please enter a valid email address',
      'contact_details.address_1': 'Please enter address line 1',
    });
    const contact = await post(
      ctx,
      'save-contact-details',
      {
        journey_id: j.journeyId,
        contact_details: { ...healthContact, city: 'Mumbai', pincode: '400001' },
      },
      j.headers,
    );
    expect(contact.statusCode).toBe(200);

    const questions = j.config.plan_specific_question_set[0].question_set as {
      question_id: string;
      section_type: string;
      reflexive_id: string | null;
      answer_field_type: string;
      answer_field_options: { answer_option_key: string }[];
    }[];
    const sub = questions.find((q) => q.section_type === 'SUB_REFLEXIVE')!;
    const reflexive = questions.find((q) => q.question_id === sub.reflexive_id)!;
    const section = questions.find((q) => q.question_id === reflexive.reflexive_id)!;
    const field = (type: string) =>
      ({
        TEXT: 'answer_field_text',
        NUMBER: 'answer_field_number',
        SINGLE_SELECT: 'answer_field_single_select',
        DROPDOWN: 'answer_field_single_select',
        MULTI_SELECT: 'answer_field_multi_select',
        MONTH_YEAR: 'answer_field_month_year',
        CALENDAR: 'answer_field_calender',
        TEXT_AREA: 'answer_field_text_area',
        MOBILE_NUMBER: 'answer_field_mobile_number',
        PIN_CODE: 'answer_field_pin_code',
      })[type]!;
    const answer = (q: typeof sub, value: unknown) => ({
      member_id: 'SPOUSE',
      question_id: q.question_id,
      answer_field_type: q.answer_field_type,
      [field(q.answer_field_type)]: value,
    });
    const yes = (q: typeof sub) =>
      answer(q, q.answer_field_type === 'MULTI_SELECT' ? [q.answer_field_options[0]!.answer_option_key] : 'YES');
    const medical = (answers: unknown[]) => ({
      journey_id: j.journeyId,
      plan_specific_medical_declarations: [
        {
          plan_id: j.planId,
          member_specific_medical_declarations: [{ member_id: 'SPOUSE', medical_declaration_answers: answers }],
        },
      ],
    });
    const missingSub = await post(ctx, 'save-medical-declaration', medical([yes(section), yes(reflexive)]), j.headers);
    expect(missingSub.statusCode).toBe(400);
    expect(missingSub.json().error.fields[`medical.SPOUSE.${sub.question_id}`]).toBe('This field is required');
    const sampleValue = (q: typeof sub): unknown => {
      const option = q.answer_field_options[0]?.answer_option_key;
      if (option) return q.answer_field_type === 'MULTI_SELECT' ? [option] : option;
      return (
        { NUMBER: 3, MONTH_YEAR: '2021-06', CALENDAR: '2021-06-01', MOBILE_NUMBER: '9876543210', PIN_CODE: '411001' }[
          q.answer_field_type
        ] ?? 'Metformin 500 mg'
      );
    };
    const subs = questions.filter(
      (q) => q.section_type === 'SUB_REFLEXIVE' && q.reflexive_id === reflexive.question_id,
    );
    const saved = await post(
      ctx,
      'save-medical-declaration',
      medical([yes(section), yes(reflexive), ...subs.map((q) => answer(q, sampleValue(q)))]),
      j.headers,
    );
    expect(saved.json()).toEqual({ journey_id: j.journeyId, status: 'SAVED', journey_step: 'KYC_STEP' });

    const details = (await journeyDetails(ctx().app, j)).json();
    expect(details.journey_step).toBe('KYC_STEP');
    expect(details.proposer).toMatchObject({ full_name: 'Rahul Kulkarni', pan_number: 'ABCDK1234F' });
    expect(details.members).toHaveLength(4);
    expect(details.nominee).toMatchObject({ full_name: 'Meera Kulkarni', appointee_full_name: 'Sunita Kulkarni' });
    // City and pincode are the pre-quote's, whatever the browser sent.
    expect(details.contact).toMatchObject({
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      email: 'rahul@example.in',
    });
    // Every member has every section answered: the spec's NO defaults fill the gaps.
    const sections = questions.filter((q) => q.section_type === 'SECTION').length;
    for (const m of details.medical.declarations)
      expect(m.medical_declaration_answers.length).toBeGreaterThanOrEqual(sections);
    expect(details.plan).toMatchObject({ plan_id: 'health-guard', sum_insured: 1_000_000 });
    // The proposer's PAN (ABCDK1234F) is in the sandbox CKYC registry.
    expect(details.kyc).toEqual({ ckyc_status: 'SUCCESS', ovd_status: 'PENDING', kyc_status: 'SUCCESS' });
  });

  it("shows the spec's messages for a bad PAN, mobile, height and weight", async () => {
    const j = await signedInFamilyJourney(ctx().app, 'health-guard');
    const config = await journeyConfig(ctx().app, j);
    const res = await post(
      ctx,
      'save-insured-member-details',
      membersStep(j.journeyId, config, {
        pan_number: 'ABCD1234',
        mobile: '12345',
        height_feet: 9,
        height_inch: 12,
        weight: 5,
      }),
      j.headers,
    );
    expectRefused(res, {
      'proposer_details.pan_number': 'Enter a valid PAN number (e.g., ABCDE1234F)',
      'proposer_details.mobile': 'Enter a valid 10-digit mobile number',
      'proposer_details.height_feet': 'Height should be between 3-8 feet',
      'proposer_details.height_inch': 'Inches should be between 0-11',
      'proposer_details.weight': 'Weight should be between 10-300 kg',
    });
  });

  it('keeps the insured members as quoted: no changed date of birth, no missing member, no other member’s id', async () => {
    const j = await signedInFamilyJourney(ctx().app, 'health-guard');
    const config = await journeyConfig(ctx().app, j);
    const step = membersStep(j.journeyId, config);
    const members = step.insured_member_list;
    const changed = await post(
      ctx,
      'save-insured-member-details',
      { ...step, insured_member_list: [{ ...members[0], dob: '1980-01-01' }, ...members.slice(1)] },
      j.headers,
    );
    expect(changed.statusCode).toBe(400);
    expect(Object.values(changed.json().error.fields)).toContain(MESSAGES.QUOTED_DOB_CHANGED);
    const missing = await post(
      ctx,
      'save-insured-member-details',
      { ...step, insured_member_list: members.slice(0, 3) },
      j.headers,
    );
    expect(missing.json().error.fields.insured_member_list).toBe('All 4 insured members are needed, as quoted');
    // attack25: each member keeps the id the medical declaration and the schedule know them by. The Self's and the
    // Spouse's swapped were saved, and the schedule printed Rahul's declared diabetes under Priya's name.
    const [self, spouse] = ['SELF', 'SPOUSE'].map((t) => members.findIndex((m) => m.member_type === t));
    const swapped = members.map((m, i) =>
      i === self ? { ...m, member_id: 'SPOUSE' } : i === spouse ? { ...m, member_id: 'SELF' } : m,
    );
    expectRefused(
      await post(ctx, 'save-insured-member-details', { ...step, insured_member_list: swapped }, j.headers),
      {
        [`insured_member_list.${self}.member_id`]: "This member's id is SELF",
        [`insured_member_list.${spouse}.member_id`]: "This member's id is SPOUSE",
      },
    );
  });

  // attack21: only the Self's birth date was tied to the proposer KYC checks, so another person (Vikram Sethi) was
  // insured and printed as "Self" under the proposer Rahul Kulkarni; and the proposer's pincode was never tied to
  // the quote's, so a Mumbai proposer (metro, x1.15) was sold Kolhapur's premium (rest of India, x0.9).
  it('keeps who is insured and where as quoted: the Self is the proposer, the proposer lives at the quote’s pincode', async () => {
    const j = await signedInFamilyJourney(ctx().app, 'health-guard', familyOfFour, { pincode: 416001 });
    const step = membersStep(j.journeyId, await journeyConfig(ctx().app, j), { pincode: '416001' });
    const save = (body: object) => post(ctx, 'save-insured-member-details', body, j.headers);
    const selfAt = step.insured_member_list.findIndex((m) => m.relation === 'SELF');
    const renamed = step.insured_member_list.map((m, i) => (i === selfAt ? { ...m, full_name: 'Vikram Sethi' } : m));
    expectRefused(await save({ ...step, insured_member_list: renamed }), {
      [`insured_member_list.${selfAt}.full_name`]: MESSAGES.SELF_IS_PROPOSER_NAME,
    });
    const female = { ...step, proposer_details: { ...step.proposer_details, gender: 'FEMALE' } };
    expectRefused(await save(female), { 'proposer_details.gender': MESSAGES.SELF_IS_PROPOSER_GENDER });
    const mumbai = { ...step, proposer_details: { ...step.proposer_details, pincode: '400001' } };
    expectRefused(await save(mumbai), { 'proposer_details.pincode': MESSAGES.QUOTED_PINCODE_CHANGED });
    // A middle name written on one record and not the other is the same person.
    const middle = step.insured_member_list.map((m, i) =>
      i === selfAt ? { ...m, full_name: 'Rahul Vinod Kulkarni' } : m,
    );
    expect((await save({ ...step, insured_member_list: middle })).statusCode).toBe(200);
  });

  it('refuses a field the plan does not collect', async () => {
    // health-care-plus uses the "minimal" config: no occupation or income for the proposer.
    const j = await signedInFamilyJourney(ctx().app, 'health-care-plus');
    const config = await journeyConfig(ctx().app, j);
    expect(config.proposer_config.enabled_proposer_fields).not.toContain('income');
    const res = await post(ctx, 'save-insured-member-details', membersStep(j.journeyId, config), j.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['proposer_details.income']).toBe('This plan does not collect this field');
  });

  it('keeps steps in order', async () => {
    const j = await signedInFamilyJourney(ctx().app, 'health-guard');
    const early = await post(
      ctx,
      'save-nominee-details',
      { journey_id: j.journeyId, nominee_list: [{ ...minorNominee, dob: yearsAgo(30, 3) }] },
      j.headers,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Save the insured members first');
  });

  it('hides the proposal from other users and visitors (404) and asks the owner’s anonymous session to sign in (401)', async () => {
    const j = await signedInFamilyJourney(ctx().app, 'health-guard');
    const stranger = { 'x-session-id': (await login(ctx().app, uniqueMobile())).session_id };
    const visitor = { 'x-session-id': await newSession(ctx().app) };
    for (const headers of [stranger, visitor, {}]) {
      expect((await post(ctx, 'user-journey-config', { journey_id: j.journeyId }, headers)).statusCode).toBe(404);
      expect((await journeyDetails(ctx().app, { journeyId: j.journeyId, headers })).statusCode).toBe(404);
      expect(
        (
          await post(
            ctx,
            'save-contact-details',
            { journey_id: j.journeyId, contact_details: { mobile: '9876543210' } },
            headers,
          )
        ).statusCode,
      ).toBe(404);
    }
    // A journey started anonymously and not yet signed in: its own session must sign in first.
    const anonymous = await newSession(ctx().app);
    const { quoteAndWait, quoteRequest } = await import('../../../test/health-fixtures.ts');
    const list = await quoteAndWait(ctx().app, quoteRequest(), { 'x-session-id': anonymous });
    const q = list.quotation_list[0];
    const own = await ctx().app.inject({
      method: 'POST',
      url: '/v1/health/journey/initiate-journey',
      headers: { 'x-session-id': anonymous },
      payload: { quote_id: q.quote_id, plan_id: q.plan_id, insurer_id: q.insurer_id },
    });
    const res = await post(
      ctx,
      'user-journey-config',
      { journey_id: own.json().journey_id },
      { 'x-session-id': anonymous },
    );
    expect(res.statusCode).toBe(401);
  });
});
