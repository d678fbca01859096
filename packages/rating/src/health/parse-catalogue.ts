import type { HealthInsurerId } from '@kavach/domain';
import { z } from 'zod';
import type { CatalogueReader } from '../catalogue-files.ts';
import { checkCatalogue } from './catalogue-checks';
import {
  ZAddonDefinition,
  ZHealthInsurerEntry,
  ZHealthPlanEntry,
  ZHospital,
  ZJourneyConfigs,
  ZMedicalQuestionSets,
  ZRatingTables,
  type AddonDefinition,
  type HealthInsurerEntry,
  type HealthPlanEntry,
  type Hospital,
  type JourneyConfigs,
  type MedicalQuestion,
  type RatingTables,
} from './catalogue-schema';

/** The catalogue cannot be used; the message lists every problem, one per line, each naming its file. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

export type HealthCatalogue = {
  insurers: ReadonlyMap<HealthInsurerId, HealthInsurerEntry>;
  plans: readonly HealthPlanEntry[];
  plansById: ReadonlyMap<string, HealthPlanEntry>;
  addons: ReadonlyMap<string, AddonDefinition>;
  ratingTables: RatingTables;
  medicalQuestionSets: Record<string, MedicalQuestion[]>;
  journeyConfigs: JourneyConfigs;
  hospitals: readonly Hospital[];
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

/** The files a health catalogue is made of. */
export const HEALTH_CATALOGUE_FILES = Object.values(FILES).map((f) => f.file);

/** Validates and cross-checks every catalogue file `read` hands over; throws CatalogueError listing all problems found. */
export function parseHealthCatalogue(read: CatalogueReader): HealthCatalogue {
  const problems: string[] = [];
  const parse = <T>(file: string, schema: z.ZodType<T>): T | undefined => {
    const result = parseFile(read, file, schema);
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
    throw catalogueError(problems);
  }
  const parsed = { insurers, plans, addons, ratingTables, medicalQuestionSets, journeyConfigs, hospitals };
  const crossProblems = checkCatalogue(parsed);
  if (crossProblems.length > 0) throw catalogueError(crossProblems);

  return {
    insurers: new Map(insurers.map((i) => [i.insurer_id, i])),
    plans,
    plansById: new Map(plans.map((p) => [p.plan_id, p])),
    addons: new Map(addons.map((a) => [a.addon_id, a])),
    ratingTables,
    medicalQuestionSets,
    journeyConfigs,
    hospitals,
  };
}

type ReadResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

function parseFile<T>(read: CatalogueReader, file: string, schema: z.ZodType<T>): ReadResult<T> {
  const given = read(file);
  if ('problem' in given) return { ok: false, problems: [`${file}: ${given.problem}`] };
  let json: unknown;
  try {
    json = JSON.parse(given.text);
  } catch (err) {
    return { ok: false, problems: [`${file}: invalid JSON: ${(err as Error).message}`] };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => `${file}: ${formatPath(issue.path)}: ${issue.message}`) };
}

/** [3].rating.base_rate_multiplier: the form a reader can follow in the JSON file. */
export function formatPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return '(top level)';
  return segments
    .map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`))
    .join('');
}

function catalogueError(problems: readonly string[]): CatalogueError {
  const body = problems.length === 1 ? ` ${problems[0]}` : `\n${problems.join('\n')}`;
  return new CatalogueError(`Health catalogue invalid:${body}`);
}
