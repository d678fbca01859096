import type { MotorPolicyType } from '../code-lists/cover';
import { addDays } from '../validation/dates';

/**
 * A break-in (issue 45): own damage asked for a registered vehicle whose cover has lapsed (no current policy, or one
 * that ended before the day cover would start). Insurers inspect such a vehicle before own-damage cover starts, as
 * its damage since the lapse is not theirs to pay; third party alone needs no inspection. A new vehicle (no
 * registration date) cannot have lapsed.
 */
export function isBreakIn(
  request: {
    registration_date: string | null;
    policy_type: MotorPolicyType;
    previous_policy: { expiry_date: string } | null;
  },
  coverStart: string,
): boolean {
  if (request.registration_date === null || request.policy_type === 'THIRD_PARTY') return false;
  // Cover starting the day after the old policy ends is a renewal with no gap.
  return request.previous_policy === null || addDays(request.previous_policy.expiry_date, 1) < coverStart;
}

/** The photos a break-in inspection asks for: the vehicle from each side and its odometer. */
export const INSPECTION_VIEWS = ['FRONT', 'REAR', 'LEFT', 'RIGHT', 'ODOMETER'] as const;
export type InspectionView = (typeof INSPECTION_VIEWS)[number];
export const INSPECTION_VIEW_LABELS: Record<InspectionView, string> = {
  FRONT: 'Front of the vehicle, number plate readable',
  REAR: 'Rear of the vehicle, number plate readable',
  LEFT: 'Left side',
  RIGHT: 'Right side',
  ODOMETER: 'Odometer, reading visible',
};
