import { ZMotorAddonType, ZMotorFuel, ZVehicleKind } from '@kavach/domain';
import { z } from 'zod';
import { catalogueError, requireCatalogueFile, type CatalogueReader } from '../catalogue-files.ts';
import { catalogueTexts, parseCatalogueTranslations, type CatalogueTranslations } from '../catalogue-translations.ts';
import {
  insurerRegistration,
  insurerRegistrationSources,
  PRODUCT_DOCUMENTS_REQUIRED,
  sampleFigures,
  ZPhone,
  ZProductDocuments,
  ZSource,
  sourcesOf,
} from '../catalogue-sources.ts';
import { checkInsurerContacts } from '../insurer-contacts.ts';

// The motor sample catalogue (catalogue/motor): vehicles, RTOs, the regulator's tariff and each insurer's own
// rates, as files an operator can replace, validated at start-up (issue 18).
const ZSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const ZVehicle = z
  .object({
    vehicle_id: ZSlug,
    kind: ZVehicleKind,
    make: z.string().min(2),
    model: z.string().min(1),
    variant: z.string().min(1),
    fuel: ZMotorFuel,
    /** Engine capacity; null for an electric vehicle, which is rated by its motor's kW. */
    engine_cc: z.number().positive().nullable(),
    battery_kw: z.number().positive().nullable(),
    seating: z.number().int().min(1).max(9),
    ex_showroom: z.number().int().positive(),
  })
  .strict()
  .refine(
    (v) => (v.fuel === 'ELECTRIC') === (v.engine_cc === null) && (v.fuel === 'ELECTRIC') === (v.battery_kw !== null),
    { message: 'an electric vehicle has kW and no cc; any other has cc and no kW' },
  );
export type Vehicle = z.infer<typeof ZVehicle>;

export const ZRto = z
  .object({
    rto_code: z.string().regex(/^[A-Z]{2}-\d{2}$/),
    city: z.string().min(2),
    name: z.string().min(2),
    zone: z.enum(['A', 'B']),
  })
  .strict();
export type Rto = z.infer<typeof ZRto>;

/** A slab: applies up to and including `up_to` (null: no upper end). Slabs are listed in rising order. */
const ZTpSlab = z
  .object({
    up_to: z.number().positive().nullable(),
    one_year: z.number().int().positive(),
    long_term: z.number().int().positive(),
  })
  .strict();
const ZTpTable = z.object({ by_cc: z.array(ZTpSlab).min(1), by_kw: z.array(ZTpSlab).min(1) }).strict();
const ZOdBand = z
  .object({ cc_up_to: z.number().positive().nullable(), by_age: z.tuple([z.number(), z.number(), z.number()]) })
  .strict();
const ZOdZones = z.object({ A: z.array(ZOdBand).min(1), B: z.array(ZOdBand).min(1) }).strict();
const ZDeductible = z
  .object({
    amount: z.number().int().positive(),
    percent: z.number().min(0).max(50),
    max_discount: z.number().int().min(0),
  })
  .strict();

/** An amount by engine band: applies up to and including `cc_up_to` (null: no upper end), bands in rising order. */
const ZByCc = z
  .array(z.object({ cc_up_to: z.number().positive().nullable(), amount: z.number().int().positive() }).strict())
  .min(1)
  .refine((bands) => bands.at(-1)!.cc_up_to === null, { message: 'the last band must have no upper end (null)' });

export const ZMotorTariff = z
  .object({
    source: z.string().min(10),
    third_party: z.object({ TWO_WHEELER: ZTpTable, CAR: ZTpTable }).strict(),
    /** Own-damage rate in percent of IDV, by zone, engine band and vehicle age band. */
    own_damage_rates: z.object({ TWO_WHEELER: ZOdZones, CAR: ZOdZones }).strict(),
    /** The age bands' upper ends in years, each included in its band: up to the first, up to the second, above. */
    own_damage_age_bands_years: z.tuple([z.number().int(), z.number().int()]),
    /** An electric vehicle takes the own-damage band of this many cc per kW. */
    electric_cc_equivalent_per_kw: z.number().positive(),
    voluntary_deductibles: z.object({ TWO_WHEELER: z.array(ZDeductible), CAR: z.array(ZDeductible) }).strict(),
    gst_rate: z.number().min(0).max(0.5),
    /**
     * What the owner bears of every own-damage claim whatever they chose (IRDAI's compulsory deductible), by engine
     * band; an electric vehicle takes the band of its cc equivalent. Printed on the schedule, with its source.
     */
    compulsory_deductible: z
      .object({
        TWO_WHEELER: ZByCc,
        CAR: ZByCc,
        source: ZSource.refine((s) => s !== 'sample', 'needs the address of a page that states it'),
      })
      .strict(),
    /**
     * The most third-party cover pays for damage to others' property (death and bodily injury are unlimited by the
     * Motor Vehicles Act), by kind of vehicle. Printed on the schedule, with its source.
     */
    third_party_property_damage_limit: z
      .object({
        TWO_WHEELER: z.number().int().positive(),
        CAR: z.number().int().positive(),
        source: ZSource.refine((s) => s !== 'sample', 'needs the address of a page that states it'),
      })
      .strict(),
  })
  .strict();
export type MotorTariff = z.infer<typeof ZMotorTariff>;

const ZAddonRate = z.union([
  z.object({ percent_of_idv: z.number().positive(), max_vehicle_age_years: z.number().int().positive() }).strict(),
  z
    .object({ percent_of_own_damage: z.number().positive(), max_vehicle_age_years: z.number().int().positive() })
    .strict(),
  z.object({ flat: z.number().int().positive(), max_vehicle_age_years: z.number().int().positive() }).strict(),
]);
export type MotorAddonRate = z.infer<typeof ZAddonRate>;

export const ZMotorInsurer = z
  .object({
    insurer_id: ZSlug,
    insurer_name: z.string().min(2),
    /** Own damage is de-tariffed: the insurer's discount off the tariff rate. */
    od_discount_percent: z.number().min(0).max(90),
    /** How far below and above the depreciated value the buyer may set the IDV. */
    idv_range_percent: z.object({ below: z.number().min(0).max(30), above: z.number().min(0).max(30) }).strict(),
    /**
     * A year of the compulsory ₹15 lakh owner-driver PA cover at this insurer's own filed price (IRDAI fixed ₹750 in
     * 2018; insurers price it themselves now), with where the figure comes from, or "sample" where none was found.
     */
    pa_owner_driver: z
      .object({ premium: z.number().int().positive().max(2000), source: z.union([z.literal('sample'), z.url()]) })
      .strict(),
    addons: z.record(ZMotorAddonType, ZAddonRate),
    claims_phone: ZPhone,
    customer_care_phone: ZPhone,
    ...insurerRegistration,
    sources: sourcesOf({ claims_phone: ZSource, customer_care_phone: ZSource, ...insurerRegistrationSources }),
    /** The package policy the insurer sells for each kind of vehicle: each is a product of its own with its UIN. */
    products: z
      .object(
        { TWO_WHEELER: ZProductDocuments, CAR: ZProductDocuments },
        { error: (issue) => (issue.input === undefined ? `${PRODUCT_DOCUMENTS_REQUIRED}, for each kind` : undefined) },
      )
      .strict(),
  })
  .strict();
export type MotorInsurer = z.infer<typeof ZMotorInsurer>;

export type MotorCatalogue = {
  vehicles: readonly Vehicle[];
  vehiclesById: ReadonlyMap<string, Vehicle>;
  rtos: ReadonlyMap<string, Rto>;
  tariff: MotorTariff;
  insurers: readonly MotorInsurer[];
  /** Figures whose source is "sample" (file: path): illustrative, and refused in production. */
  sampleFigures: readonly string[];
  /** Its texts in the other languages it carries (i18n/<language>.json), as the health catalogue's. */
  translations: CatalogueTranslations;
};

/** Validates the motor catalogue files `read` hands over; throws CatalogueError naming the problems. */
export function parseMotorCatalogue(read: CatalogueReader): MotorCatalogue {
  const vehicles = requireCatalogueFile(read, 'Motor', 'vehicles.json', z.array(ZVehicle).min(2));
  const rtos = requireCatalogueFile(read, 'Motor', 'rtos.json', z.array(ZRto).min(1));
  const tariff = requireCatalogueFile(read, 'Motor', 'tariff.json', ZMotorTariff);
  const insurers = requireCatalogueFile(read, 'Motor', 'insurers.json', z.array(ZMotorInsurer).min(1));
  const problems = checkInsurerContacts([{ file: 'insurers.json', insurers }]);
  if (new Set(vehicles.map((v) => v.vehicle_id)).size !== vehicles.length)
    problems.push('vehicles.json: duplicate vehicle_id');
  if (new Set(rtos.map((r) => r.rto_code)).size !== rtos.length) problems.push('rtos.json: duplicate rto_code');
  const { translations, problems: translationProblems } = parseCatalogueTranslations(
    read,
    catalogueTexts(vehicles, rtos, tariff, insurers),
  );
  problems.push(...translationProblems);
  if (problems.length > 0) throw catalogueError('Motor', problems);
  return {
    vehicles,
    vehiclesById: new Map(vehicles.map((v) => [v.vehicle_id, v])),
    rtos: new Map(rtos.map((r) => [r.rto_code, r])),
    tariff,
    insurers,
    sampleFigures: sampleFigures('insurers.json', insurers),
    translations,
  };
}
