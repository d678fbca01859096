import type { JourneyVertical } from '@kavach/domain';
import type { InsurerContacts } from '@kavach/rating';
import type { FastifyInstance } from 'fastify';
import type { AppConfig, CatalogueSetting } from '../config.ts';
import type { JourneyVerticalConfig } from '../modules/journeys/vertical.ts';
import type { HealthQuoteRouteOptions } from '../modules/quotes/routes.ts';

/** What a vertical's routes may read of the app being built. */
export type VerticalSettings = {
  config: AppConfig;
  /** Tests swap a plan's insurer connector for a faulty one (issue 10 faults); production never sets it. */
  connectorOverride?: HealthQuoteRouteOptions['connectorOverride'];
};

/** A vertical on its catalogue: its answers to the journey core, and its own routes. */
export type LoadedVertical<V extends JourneyVertical> = {
  answers: JourneyVerticalConfig & { vertical: V };
  /** Every insurer its catalogue names: each gets a policy connector (docs/decisions.md §4b). */
  insurerIds: readonly string[];
  /** Each insurer's numbers as its catalogue prints them: checked against the other verticals' at start-up. */
  insurerContacts: readonly InsurerContacts[];
  /** Figures its catalogue still marks "sample" (file: path): illustrative in demo, refused in production. */
  sampleFigures: readonly string[];
  /** Registers its routes (quotes, journey, proposal) once the core's plugins and decorations are in. */
  register(app: FastifyInstance, settings: VerticalSettings): Promise<void>;
};

/**
 * A vertical's part of the API, kept in its own folders; app.ts walks the table of them (verticals/index.ts) and
 * names none. `load` reads its catalogue from the folder its setting names, or its bundled sample, checked at
 * start-up: a broken file stops the server with the file and the problem (issue 3).
 */
export type VerticalModule<V extends JourneyVertical, StoredRequest = unknown> = {
  load(catalogue: CatalogueSetting): LoadedVertical<V>;
  /**
   * Never read: it names the type of the request a journey of this vertical is priced from and stores
   * (`quote_request`), so `Journey<V>['quoteRequest']` is the vertical's own (journeys/journey.ts).
   */
  readonly storedRequest?: StoredRequest;
};
