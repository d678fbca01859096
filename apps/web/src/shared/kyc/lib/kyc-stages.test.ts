import { DEFAULT_KYC_CONFIG, type DocType, type KycStagedConfig } from '@kavach/domain';
import { describe, expect, it } from 'vitest';
import {
  kycConfigOf,
  resumedChoice,
  stageAfter,
  stageAtStart,
  stageComplete,
  stageDocuments,
  type KycSelection,
} from './kyc-stages.ts';

const none: KycSelection = { POA: null, POI: null };
const uploadedOf =
  (...types: DocType[]) =>
  (t: DocType) =>
    types.includes(t);
const pending = { ckyc_status: 'PENDING', ovd_status: 'PENDING', kyc_status: 'PENDING' };

describe('KYC config', () => {
  it('falls back to the default config and drops unknown documents, and PAN as proof of address', () => {
    expect(kycConfigOf(null)).toBe(DEFAULT_KYC_CONFIG);
    expect(
      kycConfigOf({
        any_of_poa: ['PASSPORT', 'RATION_CARD', 'PASSPORT', 'PAN_CARD'],
        any_of_poi: ['PAN_CARD'],
        mandatory_uploads: [],
      }),
    ).toEqual({
      any_of_poa: ['PASSPORT'],
      any_of_poi: ['PAN_CARD'],
      mandatory_uploads: [],
    });
  });
});

describe('KYC start', () => {
  it('goes straight to review when CKYC found the buyer, else to POA (also when the call failed)', () => {
    expect(stageAtStart({ ...pending, ckyc_status: 'SUCCESS' })).toBe('REVIEW_SUBMIT');
    expect(stageAtStart(pending)).toBe('POA');
    expect(stageAtStart(null)).toBe('POA');
  });
});

describe('stage completeness', () => {
  it('needs a chosen document with every slot uploaded in POA and POI', () => {
    expect(stageComplete('POA', DEFAULT_KYC_CONFIG, none, () => true)).toBe(false);
    const aadhaar: KycSelection = { POA: 'AADHAAR_CARD', POI: null };
    expect(stageDocuments('POA', DEFAULT_KYC_CONFIG, aadhaar)).toEqual(['AADHAAR_CARD']);
    expect(stageComplete('POA', DEFAULT_KYC_CONFIG, aadhaar, uploadedOf('AADHAAR_FRONT'))).toBe(false);
    expect(stageComplete('POA', DEFAULT_KYC_CONFIG, aadhaar, uploadedOf('AADHAAR_FRONT', 'AADHAAR_BACK'))).toBe(true);
    expect(
      stageComplete('POI', DEFAULT_KYC_CONFIG, { POA: null, POI: 'DRIVING_LICENSE' }, uploadedOf('DRIVING_LICENSE')),
    ).toBe(true);
  });

  it('ignores a choice the stage does not offer', () => {
    const voter: KycSelection = { POA: null, POI: 'VOTER_ID' };
    expect(stageDocuments('POI', DEFAULT_KYC_CONFIG, voter)).toEqual([]);
    expect(stageComplete('POI', DEFAULT_KYC_CONFIG, voter, () => true)).toBe(false);
  });

  it('needs every mandatory document, and a stage that offers nothing is complete', () => {
    expect(stageComplete('MANDATORY', DEFAULT_KYC_CONFIG, none, uploadedOf())).toBe(false);
    expect(stageComplete('MANDATORY', DEFAULT_KYC_CONFIG, none, uploadedOf('PROPOSER_IMAGE'))).toBe(true);
    const bare: KycStagedConfig = { any_of_poa: [], any_of_poi: [], mandatory_uploads: [] };
    expect(stageComplete('POA', bare, none, uploadedOf())).toBe(true);
    expect(stageComplete('MANDATORY', bare, none, uploadedOf())).toBe(true);
  });
});

describe('Continue', () => {
  const poa = (doc: KycSelection['POA']): KycSelection => ({ POA: doc, POI: 'PASSPORT' });

  it('from POA with OVD pending: skips POI when the address proof also proves identity', () => {
    expect(stageAfter('POA', pending, DEFAULT_KYC_CONFIG, poa('AADHAAR_CARD'))).toEqual({
      stage: 'MANDATORY',
      clearPoi: false,
      delayMs: 0,
    });
    expect(stageAfter('POA', pending, DEFAULT_KYC_CONFIG, poa('VOTER_ID'))).toEqual({
      stage: 'POI',
      clearPoi: true,
      delayMs: 0,
    });
  });

  it('from POA with OVD done goes to MANDATORY; another status or a failed call counts as pending', () => {
    expect(stageAfter('POA', { ...pending, ovd_status: 'SUCCESS' }, DEFAULT_KYC_CONFIG, poa('VOTER_ID')).stage).toBe(
      'MANDATORY',
    );
    expect(stageAfter('POA', { ...pending, ovd_status: 'IN_REVIEW' }, DEFAULT_KYC_CONFIG, poa('VOTER_ID')).stage).toBe(
      'POI',
    );
    expect(stageAfter('POA', null, DEFAULT_KYC_CONFIG, poa('VOTER_ID')).stage).toBe('POI');
    expect(stageAfter('POA', null, DEFAULT_KYC_CONFIG, poa('PASSPORT')).stage).toBe('MANDATORY');
  });

  it('from POA skips a POI stage that offers nothing', () => {
    const noPoi: KycStagedConfig = { ...DEFAULT_KYC_CONFIG, any_of_poi: [] };
    expect(stageAfter('POA', pending, noPoi, poa('VOTER_ID')).stage).toBe('MANDATORY');
  });

  it('from POI goes to MANDATORY whatever the status', () => {
    for (const status of [pending, null, { ...pending, ovd_status: 'SUCCESS' }]) {
      expect(stageAfter('POI', status, DEFAULT_KYC_CONFIG, poa('VOTER_ID'))).toEqual({
        stage: 'MANDATORY',
        clearPoi: false,
        delayMs: 0,
      });
    }
  });

  it('from MANDATORY: review at once when KYC is done or the call failed, after 2 seconds otherwise', () => {
    expect(stageAfter('MANDATORY', { ...pending, kyc_status: 'SUCCESS' }, DEFAULT_KYC_CONFIG, none)).toEqual({
      stage: 'REVIEW_SUBMIT',
      clearPoi: false,
      delayMs: 0,
    });
    expect(stageAfter('MANDATORY', null, DEFAULT_KYC_CONFIG, none).delayMs).toBe(0);
    // Documents sent to staff for review (issue 19): done for now, the buyer goes on to pay.
    expect(stageAfter('MANDATORY', { ...pending, kyc_status: 'UNDER_REVIEW' }, DEFAULT_KYC_CONFIG, none).delayMs).toBe(
      0,
    );
    expect(stageAfter('MANDATORY', pending, DEFAULT_KYC_CONFIG, none)).toEqual({
      stage: 'REVIEW_SUBMIT',
      clearPoi: false,
      delayMs: 2000,
    });
  });
});

describe('resumed choice', () => {
  it('picks the offered document already uploaded, a complete one first', () => {
    const options = DEFAULT_KYC_CONFIG.any_of_poa;
    expect(resumedChoice(options, uploadedOf())).toBeNull();
    expect(resumedChoice(options, uploadedOf('PASSPORT_FRONT'))).toBe('PASSPORT');
    expect(resumedChoice(options, uploadedOf('PASSPORT_FRONT', 'DRIVING_LICENSE'))).toBe('DRIVING_LICENSE');
    expect(resumedChoice(options, uploadedOf('PAN', 'AADHAAR_FRONT', 'AADHAAR_BACK'))).toBe('AADHAAR_CARD');
    // A PAN uploaded proves no address: nothing to resume at proof of address.
    expect(resumedChoice(options, uploadedOf('PAN'))).toBeNull();
  });
});
