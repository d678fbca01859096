import { MESSAGES, PINCODE_LENGTH, isWholePincodeEntry } from '@kavach/domain';
import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../shared/ui/field-error.tsx';
import { lookupPincode } from '../../../shared/api/lookup-pincode.ts';
import { NS } from '../i18n.ts';
import { withPincode } from '../lib/term-details.ts';
import { StepCard, type StepProps } from './step-card.tsx';

type Lookup = { code: string; status: 'checking' | 'valid' | 'invalid'; district: string };

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

/**
 * docs/product/review-payment-term-bike.md §2.9 step 4 / §5.4: a six-digit pincode, non-digits stripped (typed or
 * pasted). The sixth digit starts the lookup; the pincode is accepted only when the lookup finds it, and the district
 * is shown.
 */
export function PincodeStep({ step, details, focusTitle, onBack, onContinue }: StepProps) {
  const { t } = useTranslation(NS);
  const [code, setCode] = useState(details.pincode);
  const [lookup, setLookup] = useState<Lookup | null>(() =>
    details.pincode_details
      ? { code: details.pincode, status: 'valid', district: details.pincode_details.district }
      : null,
  );
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const change = (text: string) => {
    const next = digitsOnly(text);
    setCode(next);
    if (next === lookup?.code) return;
    running.current?.abort();
    if (!isWholePincodeEntry(next)) return setLookup(null);
    const controller = new AbortController();
    running.current = controller;
    setLookup({ code: next, status: 'checking', district: '' });
    lookupPincode(next, controller.signal)
      .then((place) => setLookup({ code: next, status: 'valid', district: place.district }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        // docs/product/review-payment-term-bike.md §8: lookup errors are logged; the visitor sees the pincode was not
        // accepted.
        console.error('Pincode lookup failed', err);
        setLookup({ code: next, status: 'invalid', district: '' });
      });
  };
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    change(e.clipboardData.getData('text'));
  };

  const current = lookup?.code === code ? lookup : null;
  const valid = current?.status === 'valid';
  return (
    <StepCard
      step={step}
      title={t('pincode.title')}
      focusTitle={focusTitle}
      onBack={onBack}
      canContinue={valid}
      onSubmit={() => valid && current && onContinue((d) => withPincode(d, code, current.district))}
    >
      <div>
        <label htmlFor="term-pincode" className="block text-sm font-semibold text-slate-900">
          {t('pincode.label')}
        </label>
        <input
          id="term-pincode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          placeholder={t('pincode.placeholder')}
          value={code}
          onChange={(e) => change(e.target.value)}
          onPaste={paste}
          aria-invalid={current?.status === 'invalid' ? true : undefined}
          aria-describedby="term-pincode-status"
          className={`mt-1.5 block w-full rounded-lg border-2 bg-white px-3.5 py-2.5 text-lg tracking-[0.3em] text-slate-900 placeholder:tracking-normal placeholder:text-slate-400 focus:border-brand-600 sm:max-w-xs ${valid ? 'border-green-600' : current?.status === 'invalid' ? 'border-red-600' : 'border-slate-300'}`}
        />
        <div id="term-pincode-status" className="mt-2 min-h-6 text-sm">
          {/* Always present, so screen readers announce the text when it changes. */}
          <p role="status" className={valid ? 'font-semibold text-green-800' : 'text-slate-600'}>
            {valid && current
              ? t('pincode.found', { district: current.district })
              : current?.status === 'checking'
                ? t('pincode.checking')
                : ''}
          </p>
          <FieldError
            id="term-pincode-error"
            message={current?.status === 'invalid' ? MESSAGES.PINCODE_LOOKUP_INVALID : null}
          />
        </div>
      </div>
    </StepCard>
  );
}
