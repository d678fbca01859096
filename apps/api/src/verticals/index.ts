import type { JourneyVertical } from '@kavach/domain';
import { healthModule } from '../modules/health-proposal/health-module.ts';
import { motorModule } from '../modules/motor-proposal/motor-module.ts';
import { termModule } from '../modules/term-proposal/term-module.ts';
import type { VerticalModule } from './vertical-module.ts';

/** Every vertical's API module, by its code: a vertical the registry names and this table lacks does not compile. */
export const VERTICAL_MODULES: { readonly [V in JourneyVertical]: VerticalModule<V> } = {
  HEALTH: healthModule,
  TERM: termModule,
  MOTOR: motorModule,
};
