import { KYC_REJECTION_REASONS, MESSAGES } from '@kavach/domain';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { KycReviewNotice } from './kyc-review-notice.tsx';

// The domain's texts (useDomainText) load once per language: loaded first, no render waits for them.
beforeAll(() => i18n.loadNamespaces('domain'));

describe('KycReviewNotice (issue 19)', () => {
  it('tells a buyer whose documents wait for staff that they may pay and the policy follows the approval', () => {
    render(<KycReviewNotice kyc={{ kyc_status: 'UNDER_REVIEW', rejection: null }} />);
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.KYC_UNDER_REVIEW);
  });

  it('tells a rejected buyer why, and what to upload again', () => {
    const { label, reupload } = KYC_REJECTION_REASONS.AADHAAR_NOT_MASKED;
    render(
      <KycReviewNotice
        kyc={{ kyc_status: 'REJECTED', rejection: { reason_code: 'AADHAAR_NOT_MASKED', reason: label, reupload } }}
      />,
    );
    const alert = screen.getByRole('alert').textContent ?? '';
    expect(alert).toContain('not accepted');
    expect(alert).toContain(reupload);
  });

  it('says nothing once KYC is verified', () => {
    const { container } = render(<KycReviewNotice kyc={{ kyc_status: 'SUCCESS', rejection: null }} />);
    expect(container.textContent).toBe('');
  });
});
