import { NO_EXISTING_DISEASE } from '@kavach/domain/constants/health-cover';
import { EXISTING_CONDITION_OPTIONS } from '@kavach/domain/code-lists/proposal';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberFromDob } from '@kavach/domain/health/pre-quote-details';
import type { HealthAnswers } from '../hooks/use-pre-quote-journey.ts';
import { DiseaseQuestion, PolicyQuestion } from './health-questions.tsx';

const UNANSWERED = {
  pincode: '411001',
  pincode_details: null,
  ped: [],
  pedMembers: {},
  hasExistingDisease: '',
  hasExistingPolicy: '',
  existingCover: '',
} satisfies HealthAnswers;

const self = memberFromDob('Rahul', 'SELF', 'MALE', '1990-05-14');

describe('pre-quote health questions (docs/product/quotes.md §4)', () => {
  it('opens the conditions only after "yes", and "no" records no existing disease', () => {
    const onChange = vi.fn();
    render(<DiseaseQuestion answers={UNANSWERED} members={[self]} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Do you have any existing disease?' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Select all that apply' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenCalledWith({ hasExistingDisease: 'no', ped: [NO_EXISTING_DISEASE], pedMembers: {} });

    cleanup();
    render(
      <DiseaseQuestion
        answers={{ ...UNANSWERED, hasExistingDisease: 'yes', ped: ['DIABETES'] }}
        members={[self]}
        onChange={vi.fn()}
      />,
    );
    const conditions = screen.getByRole('group', { name: 'Select all that apply' });
    expect(conditions.querySelectorAll('input[type=checkbox]')).toHaveLength(EXISTING_CONDITION_OPTIONS.length);
    // One member insured: the condition is theirs, nobody is asked who has it.
    expect(screen.queryByRole('group', { name: 'Who has Diabetes?' })).toBeNull();
  });

  it('asks a family who has each chosen condition', () => {
    const onChange = vi.fn();
    const father = memberFromDob('Vasant', 'FATHER', 'MALE', '1962-03-01');
    render(
      <DiseaseQuestion
        answers={{
          ...UNANSWERED,
          hasExistingDisease: 'yes',
          ped: ['DIABETES', 'ASTHMA'],
          pedMembers: { ASTHMA: ['SELF'] },
        }}
        members={[self, father]}
        onChange={onChange}
      />,
    );
    const who = screen.getByRole('group', { name: 'Who has Diabetes?' });
    expect(screen.getByRole('group', { name: 'Who has Asthma?' })).toBeTruthy();
    fireEvent.click(within(who).getByRole('checkbox', { name: 'Vasant (Father)' }));
    expect(onChange).toHaveBeenCalledWith({ pedMembers: { ASTHMA: ['SELF'], DIABETES: ['FATHER'] } });
  });

  it('asks how much cover only of a buyer with a policy, and "no" clears the cover', () => {
    const onChange = vi.fn();
    render(<PolicyQuestion answers={{ ...UNANSWERED, hasExistingPolicy: 'yes' }} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'How much cover does it give?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenCalledWith({ hasExistingPolicy: 'no', existingCover: '' });

    cleanup();
    render(<PolicyQuestion answers={{ ...UNANSWERED, hasExistingPolicy: 'no' }} onChange={vi.fn()} />);
    expect(screen.queryByRole('group', { name: 'How much cover does it give?' })).toBeNull();
  });
});
