import { zodResolver } from '@hookform/resolvers/zod';
import { ZTermContact, type TTermContact } from '@kavach/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStepSave } from '../hooks/use-step-save.ts';
import { NS, type TermProposalT } from '../i18n.ts';
import { RhfFields, type RhfFieldItem } from './rhf-field.tsx';
import type { StepProps } from './step-props.ts';
import { StepForm } from '../../../shared/ui/step-form.tsx';

const contactFields = (t: TermProposalT): readonly RhfFieldItem<TTermContact>[] => [
  {
    name: 'mobile',
    spec: { label: t('contact.mobile'), kind: 'digits', maxLength: 10, autoComplete: 'tel-national' },
  },
  { name: 'email', spec: { label: t('contact.email'), kind: 'email', maxLength: 100, autoComplete: 'email' } },
  {
    name: 'address_1',
    wide: true,
    spec: { label: t('contact.address1'), kind: 'text', maxLength: 200, autoComplete: 'address-line1' },
  },
  {
    name: 'address_2',
    wide: true,
    spec: {
      label: t('contact.address2'),
      kind: 'text',
      maxLength: 200,
      optional: true,
      autoComplete: 'address-line2',
    },
  },
  { name: 'city', spec: { label: t('contact.city'), kind: 'text', locked: true } },
  { name: 'state', spec: { label: t('contact.state'), kind: 'text', locked: true } },
  { name: 'pincode', spec: { label: t('contact.pincode'), kind: 'digits', maxLength: 6, locked: true } },
];

/**
 * Issue 15, step 3: how the insurer reaches the policyholder; city, state and PIN code as quoted (they priced the
 * plan).
 */
export function ContactStep({ details, user, ...props }: StepProps) {
  const { t } = useTranslation(NS);
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
    <StepForm title={t('contact.title')} titleId="contact-title" intro={t('contact.intro')} {...save}>
      <div className="grid gap-5 sm:grid-cols-2">
        <RhfFields control={form.control} idPrefix="contact" fields={contactFields(t)} />
      </div>
    </StepForm>
  );
}
