import { KYC_REJECTION_REASONS } from '@kavach/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { KycReviewNotice } from './kyc-review-notice.tsx';
import { UploadSlot } from './upload-slot.tsx';
import { EMPTY_SLOT } from './use-slot-uploads.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** A text of the domain's in the page's language, as useDomainText shows it. */
const domainText = (text: string) =>
  i18n.t(text, { ns: 'domain', keySeparator: false, nsSeparator: false, defaultValue: text });

describe('the KYC step in Hindi (docs/i18n.md)', () => {
  it('asks for a document side, with its formats and the masking rule, in Hindi', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('domain');
    const slot = { doc_type: 'AADHAAR_FRONT', label: 'Aadhaar Front', side: 'FRONT' } as const;
    render(<UploadSlot slot={slot} state={EMPTY_SLOT} onFile={vi.fn()} onRetry={vi.fn()} />);
    const input = await screen.findByLabelText(`${domainText('Aadhaar Front')} के लिए फ़ाइल चुनें`);
    expect(input.getAttribute('type')).toBe('file');
    expect(screen.getByText('JPG, PNG या PDF, 10 MB तक')).toBeTruthy();
    expect(screen.getByText(/आधार नंबर के पहले 8 अंक छिपे होने चाहिए/)).toBeTruthy();
    expect(screen.getByText('फ़ाइल चुनें').parentElement?.textContent).toBe('फ़ाइल यहाँ खींचकर छोड़ें, या फ़ाइल चुनें');
  });

  it('tells a rejected buyer in Hindi that the documents were not accepted', async () => {
    await i18n.changeLanguage('hi');
    const { label, reupload } = KYC_REJECTION_REASONS.AADHAAR_NOT_MASKED;
    render(
      <KycReviewNotice
        kyc={{ kyc_status: 'REJECTED', rejection: { reason_code: 'AADHAAR_NOT_MASKED', reason: label, reupload } }}
      />,
    );
    expect(await screen.findByText('आपके KYC दस्तावेज़ स्वीकार नहीं किए गए')).toBeTruthy();
  });
});
