import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { englishNamespace } from '../i18n/english-namespace.ts';
import en from '../i18n/locales/en.json';
import { Button } from './button.tsx';
import { BackButton, StepCard } from './step-card.tsx';

const NS = englishNamespace('common', en);

type Props = {
  title: string;
  titleId: string;
  intro?: string;
  focusTitle: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack?: (() => void) | undefined;
  submitting: boolean;
  problem: string | null;
  children: ReactNode;
};

/**
 * One saved step of a proposal (term and motor): its card, its fields, the save's problem, Back and
 * 'Save and continue'. Shared so both proposals keep one footer and one way of telling a failed save.
 */
export function StepForm({
  title,
  titleId,
  intro,
  focusTitle,
  onSubmit,
  onBack,
  submitting,
  problem,
  children,
}: Props) {
  const { t } = useTranslation(NS);
  return (
    <StepCard title={title} titleId={titleId} focusTitle={focusTitle}>
      {intro && <p className="mt-2 text-sm text-slate-600">{intro}</p>}
      <form className="mt-6 space-y-6" noValidate onSubmit={onSubmit}>
        {children}
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          {onBack ? <BackButton onClick={onBack} /> : <span />}
          <Button type="submit" disabled={submitting} aria-busy={submitting} className="w-full sm:w-auto sm:min-w-48">
            {submitting ? t('stepForm.saving') : t('stepForm.save')}
          </Button>
        </div>
      </form>
    </StepCard>
  );
}
