import type { TQuestion } from '@kavach/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { get, useForm, useWatch, type FieldErrors as RhfErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { saveMedical } from '../api/save-proposal.ts';
import { useKeepTyped, type StepInput } from '../hooks/use-step-input.ts';
import { NS } from '../i18n.ts';
import {
  chooseNone,
  medicalSchema,
  setAnswer,
  toggleMember,
  type AnswerValue,
  type MedicalAnswers,
} from '../lib/medical-answers.ts';
import { buildMedicalPayload } from '../lib/medical-payload.ts';
import { questionTree, type ReflexiveNode } from '../lib/medical-questions.ts';
import { memberTypeOf, relationTitle } from '../lib/member-tabs.ts';
import { MedicalSection } from './medical-section.tsx';
import { StepCard } from '../../../shared/ui/step-card.tsx';
import { BackAndContinue } from './continue-button.tsx';

type Props = StepInput & { focusTitle: boolean; onBack: () => void };

/** docs/product/proposal-kyc.md §2 "Medical declaration screen". */
export function MedicalStep({ journeyId, config, data, update, user, focusTitle, onBack, onSaved }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const questionSet = config.plan_specific_question_set[0];
  const tree = useMemo(() => questionTree(questionSet?.question_set ?? []), [questionSet]);
  // Members are keyed by their type code, which is also the member_id the save sends (docs/product/proposal-kyc.md §3).
  const keys = useMemo(() => config.members.map((m) => memberTypeOf(m, config.members)), [config.members]);
  const members = config.members.map((m, i) => ({
    key: keys[i]!,
    label: relationTitle(m, config.members, { t, td }),
  }));
  const root = useRef<HTMLDivElement>(null);
  // The answers live in react-hook-form, keyed member → question, checked by the rule's zod schema on Continue.
  const form = useForm<MedicalAnswers>({
    resolver: zodResolver(medicalSchema(tree, keys), undefined, { raw: true }) as Resolver<MedicalAnswers>,
    shouldFocusError: false,
    defaultValues: data.medical,
  });
  const answers = useWatch({ control: form.control }) as MedicalAnswers;
  useKeepTyped(form.subscribe, update, 'medical');

  /** Applies one of the answer rules (lib/medical-answers.ts) to every member it changed. */
  const change = (next: MedicalAnswers) => {
    const current = form.getValues();
    for (const member of new Set([...Object.keys(current), ...Object.keys(next)]))
      if (current[member] !== next[member]) form.setValue(member, next[member] ?? {});
  };
  const answer = (member: string, question: TQuestion, value: AnswerValue, reflexive?: ReflexiveNode) => {
    change(setAnswer(form.getValues(), member, question.question_id, value, reflexive));
    form.clearErrors(`${member}.${question.question_id}`);
  };

  const focusFirst = (errors: RhfErrors<MedicalAnswers>) => {
    const first = tree
      .flatMap((s) =>
        keys.flatMap((m) => [s.question, ...s.reflexives.flatMap((r) => r.subs)].map((q) => `${m}.${q.question_id}`)),
      )
      .find((key) => get(errors, key));
    if (first)
      root.current
        ?.querySelector<HTMLElement>(`[data-answer="med-${first.replace(/\./g, '-')}"] :is(input, select, textarea)`)
        ?.focus();
  };

  const save = async (values: MedicalAnswers) => {
    try {
      await saveMedical(
        buildMedicalPayload({
          journeyId,
          planId: questionSet?.plan_id ?? config.plan_id,
          userId: user?.user_id ?? null,
          tree,
          members: keys,
          answers: values,
        }),
      );
      // docs/decisions.md §4a: the declared conditions price the journey on the server, so every read of it (the
      // premium in the summary and the bar, the review's premium changes) is fetched again to show the new premium and
      // why.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(journeyId) });
      onSaved();
    } catch (err) {
      // docs/product/proposal-kyc.md §8: medical save errors are logged only; the API's 'medical.{member}.{question}'
      // paths — unanswered required questions, and a declared condition the plan cannot cover — are still put beside
      // those questions.
      console.error('Medical declaration save failed', err);
      if (err instanceof ApiError && err.status === 400) {
        for (const [path, message] of Object.entries(err.fields))
          if (path.startsWith('medical.')) form.setError(path.slice('medical.'.length), { message });
        focusFirst(form.formState.errors);
      }
    }
  };
  const submit = () => void form.handleSubmit(save, focusFirst)();
  const saving = form.formState.isSubmitting;
  const errorOf = (key: string) => (get(form.formState.errors, key) as { message?: string } | undefined)?.message;

  return (
    <StepCard title={t('medical.title')} titleId="medical-title" focusTitle={focusTitle}>
      <p className="mt-2 text-sm text-slate-600">{t('medical.intro')}</p>
      <div ref={root} className="mt-6 space-y-4">
        {tree.map((section) => (
          <MedicalSection
            key={section.question.question_id}
            section={section}
            members={members}
            answers={answers}
            errorOf={errorOf}
            onToggle={(member) => change(toggleMember(form.getValues(), section, member))}
            onNone={() => change(chooseNone(form.getValues(), section, keys))}
            onAnswer={answer}
          />
        ))}
      </div>
      <BackAndContinue onBack={onBack} onClick={submit} saving={saving} className="mt-6" />
    </StepCard>
  );
}
