import type { TAuthSessionResponse, TTermJourneyDetailsResponse, TermProposalStep } from '@kavach/domain';

/** What every step of the term proposal is given by the page. */
export type StepProps = {
  journeyId: string;
  details: TTermJourneyDetailsResponse;
  user: TAuthSessionResponse | null;
  focusTitle: boolean;
  onSaved: (next: TermProposalStep) => void;
  onBack?: () => void;
};
