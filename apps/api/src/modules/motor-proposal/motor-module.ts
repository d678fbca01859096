import { parseMotorCatalogue, type MotorCatalogue } from '@kavach/rating';
import { directoryReader } from '../../catalogue/load-catalogues.ts';
import { SAMPLE_CATALOGUE_DIRS } from '../../catalogue/sample-catalogues.ts';
import { createVehicleRegistry } from '../../providers/vehicle-registry/index.ts';
import type { VerticalModule } from '../../verticals/vertical-module.ts';
import type { StoredMotorRequest } from '../motor/stored-motor-request.ts';
import motorRoutes from '../motor/routes.ts';
import motorProposalRoutes from './routes.ts';
import { motorVertical } from './motor-vertical.ts';

export const loadMotorCatalogue = (dir: string = SAMPLE_CATALOGUE_DIRS.motor): MotorCatalogue =>
  parseMotorCatalogue(directoryReader(dir));

/** Bike and car: vehicle lists, registry lookups and quotes, then the journey and its proposal, on one catalogue. */
export const motorModule: VerticalModule<'MOTOR', StoredMotorRequest> = {
  load: ({ dir, sample }) => {
    const catalogue = loadMotorCatalogue(dir);
    return {
      answers: motorVertical(catalogue, sample || catalogue.sampleFigures.length > 0),
      insurerIds: catalogue.insurers.map((i) => i.insurer_id),
      insurerContacts: catalogue.insurers,
      sampleFigures: catalogue.sampleFigures,
      register: async (app, { config }) => {
        // One registry for the lookup, the quotes and the vehicle step: one cache of its (paid) answers.
        const registry = createVehicleRegistry(config.vehicleRegistry, app.log);
        await app.register(motorRoutes, { catalogue, registry });
        await app.register(motorProposalRoutes, { catalogue, registry });
      },
    };
  },
};
