import { HEALTH_INSURER_IDS, HEALTH_INSURER_NAMES, type HealthInsurerId } from '../code-lists/cover';

export type HealthInsurer = { readonly insurer_id: HealthInsurerId; readonly name: string };

export const HEALTH_INSURERS: readonly HealthInsurer[] = HEALTH_INSURER_IDS.map((insurer_id) => ({
  insurer_id,
  name: HEALTH_INSURER_NAMES[insurer_id],
}));
