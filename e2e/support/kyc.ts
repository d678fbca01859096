import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pngBytes as apiPngBytes } from '../../apps/api/test/files.ts';
import type { Page } from 'playwright-core';

/** The sandbox CKYC registry finds a PAN whose fifth letter is K (docs/decisions.md §4); any other PAN is not found. */
export const CKYC_FOUND_PAN = 'ABCDK1234F';
export const CKYC_NOT_FOUND_PAN = 'ABCDE1234F';

const yearsAgo = (years: number, days: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - days);
  return d.toISOString().slice(0, 10);
};

/** The Pune family of the product brief: two adults and two children. */
const FAMILY = [
  { relation: 'SELF', name: 'Rahul Kulkarni', dob: yearsAgo(36, 20), gender: 'MALE' },
  { relation: 'SPOUSE', name: 'Priya Kulkarni', dob: yearsAgo(33, 40), gender: 'FEMALE' },
  { relation: 'SON', name: 'Arjun Kulkarni', dob: yearsAgo(7, 5), gender: 'MALE' },
  { relation: 'DAUGHTER', name: 'Meera Kulkarni', dob: yearsAgo(3, 15), gender: 'FEMALE' },
];

let counter = 0;
/** A fresh mobile and client address per journey, so no two tests share the OTP send limits. */
function freshCaller() {
  counter += 1;
  const mobile = `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter).padStart(3, '0')}`;
  return { mobile, ip: `198.51.100.${(Date.now() + counter) % 250}` };
}

/**
 * A family journey brought to KYC_STEP through the API in the page, as the earlier steps would: a quote
 * (Bajaj Allianz's health-guard plan, the standard journey config), initiate-journey, OTP login with the
 * code from the sandbox outbox, the journey config, members with the proposer's PAN, an adult nominee,
 * contact and an all-NO medical declaration. The proposal page's storage is then set for the KYC step.
 */
export async function journeyAtKyc(page: Page, pan: string): Promise<string> {
  await page.goto('/');
  await page.waitForFunction(() => window.sessionStorage.getItem('session_id') !== null);
  const journeyId = await page.evaluate(
    async ({ family, pan, caller }) => {
      // The OTP send limit is per client address (docs/decisions.md §4) and the API trusts X-Forwarded-For, so each
      // journey of this file signs in from its own address instead of using up the browser tests' shared one.
      const call = async (url: string, body?: unknown) => {
        const headers: Record<string, string> = {
          'x-session-id': sessionStorage.getItem('session_id') ?? '',
          'x-forwarded-for': caller.ip,
        };
        if (body !== undefined) headers['content-type'] = 'application/json';
        const res = await fetch(url, {
          method: body === undefined ? 'GET' : 'POST',
          headers,
          body: body === undefined ? null : JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
        return res.json();
      };
      const created = await call('/v1/health/async-quote', {
        request_type: 'BASE_ASYNC_QUOTATION',
        gender: 'MALE',
        pincode: 411001,
        member_covered: family,
        ped_list: ['NO_EXISTING_DISEASE'],
        sum_insured_min: 1000000,
        sum_insured_max: 1000000,
        policy_period: 'YEAR_01',
        filter_criteria: { insurers: ['bajaj-allianz'] },
      });
      let list = await call(`/v1/health/async-quote/${created.quotation_list_id}`);
      for (let i = 0; i < 100 && list.quotation_status.polling_status !== 'COMPLETED'; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        list = await call(`/v1/health/async-quote/${created.quotation_list_id}`);
      }
      const quote = list.quotation_list.find((q: { plan_id: string }) => q.plan_id === 'health-guard');
      if (!quote) throw new Error('health-guard was not quoted');
      const { journey_id } = await call('/v1/health/journey/initiate-journey', {
        quote_id: quote.quote_id,
        plan_id: quote.plan_id,
        insurer_id: quote.insurer_id,
      });

      const sent = await call('/v1/utility/auth/generate-otp', {
        otp_destination: caller.mobile,
        otp_purpose_code: 'MOBILE_LOGIN',
      });
      const outbox = await call(`/v1/dev/outbox?to=${caller.mobile}`);
      const otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1];
      if (!otp) throw new Error('no code in the outbox');
      const session = await call('/v1/utility/auth/verify-login-otp', {
        otp_request_id: sent.otp_request_id,
        otp,
        mobile_number: caller.mobile,
        full_name: 'Rahul Kulkarni',
      });
      sessionStorage.setItem('session_id', session.session_id);
      sessionStorage.setItem('session_data', JSON.stringify(session));

      const config = await call('/v1/health/journey/user-journey-config', { journey_id, user_id: session.user_id });
      type Member = {
        member_id: string;
        member_type: string;
        relation: string;
        full_name: string;
        gender: string;
        dob: string;
      };
      const self = config.members.find((m: Member) => m.relation === 'SELF');
      await call('/v1/health/journey/save-insured-member-details', {
        journey_id,
        user_id: session.user_id,
        proposer_details: {
          full_name: 'Rahul Kulkarni',
          gender: 'MALE',
          dob: self.dob,
          marital_status: 'married',
          education: 'GRADUATE',
          height_feet: 5,
          height_inch: 9,
          weight: 72,
          pan_number: pan,
          pincode: '411001',
          mobile: caller.mobile,
          occupation: 'salaried',
          income: '10l_to_20l',
        },
        insured_member_list: config.members.map((m: Member) => {
          const child = m.relation === 'SON' || m.relation === 'DAUGHTER';
          return {
            ...m,
            height_feet: child ? 4 : 5,
            height_inch: 2,
            weight: child ? 25 : 65,
            ...(child ? {} : { marital_status: 'married' }),
          };
        }),
      });
      const spouse = config.members.find((m: Member) => m.relation === 'SPOUSE');
      await call('/v1/health/journey/save-nominee-details', {
        journey_id,
        user_id: session.user_id,
        nominee_list: [
          {
            nominee_relation: 'SPOUSE',
            full_name: spouse.full_name,
            gender: 'FEMALE',
            dob: spouse.dob,
            address: '12 Prabhat Road, Erandwane, Pune',
          },
        ],
      });
      await call('/v1/health/journey/save-contact-details', {
        journey_id,
        user_id: session.user_id,
        contact_details: {
          mobile: caller.mobile,
          email: 'rahul@example.in',
          address_1: '12 Prabhat Road',
          area: 'Erandwane',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
      });
      await call('/v1/health/journey/save-medical-declaration', {
        journey_id,
        user_id: session.user_id,
        plan_specific_medical_declarations: [{ plan_id: config.plan_id, member_specific_medical_declarations: [] }],
      });

      sessionStorage.setItem('journey_id', journey_id);
      sessionStorage.setItem('plan_id', config.plan_id);
      sessionStorage.setItem('journey_config', JSON.stringify(config));
      // The proposal keeps its own journey data; one for another journey would reset the stored step.
      sessionStorage.setItem(
        'journey_data',
        JSON.stringify({ journey_id, forms: {}, completed: [], members_saved: true, contact: null, medical: {} }),
      );
      sessionStorage.setItem('journeyStep', 'KYC_STEP');
      return journey_id as string;
    },
    { family: FAMILY, pan, caller: freshCaller() },
  );
  await page.goto(`/health-insurance/proposal?journey_id=${journeyId}`);
  return journeyId;
}

/** The journey's KYC status, read as the screen reads it. */
export async function kycStatus(page: Page, journeyId: string) {
  return page.evaluate(async (id) => {
    const res = await fetch(`/v1/health/journey/kyc-status/${id}`, {
      headers: { 'x-session-id': sessionStorage.getItem('session_id') ?? '' },
    });
    return res.json() as Promise<{
      ckyc_status: string;
      ovd_status: string;
      kyc_status: string;
      documents: { doc_type: string }[];
    }>;
  }, journeyId);
}

/** A real PNG of one colour (the API tests' builder), sized like a phone photo of a card. */
export const pngBytes = (width = 64, height = 40, rgb: [number, number, number] = [13, 148, 136]) =>
  apiPngBytes(width, height, rgb);

/** A minimal well-formed one-page PDF. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** Files on disk for the file inputs, in a temporary folder removed by cleanup(). */
export function kycFiles() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-kyc-'));
  const write = (name: string, bytes: Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    return file;
  };
  return {
    png: write('aadhaar-front.png', pngBytes()),
    pdf: write('aadhaar-back.pdf', pdfBytes()),
    selfie: write('selfie.png', pngBytes(48, 48, [240, 200, 170])),
    text: write('notes.txt', Buffer.from('not a document')),
    /** A text file named .jpg: the browser calls it image/jpeg, the server's byte check refuses it. */
    fakeJpeg: write('scan.jpg', Buffer.from('this is not a picture, it is a text file')),
    /** 10 MB + 1 byte, over the limit. */
    large: write('large.png', Buffer.concat([pngBytes(), Buffer.alloc(10_485_761 - pngBytes().length)])),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
