import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import en from './locales/en.json';
import { UploadSlot } from './upload-slot.tsx';
import { EMPTY_SLOT, type SlotState } from './use-slot-uploads.ts';

// The domain's texts (useDomainText) load once per language: loaded first, no render waits for them.
beforeAll(() => i18n.loadNamespaces('domain'));

const AADHAAR_FRONT = { doc_type: 'AADHAAR_FRONT', label: 'Aadhaar Front', side: 'FRONT' } as const;
const PAN_FRONT = { doc_type: 'PAN', label: 'PAN Card', side: 'FRONT' } as const;

const renderSlot = (slot: typeof AADHAAR_FRONT | typeof PAN_FRONT, state: SlotState = EMPTY_SLOT) => {
  const onFile = vi.fn();
  render(<UploadSlot slot={slot} state={state} onFile={onFile} onRetry={vi.fn()} />);
  return onFile;
};

/** What a screen reader reads after a control's name: the texts its aria-describedby points to. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('UploadSlot (a KYC document side, in the frame the selfie slot shares)', () => {
  it('is a group named by the slot, whose file input says the formats and, for Aadhaar, the masking rule', () => {
    const onFile = renderSlot(AADHAAR_FRONT);
    expect(screen.getByRole('group', { name: 'Aadhaar Front' })).toBeTruthy();
    const input = screen.getByLabelText('Choose a file for Aadhaar Front');
    expect(description(input)).toContain('JPG, PNG or PDF, up to 10 MB');
    expect(description(input)).toContain(en.slot.maskedAadhaar);

    const file = new File(['x'], 'front.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('tells the masking rule only beside Aadhaar, and names the input for what choosing a file now does', () => {
    renderSlot(PAN_FRONT, { ...EMPTY_SLOT, phase: 'error', message: 'The upload failed.' });
    expect(screen.queryByText(en.slot.maskedAadhaar)).toBeNull();
    expect(screen.getByLabelText('Choose another file for PAN Card')).toBeTruthy();

    cleanup();
    renderSlot(PAN_FRONT, { ...EMPTY_SLOT, phase: 'uploading', progress: 40 });
    expect((screen.getByLabelText('Choose a file for PAN Card') as HTMLInputElement).disabled).toBe(true);
  });
});
