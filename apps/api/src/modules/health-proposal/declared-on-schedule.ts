import {
  EXISTING_CONDITION_LABELS,
  NO_EXISTING_DISEASE,
  declaredConditions,
  isConditionQuestion,
  type THealthProposal,
  type TPremiumBreakup,
} from '@kavach/domain';
import { catalogueText, type HealthCatalogue, type HealthPlanEntry, type MedicalQuestion } from '@kavach/rating';
import type { PaidJourney } from '../payments/journey-snapshot.ts';
import type { ScheduleWriter } from '../payments/schedule-pdf.ts';

/** Each condition option of a declaration's "Which conditions?" questions, by key, in the declaration's words. */
export function conditionOptionLabels(questions: readonly MedicalQuestion[]): Map<string, string> {
  return new Map(
    questions
      .filter((q) => isConditionQuestion(q.question_id))
      .flatMap((q) => q.answer_field_options.map((o) => [o.answer_option_key, o.answer_option_label] as const)),
  );
}

const conditionLabelOf = (ped: string) => (EXISTING_CONDITION_LABELS as Record<string, string>)[ped] ?? ped;

/**
 * The health conditions the policy was bought on, as the schedule states them: each member's declared conditions in
 * the words of the plan's declaration, the conditions named when quoting, the loading each added to the premium, and
 * when the plan covers them. A buyer's claim is judged against this record, and the premium it explains was paid.
 */
export function writeDeclaredConditions(
  w: ScheduleWriter,
  catalogue: HealthCatalogue,
  plan: HealthPlanEntry | undefined,
  journey: Pick<PaidJourney<'HEALTH'>, 'proposal' | 'quoteRequest' | 'pedWaitingMonths'>,
  members: NonNullable<THealthProposal['insured_members']>,
  premium: Pick<TPremiumBreakup, 'loadings'>,
): void {
  // A record kept after the buyer deleted their account has no medical declaration (account/retained-record.ts):
  // nothing is stated rather than "none declared".
  const { medical } = journey.proposal;
  if (!medical) return;
  const { t, td, language } = w.texts;
  // The plan's own words for a condition, in the schedule's language where the catalogue translates them.
  const declaredAs = catalogueText(catalogue.translations, language);
  const conditionLabel = (ped: string) => td(conditionLabelOf(ped));
  const optionLabel = conditionOptionLabels(
    plan ? (catalogue.medicalQuestionSets[plan.medical_question_set_id] ?? []) : [],
  );
  const declared = declaredConditions(medical);
  const quoted = ((journey.quoteRequest.ped_list as string[] | undefined) ?? []).filter(
    (p) => p !== NO_EXISTING_DISEASE,
  );
  const loadings = premium.loadings ?? [];
  w.heading(t('health.declared.heading'));
  if (declared.size === 0 && quoted.length === 0) return void w.text(t('health.declared.none'));
  for (const m of members) {
    const options = declared.get(m.member_id);
    if (options) w.row(m.full_name, options.map((o) => declaredAs(optionLabel.get(o) ?? o)).join(', '));
  }
  if (quoted.length > 0) w.row(t('health.declared.quoted'), quoted.map(conditionLabel).join(', '));
  // Each loading names the members whose share it raised (a premium priced before that named none: it loaded all).
  const nameOf = (code: string) => members.find((m) => m.member_id === code)?.full_name ?? code;
  if (loadings.length > 0)
    w.row(
      t('health.declared.loading'),
      loadings
        .map((l) => {
          const who = l.members && l.members.length > 0 ? ` (${l.members.map(nameOf).join(', ')})` : '';
          return `${conditionLabel(l.condition)} +${l.percent}%${who}`;
        })
        .join(', '),
    );
  // The waiting period the policy was sold with (recorded at confirmation); older policies read the plan's.
  const waiting = journey.pedWaitingMonths ?? plan?.ped_waiting_period_months;
  if (waiting !== undefined) w.text(t('health.declared.covered', { months: waiting }));
}
