import { zodResolver } from '@hookform/resolvers/zod';
import { ZTermContact, type TTermContact } from '@kavach/domain';
import { useForm } from 'react-hook-form';
import { useStepSave } from '../hooks/use-step-save.ts';
import { RhfFields, type RhfFieldItem } from './rhf-field.tsx';
import type { StepProps } from './step-props.ts';
import { StepForm } from '../../../shared/ui/step-form.tsx';

const CONTACT_FIELDS: readonly RhfFieldItem<TTermContact>[] = [
  { name: 'mobile', spec: { label: 'Mobile number', kind: 'digits', maxLength: 10, autoComplete: 'tel-national' } },
  { name: 'email', spec: { label: 'Email', kind: 'email', maxLength: 100, autoComplete: 'email' } },
  {
    name: 'address_1',
    wide: true,
    spec: { label: 'Address line 1', kind: 'text', maxLength: 200, autoComplete: 'address-line1' },
  },
  {
    name: 'address_2',
    wide: true,
    spec: { label: 'Address line 2', kind: 'text', maxLength: 200, optional: true, autoComplete: 'address-line2' },
  },
  { name: 'city', spec: { label: 'City', kind: 'text', locked: true } },
  { name: 'state', spec: { label: 'State', kind: 'text', locked: true } },
  { name: 'pincode', spec: { label: 'PIN code', kind: 'digits', maxLength: 6, locked: true } },
];

/**
 * Issue 15, step 3: how the insurer reaches the policyholder; city, state and PIN code as quoted (they priced the
 * plan).
 */
export function ContactStep({ details, user, ...props }: StepProps) {
  const { quoted } = details;
  const form = useForm<TTermContact>({
    resolver: zodResolver(ZTermContact),
    defaultValues: details.contact ?? {
      mobile: user?.mobile_number ?? '',
      email: user?.email ?? '',
      address_1: '',
      address_2: '',
      city: quoted.city,
      state: quoted.state,
      pincode: quoted.pincode,
    },
  });
  const save = useStepSave('CONTACT', form, props, (wire) => ({ ...wire, address_2: wire.address_2 || undefined }));
  return (
    <StepForm
      title="Contact details"
      titleId="contact-title"
      intro="Where the insurer sends the policy and reaches you."
      {...save}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <RhfFields control={form.control} idPrefix="contact" fields={CONTACT_FIELDS} />
      </div>
    </StepForm>
  );
}
