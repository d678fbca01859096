import type { JourneyVertical } from '@kavach/domain';
import { healthModule } from '../modules/health-proposal/health-module.ts';
import { motorModule } from '../modules/motor-proposal/motor-module.ts';
import { termModule } from '../modules/term-proposal/term-module.ts';
import type { VerticalModule } from './vertical-module.ts';

/** Every vertical's API module, by its code: a vertical the registry names and this table lacks does not compile. */
export const VERTICAL_MODULES = {
  HEALTH: healthModule,
  TERM: termModule,
  MOTOR: motorModule,
} as const satisfies { readonly [V in JourneyVertical]: VerticalModule<V> };

/** The request a journey of vertical V is priced from and stores, as its module names it. */
export type StoredRequestOf<V extends JourneyVertical> =
  (typeof VERTICAL_MODULES)[V] extends VerticalModule<V, infer R> ? R : never;
