import { PINCODE_LENGTH, isWholePincodeEntry } from '@kavach/domain/validation/fields';
import { MESSAGES } from '@kavach/domain/validation/messages';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { lookupPincodeMutation } from '../../../shared/api/lookup-pincode.ts';
import type { HealthAnswers } from '../hooks/use-pre-quote-journey.ts';
import { NS } from '../i18n.ts';
import { PincodeBoxes, type PinStatus } from './pincode-boxes.tsx';

type Place = HealthAnswers['pincode_details'];

/**
 * docs/product/quotes.md §2 / §4: "Enter Your Pin Code". The sixth digit starts the lookup; success turns the boxes
 * green, stores pincode and pincode_details and greets the district; failure turns them red with the spec's text.
 */
export function PincodeField({
  pincode,
  place,
  onChange,
}: {
  pincode: string;
  place: Place;
  onChange: (patch: Pick<HealthAnswers, 'pincode' | 'pincode_details'>) => void;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  // A stored, verified pin code comes back filled in after a reload.
  const [digits, setDigits] = useState(() => (place ? pincode.split('') : Array<string>(PINCODE_LENGTH).fill('')));
  const lookup = useMutation(lookupPincodeMutation());
  // The code the boxes show now; a lookup answering for an older code is ignored.
  const current = useRef(digits.join(''));
  const code = digits.join('');

  const update = (next: string[]) => {
    const nextCode = next.join('');
    setDigits(next);
    current.current = nextCode;
    if (nextCode === code && lookup.isPending) return;
    if (pincode) onChange({ pincode: '', pincode_details: null });
    if (!isWholePincodeEntry(nextCode)) {
      lookup.reset();
      return;
    }
    lookup.mutate(nextCode, {
      onSuccess: (found) => {
        if (current.current === nextCode)
          onChange({ pincode: nextCode, pincode_details: { district: found.district, state: found.state } });
      },
    });
  };

  const status: PinStatus =
    place && pincode === code
      ? 'valid'
      : lookup.variables === code && lookup.isPending
        ? 'checking'
        : lookup.variables === code && lookup.isError
          ? 'invalid'
          : 'idle';

  return (
    <fieldset>
      <legend className="mb-3 text-base font-semibold text-slate-900">{t('pincode.legend')}</legend>
      <PincodeBoxes digits={digits} status={status} describedBy="pincode-status" onChange={update} />
      <div id="pincode-status" className="mt-2 min-h-6 text-sm">
        {/* Always present, so screen readers announce the text when it changes. */}
        <p role="status" className={status === 'valid' ? 'font-semibold text-green-800' : 'text-slate-600'}>
          {status === 'valid' && place
            ? t('pincode.greeting', { district: place.district })
            : status === 'checking'
              ? t('pincode.checking')
              : ''}
        </p>
        <FieldError id="pincode-error" message={status === 'invalid' ? td(MESSAGES.PINCODE_LOOKUP_INVALID) : null} />
      </div>
    </fieldset>
  );
}
