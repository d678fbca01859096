import { z } from 'zod';
import { ZMotorNominee, ZMotorOwner, ZMotorVehicleDetails } from '../api/motor/motor-proposal';
import { keepKeys, type Retained } from '../verticals/retained';

/**
 * A motor journey's proposal as stored, one part per step (null until it is saved), read back through this schema:
 * the steps' fields without the checks a save makes on the day, and only what account deletion keeps required. The
 * proposer is the registered owner.
 */
export const ZMotorProposal = z.object({
  proposer: z.object(ZMotorOwner.shape).partial().required({ full_name: true }).nullable().default(null),
  vehicle: z
    .object(ZMotorVehicleDetails.shape)
    .partial()
    .required({ engine_number: true, chassis_number: true })
    .nullable()
    .default(null),
  /** The nominee of the owner-driver's personal accident cover. */
  nominee: z
    .object(ZMotorNominee.shape)
    .partial()
    .required({ full_name: true, relation: true, age: true })
    .nullable()
    .default(null),
});
export type TMotorProposal = z.output<typeof ZMotorProposal>;

/** The parts of a live motor proposal as their steps saved them, whole (`completePart`). */
export const MOTOR_COMPLETE = {
  proposer: z.object(ZMotorOwner.shape),
  vehicle: z.object(ZMotorVehicleDetails.shape),
  nominee: z.object(ZMotorNominee.shape),
};

/**
 * The registered owner and their address, as the certificate of insurance names them; the vehicle insured (the
 * registration, engine and chassis numbers identify it) and its previous policy; who the owner-driver's accident cover
 * pays; and the priced cover of that vehicle, which holds no one's personal data.
 */
export const MOTOR_RETAINED: Retained = {
  proposal: {
    proposer: keepKeys('full_name', 'mobile', 'email', 'address_1', 'city', 'state', 'pincode'),
    vehicle: keepKeys('registration_number', 'engine_number', 'chassis_number', 'financier', 'previous_policy'),
    nominee: keepKeys('full_name', 'relation', 'age', 'appointee_name'),
  },
  quoteRequest: true,
};
