import { zodResolver } from '@hookform/resolvers/zod';
import { ZTermContact, type TTermContact } from '@kavach/domain';
import { useForm } from 'react-hook-form';
import { saveTermPart } from '../api/term-journey.ts';
import { useStepSave } from '../hooks/use-step-save.ts';
import { RhfField } from './rhf-field.tsx';
import type { StepProps } from './step-props.ts';
import { StepForm } from '../../../shared/ui/step-form.tsx';

/** Issue 15, step 3: how the insurer reaches the policyholder; city, state and PIN code as quoted (they priced the plan). */
export function ContactStep({ journeyId, details, user, focusTitle, onSaved, onBack }: StepProps) {
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
  const { control } = form;
  const { save, problem } = useStepSave(
    'contact_details',
    form.setError,
    (wire: TTermContact) => saveTermPart.CONTACT(journeyId, { ...wire, address_2: wire.address_2 || undefined }),
    onSaved,
  );
  const id = 'contact';
  return (
    <StepForm
      title="Contact details"
      titleId="contact-title"
      intro="Where the insurer sends the policy and reaches you."
      focusTitle={focusTitle}
      onSubmit={(e) => void form.handleSubmit((wire) => save(wire))(e)}
      onBack={onBack}
      submitting={form.formState.isSubmitting}
      problem={problem}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <RhfField
          control={control}
          name="mobile"
          idPrefix={id}
          spec={{ label: 'Mobile number', kind: 'digits', maxLength: 10, autoComplete: 'tel-national' }}
        />
        <RhfField
          control={control}
          name="email"
          idPrefix={id}
          spec={{ label: 'Email', kind: 'email', maxLength: 100, autoComplete: 'email' }}
        />
        <RhfField
          control={control}
          name="address_1"
          idPrefix={id}
          className="sm:col-span-2"
          spec={{ label: 'Address line 1', kind: 'text', maxLength: 200, autoComplete: 'address-line1' }}
        />
        <RhfField
          control={control}
          name="address_2"
          idPrefix={id}
          className="sm:col-span-2"
          spec={{
            label: 'Address line 2',
            kind: 'text',
            maxLength: 200,
            optional: true,
            autoComplete: 'address-line2',
          }}
        />
        <RhfField control={control} name="city" idPrefix={id} spec={{ label: 'City', kind: 'text', locked: true }} />
        <RhfField control={control} name="state" idPrefix={id} spec={{ label: 'State', kind: 'text', locked: true }} />
        <RhfField
          control={control}
          name="pincode"
          idPrefix={id}
          spec={{ label: 'PIN code', kind: 'digits', maxLength: 6, locked: true }}
        />
      </div>
    </StepForm>
  );
}
