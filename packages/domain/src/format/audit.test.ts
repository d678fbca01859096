import { describe, expect, it } from 'vitest';
import { auditDetailWords } from './audit';

describe('auditDetailWords', () => {
  it('reads a KYC decision in words, its refund in rupees to the paisa', () => {
    expect(auditDetailWords({ kyc_review: 'REJECTED', reason_code: 'DOCUMENT_UNCLEAR', refund_paise: 1548320 })).toBe(
      'KYC review: rejected · Reason code: document unclear · Refund: ₹15,483.20',
    );
  });

  it('reads a free-look cancellation: whole rupees, yes and no, Indian grouping', () => {
    expect(
      auditDetailWords({ cancelled: true, refund_paise: 15483200, risk_premium_paise: 0, sessions_ended: 1200 }),
    ).toBe('Cancelled: yes · Refund: ₹1,54,832 · Risk premium: ₹0 · Sessions ended: 1,200');
  });

  it('lists arrays, nests objects, and says — for nothing recorded', () => {
    expect(auditDetailWords({ shown: ['a1', 'b2'], none: [], staff: { staff_id: 7, role: 'ADMIN' } })).toBe(
      'Shown: a1, b2 · None: none · Staff: (Staff ID: 7 · Role: admin)',
    );
    expect(auditDetailWords(null)).toBe('—');
    expect(auditDetailWords({})).toBe('—');
  });

  it('keeps text that is not a code as it is', () => {
    expect(auditDetailWords({ path: '/v1/ops/kyc-reviews', doc_type: 'Aadhaar back' })).toBe(
      'Path: /v1/ops/kyc-reviews · Doc type: Aadhaar back',
    );
  });
});
