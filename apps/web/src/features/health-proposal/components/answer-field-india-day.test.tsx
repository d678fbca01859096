import { render, screen } from '@testing-library/react';
import type { TQuestion } from '@kavach/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerField } from './answer-field.tsx';

afterEach(() => vi.useRealTimers());

const question = (answer_field_type: TQuestion['answer_field_type']): TQuestion => ({
  question_id: 'WHEN',
  question_title: 'When was it diagnosed?',
  question_description: '',
  section_type: 'PED' as TQuestion['section_type'],
  section_id: 'PED',
  reflexive_id: null,
  answer_field_type,
  answer_field_options: [],
  answer_placeholder: '',
});

/**
 * attack17: the medical answers' date and month pickers cap the date at the UTC day, not India's. From midnight to
 * 05:30 in India the picker's latest date is yesterday (and on the 1st of a month, last month), so a buyer cannot
 * answer with today's date (a diagnosis or hospital visit today) — the very day every other rule calls today.
 */
describe('medical answer date pickers end on India’s today', () => {
  it('lets a buyer at 01:30 in India pick today’s date and this month', () => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-31T20:00:00Z') });
    const onChange = vi.fn();
    const { unmount } = render(
      <AnswerField
        id="when"
        question={question('CALENDAR')}
        label="Diagnosed on"
        value=""
        error={undefined}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText('Diagnosed on').getAttribute('max')).toBe('2026-04-01');
    unmount();
    render(
      <AnswerField
        id="month"
        question={question('MONTH_YEAR')}
        label="Diagnosed in"
        value=""
        error={undefined}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText('Diagnosed in').getAttribute('max')).toBe('2026-04');
  });
});
