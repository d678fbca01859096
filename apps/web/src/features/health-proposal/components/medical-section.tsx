import type { TQuestion } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';
import {
  answerKey,
  isChosen,
  isNone,
  showsSubs,
  type AnswerValue,
  type MedicalAnswers,
} from '../lib/medical-answers.ts';
import { ToggleChip } from '../../../shared/ui/toggle-chip.tsx';
import type { ReflexiveNode, SectionNode } from '../lib/medical-questions.ts';
import { AnswerField } from './answer-field.tsx';

export type MedicalMember = { key: string; label: string };

type Props = {
  section: SectionNode;
  members: readonly MedicalMember[];
  answers: MedicalAnswers;
  errorOf: (key: string) => string | undefined;
  onToggle: (member: string) => void;
  onNone: () => void;
  onAnswer: (member: string, question: TQuestion, value: AnswerValue, reflexive?: ReflexiveNode) => void;
};

/**
 * One question section (docs/product/proposal-kyc.md §2): who it applies to (or 'None'), then each follow-up question
 * with one answer per chosen member, and the sub-reflexive questions of members who answered YES. The questions are
 * the domain's, shown in its words.
 */
export function MedicalSection({ section, members, answers, errorOf, onToggle, onNone, onAnswer }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const q = section.question;
  const noCondition = <p className="mt-3 text-sm text-slate-600">{t('medical.noCondition')}</p>;
  const chosen = members.filter((m) => isChosen(answers, m.key, section));
  const none = isNone(
    answers,
    members.map((m) => m.key),
    section,
  );
  const field = (member: MedicalMember, question: TQuestion, label: string, reflexive?: ReflexiveNode) => {
    const key = answerKey(member.key, question.question_id);
    return (
      <AnswerField
        key={key}
        id={`med-${key}`.replace(/\./g, '-')}
        question={question}
        label={label}
        value={answers[member.key]?.[question.question_id]}
        error={errorOf(key)}
        onChange={(v) => onAnswer(member.key, question, v, reflexive)}
      />
    );
  };
  return (
    <section aria-labelledby={`sec-${q.question_id}`} className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h3 id={`sec-${q.question_id}`} className="text-base font-bold text-slate-900">
        {td(q.question_title)}
      </h3>
      {q.question_description && <p className="mt-1 text-sm text-slate-600">{td(q.question_description)}</p>}
      <div
        role="group"
        aria-label={t('medical.appliesTo', { question: td(q.question_title) })}
        className="mt-4 flex flex-wrap gap-2"
      >
        {members.map((m) => (
          <ToggleChip key={m.key} pressed={chosen.includes(m)} onClick={() => onToggle(m.key)}>
            {m.label}
          </ToggleChip>
        ))}
        <ToggleChip pressed={none} onClick={onNone}>
          {t('medical.none')}
        </ToggleChip>
      </div>
      {none && noCondition}
      {chosen.length > 0 &&
        section.reflexives.map((r) => {
          const withYes = chosen.filter((m) => showsSubs(answers, m.key, r));
          return (
            <fieldset key={r.question.question_id} className="mt-5 border-t border-slate-100 pt-4">
              <legend className="float-left w-full text-sm font-bold text-slate-900">
                {td(r.question.question_title)}
              </legend>
              {r.question.question_description && (
                <p className="clear-left pt-1 text-sm text-slate-600">{td(r.question.question_description)}</p>
              )}
              <div className="clear-left grid max-w-xl gap-4 pt-3">
                {chosen.map((m) => field(m, r.question, m.label, r))}
              </div>
              {r.subs.length > 0 && withYes.length === 0 && noCondition}
              {withYes.map((m) => (
                <fieldset key={m.key} className="mt-4 rounded-lg bg-slate-50 p-3 sm:p-4">
                  <legend className="sr-only">{m.label}</legend>
                  <p aria-hidden="true" className="mb-3 text-sm font-semibold text-brand-800">
                    {m.label}
                  </p>
                  <div className="grid max-w-xl gap-4">{r.subs.map((s) => field(m, s, td(s.question_title)))}</div>
                </fieldset>
              ))}
            </fieldset>
          );
        })}
    </section>
  );
}
