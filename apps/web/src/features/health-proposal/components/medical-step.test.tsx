import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { conditionNotCovered } from '@kavach/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { journeyPremiumQuery } from '../../../shared/api/journey-premium.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { messageOf } from '../../../test/field-message.ts';
import { CONFIG } from '../lib/test-fixtures.ts';
import { MedicalStep } from './medical-step.tsx';
import { renderHealthStep } from './step-harness.tsx';

// The domain's texts (useDomainText) load once per language: loaded first, no render waits for them.
beforeAll(() => i18n.loadNamespaces('domain'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderMedical = () => renderHealthStep((props) => <MedicalStep {...props} />);
const section = (title: string) => screen.getByRole('region', { name: title });
/** The wife under treatment: chosen for the illness section, YES to the treatment question. */
function wifeUnderTreatment() {
  const illness = section('PED_ANY');
  fireEvent.click(within(illness).getByRole('button', { name: 'Wife' }));
  const treatment = within(illness).getByRole('group', { name: 'PED_UNDER_TREATMENT' });
  fireEvent.click(within(within(treatment).getByRole('group', { name: 'Wife' })).getByRole('radio', { name: 'YES' }));
  return illness;
}
const details = () => screen.getByLabelText('PED_TREATMENT_DETAILS') as HTMLTextAreaElement;

describe('health medical step (docs/product/proposal-kyc.md §2, §4, §5)', () => {
  it('requires the follow-up of a YES before saving, then sends each member’s answers, unanswered ones as NO', async () => {
    const calls = stubApi(() => Response.json({ journey_id: CONFIG.journey_id, status: 'SAVED', journey_step: 'X' }));
    const { onSaved } = renderMedical();
    wifeUnderTreatment();
    fireEvent.click(within(section('HOSP_ANY')).getByRole('button', { name: 'None' }));
    await screen.findByText('No family members have this specific condition.');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(messageOf(details())).toBe('This field is required'));
    expect(document.activeElement).toBe(details());
    expect(calls).toEqual([]);
    fireEvent.change(details(), { target: { value: 'Inhaler twice a day' } });
    await waitFor(() => expect(details().getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());

    expect(calls.map((c) => c.url)).toEqual(['/v1/health/journey/save-medical-declaration']);
    type Declaration = { member_id: string; medical_declaration_answers: Record<string, unknown>[] };
    const declarations = (
      calls[0]!.body.plan_specific_medical_declarations as { member_specific_medical_declarations: Declaration[] }[]
    )[0]!.member_specific_medical_declarations;
    expect(declarations.map((d) => d.member_id)).toEqual(['SELF', 'SPOUSE', 'CHILD_01', 'CHILD_02']);
    const answers = (member: string) =>
      Object.fromEntries(
        declarations
          .find((d) => d.member_id === member)!
          .medical_declaration_answers.map((a) => [
            a.question_id,
            a.answer_field_single_select ?? a.answer_field_text_area ?? a.answer_field_multi_select,
          ]),
      );
    expect(answers('SPOUSE')).toMatchObject({
      PED_ANY: 'YES',
      PED_UNDER_TREATMENT: 'YES',
      PED_TREATMENT_DETAILS: 'Inhaler twice a day',
      HOSP_ANY: 'NO',
    });
    expect(answers('SELF')).toMatchObject({ PED_ANY: 'NO', HOSP_ANY: 'NO' });
    expect(answers('SELF')).not.toHaveProperty('PED_TREATMENT_DETAILS');
  });

  it('deselecting a member clears their follow-up answers', async () => {
    stubApi(() => Response.json({}));
    renderMedical();
    const illness = wifeUnderTreatment();
    fireEvent.change(details(), { target: { value: 'Inhaler' } });
    fireEvent.click(within(illness).getByRole('button', { name: 'Wife' }));
    await waitFor(() => expect(screen.queryByLabelText('PED_TREATMENT_DETAILS')).toBeNull());
    fireEvent.click(within(illness).getByRole('button', { name: 'Wife' }));
    expect(within(illness).getByRole('button', { name: 'Wife' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByLabelText('PED_TREATMENT_DETAILS')).toBeNull();
  });

  it('puts the API’s answer errors beside their questions', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Medical declaration incomplete',
            fields: { 'medical.SPOUSE.PED_TREATMENT_DETAILS': 'Please describe the treatment' },
          },
        },
        { status: 400 },
      ),
    );
    const { onSaved } = renderMedical();
    wifeUnderTreatment();
    fireEvent.change(details(), { target: { value: '?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(messageOf(details())).toBe('Please describe the treatment'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('fetches the journey’s premium again once the declaration is saved: declared conditions re-price it', async () => {
    stubApi(() => Response.json({ journey_id: CONFIG.journey_id, status: 'SAVED', journey_step: 'KYC_STEP' }));
    const premium = journeyPremiumQuery('HEALTH', CONFIG.journey_id).queryKey;
    queryClient.setQueryData(premium, { premium_changes: [] } as never);
    const { onSaved } = renderMedical();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(queryClient.getQueryState(premium)?.isInvalidated).toBe(true);
    queryClient.clear();
  });

  it('says beside the member’s conditions that the plan cannot cover one, and stays on the step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = conditionNotCovered(['Asthma']);
    stubApi(() =>
      Response.json(
        {
          error: { code: 'VALIDATION_FAILED', message: refusal, fields: { 'medical.SPOUSE.PED_CONDITIONS': refusal } },
        },
        { status: 400 },
      ),
    );
    const { onSaved } = renderMedical();
    const illness = wifeUnderTreatment();
    fireEvent.change(details(), { target: { value: 'Inhaler twice a day' } });
    const conditions = within(illness).getByRole('group', { name: 'PED_CONDITIONS' });
    fireEvent.click(within(conditions).getByRole('checkbox', { name: 'ASTHMA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(illness).getByText(refusal)).toBeTruthy());
    expect(refusal).toContain('choose another plan');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
