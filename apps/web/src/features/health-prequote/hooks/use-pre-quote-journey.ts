import type { PreQuoteStep } from '@kavach/domain/constants/health';
import { DEFAULT_COVERAGE } from '@kavach/domain/code-lists/cover';
import type { PreQuoteDetails, SelectedMember } from '@kavach/domain/health/pre-quote-details';
import { useEffect, useRef, useState } from 'react';
import {
  BLANK_PROPOSER,
  readDetails,
  resumeStep,
  writeDetails,
  writeInsuranceFor,
  writeMemberType,
  writeSelectedMembers,
  writeSelectedPeds,
  writeStep,
} from './pre-quote-storage.ts';

export type HealthAnswers = Pick<
  PreQuoteDetails,
  'pincode' | 'pincode_details' | 'ped' | 'pedMembers' | 'hasExistingDisease' | 'hasExistingPolicy' | 'existingCover'
>;

/**
 * docs/product/quotes.md §3: gender, name and dob describe the buyer. When the buyer is not insured (parents only) they
 * come from the first member, as the quote list does when it rebuilds the details, and a blank proposer
 * record is added.
 */
export function withMembers(details: PreQuoteDetails, members: SelectedMember[]): PreQuoteDetails {
  const buyer = members.find((m) => m.relation === 'SELF');
  const lead = buyer ?? members[0];
  return {
    ...details,
    members,
    gender: lead?.gender === 'FEMALE' ? 'Female' : 'Male',
    name: lead?.name ?? '',
    dob: lead?.dob ?? '',
    proposer: buyer ? null : BLANK_PROPOSER,
  };
}

/** The pre-quote journey's step and answers, read from and written through to storage. */
export function usePreQuoteJourney(insuranceFor: 'self' | 'family') {
  const [state, setState] = useState(() => {
    const details = readDetails();
    return { details, step: resumeStep(insuranceFor, details) };
  });
  // Handlers may fire twice before a re-render (typing fast); the ref always holds the latest answers.
  const latest = useRef(state.details);

  useEffect(() => writeStep(state.step), [state.step]);

  const save = (details: PreQuoteDetails, step: PreQuoteStep = state.step) => {
    latest.current = details;
    writeDetails(details);
    setState({ details, step });
  };

  return {
    step: state.step,
    details: state.details,
    goTo: (step: PreQuoteStep) => setState((s) => ({ ...s, step })),
    /** docs/product/quotes.md §4: Continue on a personal-details step saves the members and moves to health info. */
    saveMembers: (members: SelectedMember[]) => {
      writeSelectedMembers(members);
      save({ ...withMembers(latest.current, members), step: 'HEALTH_INFO' }, 'HEALTH_INFO');
    },
    /**
     * Issue 17: the buyer on the self step adds family members: the family type's members open next, with the buyer
     * already ticked when their details were complete.
     */
    startFamily: (self: SelectedMember | null) => {
      writeInsuranceFor('family');
      writeMemberType('family');
      writeStep('FAMILY_PERSONAL_DETAILS');
      if (self) {
        latest.current = withMembers(latest.current, [self]);
        writeDetails(latest.current);
      }
    },
    updateHealth: (patch: Partial<HealthAnswers>) => {
      // docs/product/quotes.md §3: the declared conditions are also kept on their own under selectedPEDs.
      if (patch.ped) writeSelectedPeds(patch.ped);
      save({ ...latest.current, ...patch });
    },
    /** The complete record sent for quotes (docs/product/quotes.md §3), saved first so the quote list can read it. */
    confirmDetails: (): PreQuoteDetails => {
      const details: PreQuoteDetails = { ...latest.current, step: 'HEALTH_INFO', coverage: DEFAULT_COVERAGE };
      save(details);
      return details;
    },
  };
}
