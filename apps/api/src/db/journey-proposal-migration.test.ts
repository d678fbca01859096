import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, drivers, type Driver } from '../../test/test-app.ts';
import { journeyOfVertical } from '../modules/journeys/journey.ts';
import { createJourneyRepository } from '../modules/journeys/repository.ts';
import { asPaid } from '../modules/payments/journey-snapshot.ts';
import { openDatabase, rawQuery, type DatabaseHandle } from './client.ts';

// Migration 0023 moves a journey's proposal from the health-named columns (proposer, insured_members, nominee,
// contact, medical) into one column under each vertical's own names, snapshots included. Rows are written here as
// the code before it wrote them, on a database migrated up to 0022; then the migration runs and they are read back
// through the journey repository and the paid snapshot, as the product reads them now.

const MIGRATIONS = new URL('../../drizzle', import.meta.url).pathname;
const BEFORE = '0022_session_signed_in_from';

/** The migrations folder as it stood before 0023: its SQL files and a journal that ends at `BEFORE`. */
function migrationsUpTo(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, last + 1);
  for (const { tag: name } of entries)
    fs.copyFileSync(path.join(MIGRATIONS, `${name}.sql`), path.join(dir, `${name}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** A database of `driver` that outlives one handle: a PGlite data directory, or a PostgreSQL database of its own. */
async function placeFor(driver: Driver) {
  if (driver === 'postgres') {
    const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL ?? '', { empty: true });
    return { where: { url: throwaway.url }, drop: throwaway.drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-migration-'));
  return { where: { dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

// As the proposal steps saved them before 0023 (test/proposal-fixtures.ts, term-fixtures.ts, motor-fixtures.ts).
const healthProposer = {
  proposer_relation: 'SELF',
  full_name: 'Rahul Kulkarni',
  gender: 'MALE',
  dob: '1990-02-11',
  marital_status: 'married',
  education: 'GRADUATE',
  height_feet: 5,
  height_inch: 9,
  weight: 72,
  pan_number: 'ABCDK1234F',
  pincode: '411001',
  mobile: '9876543210',
  occupation: 'salaried',
  income: '10l_to_20l',
};
const healthMembers = [
  {
    member_id: 'SELF',
    member_type: 'SELF',
    relation: 'SELF',
    full_name: 'Rahul Kulkarni',
    gender: 'MALE',
    dob: '1990-02-11',
    height_feet: 5,
    height_inch: 9,
    weight: 72,
    marital_status: 'married',
  },
  {
    member_id: 'SPOUSE',
    member_type: 'SPOUSE',
    relation: 'SPOUSE',
    full_name: 'Priya Kulkarni',
    gender: 'FEMALE',
    dob: '1993-07-30',
    height_feet: 5,
    height_inch: 2,
    weight: 58,
    marital_status: 'married',
  },
];
const healthNominee = {
  nominee_relation: 'SPOUSE',
  full_name: 'Priya Kulkarni',
  gender: 'FEMALE',
  dob: '1993-07-30',
  address: '12 Prabhat Road, Erandwane, Pune',
};
const healthContact = {
  mobile: '9876543210',
  email: 'rahul@example.in',
  address_1: '12 Prabhat Road',
  area: 'Erandwane',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};
const healthMedical = [
  {
    member_id: 'SELF',
    medical_declaration_answers: [
      {
        member_id: 'SELF',
        question_id: 'PED_ANY',
        answer_field_type: 'SINGLE_SELECT',
        answer_field_single_select: 'YES',
      },
      {
        member_id: 'SELF',
        question_id: 'PED_CONDITIONS',
        answer_field_type: 'MULTI_SELECT',
        answer_field_multi_select: ['DIABETES'],
      },
    ],
  },
];
const lifeAssured = {
  full_name: 'Meera Iyer',
  pan_number: 'AQZPI4521K',
  occupation: 'SALARIED',
  employer_type: 'PRIVATE',
  employer_name: 'Prabhat Software',
  annual_income: 1_800_000,
  education: 'GRADUATE',
  is_smoker: 'NO',
};
const termNominees = {
  nominees: [
    { full_name: 'Karthik Iyer', relation: 'SPOUSE', dob: '1991-03-02', share_percent: 60 },
    { full_name: 'Lakshmi Iyer', relation: 'MOTHER', dob: '1961-09-15', share_percent: 40 },
  ],
};
const termContact = {
  mobile: '9822012345',
  email: 'meera@example.in',
  address_1: '4 Law College Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
};
const termLifestyle = {
  height_cm: 162,
  weight_kg: 58,
  alcohol: 'OCCASIONAL',
  tobacco: 'NO',
  hazardous_occupation: 'NO',
  existing_conditions: [],
  family_history: 'YES',
};
const owner = (full_name: string, pan_number: string) => ({
  full_name,
  dob: '1992-04-10',
  gender: 'MALE',
  pan_number,
  mobile: '9876501234',
  email: 'owner@example.in',
  address_1: '7 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411005',
});
const bikeVehicle = {
  registration_number: 'MH12QW4821',
  engine_number: 'JF50ET1234567',
  chassis_number: 'ME4JF50AKN8123456',
  financier: null,
  previous_policy: { insurer_name: 'Acko General', policy_number: 'ACK/2025/778812' },
  third_party_policy: null,
};
const carVehicle = {
  registration_number: null,
  engine_number: 'K12NP7654321',
  chassis_number: 'MA3EWDE1S00912345',
  financier: 'HDFC Bank',
  previous_policy: null,
  third_party_policy: null,
};
const motorNominee = { full_name: 'Sunita Deshmukh', relation: 'SPOUSE', age: 31, appointee_name: null };

const premium = (total: number) => ({
  plan_id: 'plan',
  sum_insured: 1_000_000,
  policy_years: 1,
  base_premium: total,
  total_addon_premium: 0,
  discount_amount: 0,
  tax: 0,
  total_premium: total,
  addons: [],
  loadings: [],
});
const kyc = { kyc_status: 'SUCCESS', ckyc_status: 'FOUND', ovd_status: 'NOT_REQUIRED' };
const quoteRequest = { request_type: 'BASE_ASYNC_QUOTATION', policy_period: 'YEAR_01', sum_insured_min: 1_000_000 };

describe.each(drivers)('migration 0023 on %s: rows written before it read back through the new code', (driver) => {
  let place: Awaited<ReturnType<typeof placeFor>>;
  let handle: DatabaseHandle;
  const ids = { health: '', erased: '', term: '', bike: '', car: '' };

  beforeAll(async () => {
    place = await placeFor(driver);
    // The server as it was: migrated to 0022, its rows written by the code of then.
    const before = migrationsUpTo(BEFORE);
    const old = await openDatabase({ ...place.where, migrationsFolder: before });
    fs.rmSync(before, { recursive: true, force: true });
    const one = async (text: string, params: unknown[]) => {
      const [row] = await rawQuery<{ id: string }>(old.db, text, params);
      if (!row) throw new Error(`nothing inserted: ${text}`);
      return row.id;
    };
    const journey = (vertical: string, status: string, step: string, parts: Record<string, unknown>) =>
      one(
        `insert into journeys (vertical, session_id, quote_id, plan_id, insurer_id, quote_request, addons, premium,
           quoted_premium, status, journey_step, proposer, insured_members, nominee, contact, medical)
         values ($1, gen_random_uuid(), gen_random_uuid(), $2, 'insurer', $3::jsonb, '[]'::jsonb, $4::jsonb, $4::jsonb,
           $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb)
         returning id`,
        [
          vertical,
          `${vertical.toLowerCase()}-plan`,
          JSON.stringify(quoteRequest),
          JSON.stringify(premium(12_000)),
          status,
          step,
          ...['proposer', 'insuredMembers', 'nominee', 'contact', 'medical'].map((part) => json(parts[part])),
        ],
      );
    /** The snapshot confirmation froze before 0023: the journey's columns by their code names, and the KYC. */
    const oldSnapshot = (vertical: string, parts: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      vertical,
      planId: `${vertical.toLowerCase()}-plan`,
      insurerId: 'insurer',
      quoteRequest,
      addons: [],
      premium: premium(12_000),
      proposer: parts.proposer ?? null,
      insuredMembers: parts.insuredMembers ?? null,
      nominee: parts.nominee ?? null,
      contact: parts.contact ?? null,
      medical: parts.medical ?? null,
      kyc,
      ...extra,
    });
    const paid = async (journeyId: string, snapshot: unknown, letter: string) => {
      const attemptId = await one(
        `insert into payment_attempts (journey_id, provider, amount_paise, status, snapshot, kept_at)
         values ($1, 'sandbox', 1200000, 'SUCCESS', $2::jsonb, now()) returning id`,
        [journeyId, JSON.stringify(snapshot)],
      );
      await one(
        `insert into policies (journey_id, policy_number, payment_attempt_id, start_date, end_date, snapshot)
         values ($1, $2, $3, '2026-11-29', '2027-11-28', $4::jsonb) returning id`,
        [journeyId, `KV-${letter}-2026-${journeyId.slice(0, 8)}`, attemptId, JSON.stringify(snapshot)],
      );
    };

    const health = {
      proposer: healthProposer,
      insuredMembers: healthMembers,
      nominee: healthNominee,
      contact: healthContact,
      medical: healthMedical,
    };
    ids.health = await journey('HEALTH', 'PAID', 'REVIEW_SUBMIT', health);
    await paid(ids.health, oldSnapshot('HEALTH', health, { pedWaitingMonths: 36 }), 'H');

    // A paid health journey whose buyer deleted the account: reduced as account/retained-record.ts reduced it, its
    // snapshots without the declaration and the KYC.
    const erased = {
      proposer: { full_name: 'Anil Joshi', mobile: '9812345678' },
      insuredMembers: [{ member_id: 'SELF', relation: 'SELF', full_name: 'Anil Joshi', dob: '1979-12-01' }],
      nominee: { nominee_relation: 'SON', full_name: 'Rohan Joshi', dob: '2004-06-18' },
      contact: { mobile: '9812345678', city: 'Nashik', state: 'Maharashtra', pincode: '422001' },
    };
    ids.erased = await journey('HEALTH', 'PAID', 'REVIEW_SUBMIT', erased);
    const { medical: _declaration, kyc: _kyc, ...erasedSnapshot } = oldSnapshot('HEALTH', erased);
    await paid(ids.erased, erasedSnapshot, 'H');

    // Term kept the life assured as the proposer, the nominees in `nominee` and the lifestyle in `medical`.
    const term = { proposer: lifeAssured, nominee: termNominees, contact: termContact, medical: termLifestyle };
    ids.term = await journey('TERM', 'CONFIRMED', 'REVIEW', term);
    await rawQuery(old.db, 'update journeys set confirmed_snapshot = $2::jsonb, confirmed_at = now() where id = $1', [
      ids.term,
      JSON.stringify(oldSnapshot('TERM', term)),
    ]);

    // Motor kept the owner as the proposer and the vehicle in `insured_members` (0020 read its chassis number there).
    const bike = {
      proposer: owner('Rahul Kulkarni', 'ABCDK1234F'),
      insuredMembers: bikeVehicle,
      nominee: motorNominee,
    };
    ids.bike = await journey('MOTOR', 'PAID', 'REVIEW', bike);
    await paid(ids.bike, oldSnapshot('MOTOR', bike), 'M');
    // A car journey halfway through: owner and vehicle saved, no nominee yet.
    ids.car = await journey('MOTOR', 'INITIATED', 'NOMINEE', {
      proposer: owner('Sunil Deshmukh', 'BQWPD7766L'),
      insuredMembers: carVehicle,
    });
    await old.close();

    // The server upgraded: it migrates as it starts.
    handle = await openDatabase(place.where);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await place?.drop();
  });

  const read = async (id: string) => {
    const journey = await createJourneyRepository(handle.db).findById(id);
    if (!journey) throw new Error(`journey ${id} is gone`);
    return journey;
  };
  const policySnapshot = async (id: string) => {
    const [row] = await rawQuery<{ snapshot: unknown }>(
      handle.db,
      'select snapshot from policies where journey_id = $1',
      [id],
    );
    return row?.snapshot;
  };

  it('health: the proposer, members, nominee, contact and declaration, live and as paid', async () => {
    const journey = journeyOfVertical(await read(ids.health), 'HEALTH');
    expect(journey.proposal).toEqual({
      proposer: healthProposer,
      insured_members: healthMembers,
      nominee: healthNominee,
      contact: healthContact,
      medical: healthMedical,
    });
    const paidJourney = journeyOfVertical(asPaid(journey, await policySnapshot(ids.health)), 'HEALTH');
    expect(paidJourney.proposal.proposer?.pan_number).toBe('ABCDK1234F');
    expect(paidJourney.proposal.insured_members?.map((m) => m.full_name)).toEqual(['Rahul Kulkarni', 'Priya Kulkarni']);
    expect(paidJourney.proposal.medical?.[0]?.medical_declaration_answers[1]?.answer_field_multi_select).toEqual([
      'DIABETES',
    ]);
    expect(paidJourney.pedWaitingMonths).toBe(36);
  });

  it('health, reduced at account deletion: what was kept reads, nothing more', async () => {
    const journey = journeyOfVertical(await read(ids.erased), 'HEALTH');
    expect(journey.proposal.proposer).toEqual({ full_name: 'Anil Joshi', mobile: '9812345678' });
    expect(journey.proposal.medical).toBeNull();
    const paidJourney = journeyOfVertical(asPaid(journey, await policySnapshot(ids.erased)), 'HEALTH');
    expect(paidJourney.proposal.nominee).toEqual({
      nominee_relation: 'SON',
      full_name: 'Rohan Joshi',
      dob: '2004-06-18',
    });
    expect(paidJourney.proposal.proposer?.pan_number).toBeUndefined();
  });

  it('term: the life assured, the nominees with their shares, the contact and the lifestyle, live and as confirmed', async () => {
    const journey = journeyOfVertical(await read(ids.term), 'TERM');
    expect(journey.proposal).toEqual({
      proposer: lifeAssured,
      nominees: termNominees,
      contact: termContact,
      lifestyle: termLifestyle,
    });
    const confirmed = journeyOfVertical(asPaid(journey, journey.confirmedSnapshot), 'TERM');
    expect(confirmed.proposal.lifestyle?.family_history).toBe('YES');
    expect(confirmed.proposal.nominees?.nominees.map((n) => n.share_percent)).toEqual([60, 40]);
  });

  it('bike: the owner, the vehicle by its numbers and the nominee, live and as paid', async () => {
    const journey = journeyOfVertical(await read(ids.bike), 'MOTOR');
    expect(journey.proposal).toEqual({
      proposer: owner('Rahul Kulkarni', 'ABCDK1234F'),
      vehicle: bikeVehicle,
      nominee: motorNominee,
    });
    const paidJourney = journeyOfVertical(asPaid(journey, await policySnapshot(ids.bike)), 'MOTOR');
    expect(paidJourney.proposal.vehicle?.chassis_number).toBe('ME4JF50AKN8123456');
    expect(paidJourney.proposal.vehicle?.previous_policy?.policy_number).toBe('ACK/2025/778812');
  });

  it('car: an unfinished proposal keeps what was saved and nothing else', async () => {
    const journey = journeyOfVertical(await read(ids.car), 'MOTOR');
    expect(journey.proposal).toEqual({
      proposer: owner('Sunil Deshmukh', 'BQWPD7766L'),
      vehicle: carVehicle,
      nominee: null,
    });
    expect(journey.journeyStep).toBe('NOMINEE');
  });

  it('leaves no health-named column behind', async () => {
    const rows = await rawQuery<{ column_name: string }>(
      handle.db,
      "select column_name from information_schema.columns where table_name = 'journeys'",
      [],
    );
    const columns = rows.map((r) => r.column_name);
    expect(columns).toContain('proposal');
    for (const gone of ['proposer', 'insured_members', 'nominee', 'contact', 'medical'])
      expect(columns).not.toContain(gone);
  });
});

/** A proposal part as the jsonb the old columns held: SQL null for a step not saved. */
function json(value: unknown) {
  return value === undefined ? null : JSON.stringify(value);
}
