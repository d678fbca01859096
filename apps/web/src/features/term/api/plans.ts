import type { TTermPlanInformationResponse } from '@kavach/domain';
import { planInformationQuery } from '../../../shared/api/plan-information.ts';

export type TermPlanInfo = TTermPlanInformationResponse[number];

export const termPlanInformationQuery = planInformationQuery<TermPlanInfo>('termlife');
