import { z } from 'zod';
import { catalogueError, parseCatalogueFile, type CatalogueReader } from '../catalogue-files.ts';
import { catalogueTexts, parseCatalogueTranslations, type CatalogueTranslations } from '../catalogue-translations.ts';
import { indexPlanCatalogue, type PlanCatalogue } from '../plan-catalogue.ts';
import { checkCatalogue } from './catalogue-checks';
import {
  ZAddonDefinition,
  ZHealthInsurerEntry,
  ZHealthPlanEntry,
  ZHospital,
  ZJourneyConfigs,
  ZMedicalQuestionSets,
  ZRatingTables,
  type HealthInsurerEntry,
  type HealthPlanEntry,
  type Hospital,
  type JourneyConfigs,
  type MedicalQuestion,
  type RatingTables,
} from './catalogue-schema';

export type HealthCatalogue = PlanCatalogue<HealthInsurerEntry, HealthPlanEntry, RatingTables> & {
  medicalQuestionSets: Record<string, MedicalQuestion[]>;
  journeyConfigs: JourneyConfigs;
  hospitals: readonly Hospital[];
  /** Its texts in the other languages it carries (i18n/<language>.json). */
  translations: CatalogueTranslations;
};

const FILES = {
  insurers: { file: 'insurers.json', schema: z.array(ZHealthInsurerEntry) },
  plans: { file: 'plans.json', schema: z.array(ZHealthPlanEntry) },
  addons: { file: 'addons.json', schema: z.array(ZAddonDefinition) },
  ratingTables: { file: 'rating-tables.json', schema: ZRatingTables },
  medicalQuestionSets: { file: 'medical-question-sets.json', schema: ZMedicalQuestionSets },
  journeyConfigs: { file: 'journey-configs.json', schema: ZJourneyConfigs },
  hospitals: { file: 'hospitals.json', schema: z.array(ZHospital) },
} as const;

/**
 * Validates and cross-checks every catalogue file `read` hands over; throws CatalogueError listing all problems found.
 */
export function parseHealthCatalogue(read: CatalogueReader): HealthCatalogue {
  const problems: string[] = [];
  const parse = <T>(file: string, schema: z.ZodType<T>): T | undefined => {
    const result = parseCatalogueFile(read, file, schema);
    if (result.ok) return result.value;
    problems.push(...result.problems);
    return undefined;
  };
  const insurers = parse(FILES.insurers.file, FILES.insurers.schema);
  const plans = parse(FILES.plans.file, FILES.plans.schema);
  const addons = parse(FILES.addons.file, FILES.addons.schema);
  const ratingTables = parse(FILES.ratingTables.file, FILES.ratingTables.schema);
  const medicalQuestionSets = parse(FILES.medicalQuestionSets.file, FILES.medicalQuestionSets.schema);
  const journeyConfigs = parse(FILES.journeyConfigs.file, FILES.journeyConfigs.schema);
  const hospitals = parse(FILES.hospitals.file, FILES.hospitals.schema);
  // Cross-file checks only make sense once every file has its shape; reporting both would bury the cause.
  if (!insurers || !plans || !addons || !ratingTables || !medicalQuestionSets || !journeyConfigs || !hospitals) {
    throw catalogueError('Health', problems);
  }
  const parsed = { insurers, plans, addons, ratingTables, medicalQuestionSets, journeyConfigs, hospitals };
  const { translations, problems: translationProblems } = parseCatalogueTranslations(
    read,
    catalogueTexts(...Object.values(parsed)),
  );
  const crossProblems = [...checkCatalogue(parsed), ...translationProblems];
  if (crossProblems.length > 0) throw catalogueError('Health', crossProblems);

  return {
    ...indexPlanCatalogue({ insurers, plans, addons, ratingTables }),
    medicalQuestionSets,
    journeyConfigs,
    hospitals,
    translations,
  };
}
