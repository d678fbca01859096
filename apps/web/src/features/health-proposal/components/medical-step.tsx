import type { TJourneyConfigResponse, TQuestion } from '@kavach/domain';
import { useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { saveMedical } from '../api/save-proposal.ts';
import type { JourneyData } from '../lib/journey-data.ts';
import { chooseNone, setAnswer, toggleMember, validateMedical, type AnswerValue } from '../lib/medical-answers.ts';
import { buildMedicalPayload } from '../lib/medical-payload.ts';
import { questionTree, type ReflexiveNode } from '../lib/medical-questions.ts';
import { memberTypeOf, relationTitle } from '../lib/member-tabs.ts';
import type { SessionUser } from '../../../shared/auth/use-session-user.ts';
import { MedicalSection } from './medical-section.tsx';
import { BackButton, StepCard } from '../../../shared/ui/step-card.tsx';

type Props = {
  journeyId: string;
  config: TJourneyConfigResponse;
  data: JourneyData;
  update: (change: (d: JourneyData) => JourneyData) => void;
  user: SessionUser | null;
  focusTitle: boolean;
  onBack: () => void;
  onSaved: () => void;
};

/** spec 2 §2 "Medical declaration screen". */
export function MedicalStep({ journeyId, config, data, update, user, focusTitle, onBack, onSaved }: Props) {
  const questionSet = config.plan_specific_question_set[0];
  const tree = useMemo(() => questionTree(questionSet?.question_set ?? []), [questionSet]);
  // Members are keyed by their type code, which is also the member_id the save sends (spec 2 §3).
  const members = useMemo(
    () =>
      config.members.map((m) => ({ key: memberTypeOf(m, config.members), label: relationTitle(m, config.members) })),
    [config.members],
  );
  const keys = members.map((m) => m.key);
  const answers = data.medical;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const setAnswers = (change: (a: JourneyData['medical']) => JourneyData['medical']) =>
    update((d) => ({ ...d, medical: change(d.medical) }));
  const answer = (member: string, question: TQuestion, value: AnswerValue, reflexive?: ReflexiveNode) => {
    setAnswers((a) => setAnswer(a, member, question.question_id, value, reflexive));
    setErrors((e) => {
      const { [`${member}.${question.question_id}`]: _cleared, ...rest } = e;
      return rest;
    });
  };

  const submit = async () => {
    const found = validateMedical(tree, keys, answers);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first)
      return root.current
        ?.querySelector<HTMLElement>(`[data-answer="med-${first.replace(/\./g, '-')}"] :is(input, select, textarea)`)
        ?.focus();
    setSaving(true);
    try {
      await saveMedical(
        buildMedicalPayload({
          journeyId,
          planId: questionSet?.plan_id ?? config.plan_id,
          userId: user?.user_id ?? null,
          tree,
          members: keys,
          answers,
        }),
      );
      onSaved();
    } catch (err) {
      // spec 2 §8: medical save errors are logged only; the API's 'medical.{member}.{question}' paths
      // of unanswered required questions are still put beside those questions.
      console.error('Medical declaration save failed', err);
      if (err instanceof ApiError && err.status === 400) {
        setErrors(
          Object.fromEntries(
            Object.entries(err.fields).flatMap(([path, message]) =>
              path.startsWith('medical.') ? [[path.slice('medical.'.length), message]] : [],
            ),
          ),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <StepCard
      title="Please answer the following medical questions for all family members"
      titleId="medical-title"
      focusTitle={focusTitle}
    >
      <p className="mt-2 text-sm text-slate-600">
        For each question, choose the members it applies to, or None. Answer honestly: an undeclared condition can lead
        to a rejected claim.
      </p>
      <div ref={root} className="mt-6 space-y-4">
        {tree.map((section) => (
          <MedicalSection
            key={section.question.question_id}
            section={section}
            members={members}
            answers={answers}
            errors={errors}
            onToggle={(member) => setAnswers((a) => toggleMember(a, section, member))}
            onNone={() => setAnswers((a) => chooseNone(a, section, keys))}
            onAnswer={answer}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <BackButton onClick={onBack} />
        <Button onClick={() => void submit()} disabled={saving} className="w-full sm:w-auto sm:min-w-40">
          {saving ? 'Saving…' : 'Continue'}
        </Button>
      </div>
    </StepCard>
  );
}
