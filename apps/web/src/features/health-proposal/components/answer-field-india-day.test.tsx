import { render, screen } from '@testing-library/react';
import type { TQuestion } from '@kavach/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { AnswerField } from './answer-field.tsx';

// The domain's texts (useDomainText) load once per language: loaded first, no render waits for them.
beforeAll(() => i18n.loadNamespaces('domain'));

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
  it.each([
    ['CALENDAR', 'Diagnosed on', '2026-04-01'],
    ['MONTH_YEAR', 'Diagnosed in', '2026-04'],
  ] as const)('lets a buyer at 01:30 in India pick today in a %s picker', (type, label, latest) => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-31T20:00:00Z') });
    render(
      <AnswerField id="when" question={question(type)} label={label} value="" error={undefined} onChange={vi.fn()} />,
    );
    expect(screen.getByLabelText(label).getAttribute('max')).toBe(latest);
  });
});
