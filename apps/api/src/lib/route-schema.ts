import { ZApiError } from '@kavach/domain/api/error';
import type { z } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;
export type RouteInputs = { body?: z.ZodType; params?: z.ZodType; querystring?: z.ZodType; headers?: z.ZodType };

/**
 * A module's route schemas, in fastify/demo's shape: every route declares its inputs and its answers, so validation,
 * serialisation and OpenAPI come from the one declaration. The module names its OpenAPI tag and the error statuses
 * its routes may answer (each with the one error body, docs/decisions.md §2); a route then says only its summary, its
 * answer and its inputs: `schema: route('Price one plan', ZSingleQuoteResponse, { body: ZAsyncQuoteRequest })`.
 */
export function routeSchemas(tag: string, statuses: readonly ErrorStatus[]) {
  const tags = [tag];
  const errorsOf = (list: readonly ErrorStatus[]) =>
    Object.fromEntries(list.map((s) => [s, ZApiError])) as Record<ErrorStatus, typeof ZApiError>;
  const moduleErrors = errorsOf(statuses);
  /** `only`: the error statuses of this one route, where they are not the module's. */
  return <R extends z.ZodType, I extends RouteInputs = Record<never, never>>(
    summary: string,
    answer: R,
    inputs?: I,
    only?: readonly ErrorStatus[],
  ) => ({ tags, summary, ...(inputs as I), response: { 200: answer, ...(only ? errorsOf(only) : moduleErrors) } });
}

/** A module's `route` (routeSchemas), for the routes every vertical shares: they carry the module's tag. */
export type RouteSchema = ReturnType<typeof routeSchemas>;
