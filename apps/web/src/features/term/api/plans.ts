import type { TTermPlanInformationResponse } from '@kavach/domain';
import { planInformationQuery } from '../../../shared/api/plan-information.ts';
import { IN_PAGE_LANGUAGE } from '../../../shared/api/query-client.ts';

export type TermPlanInfo = TTermPlanInformationResponse[number];

// The plans' taglines, features and riders come in the page's language: asked for again when it changes.
export const termPlanInformationQuery = { ...planInformationQuery<TermPlanInfo>('termlife'), meta: IN_PAGE_LANGUAGE };
