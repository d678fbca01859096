import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE } from '@kavach/domain/i18n/languages';
import { errorText } from '../../i18n/i18n.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import type { ApiError } from '@kavach/domain/api/error';
import { AppError, type ErrorCode, type Requote } from '../../lib/app-error.ts';

const STAFF_CONSOLE = '/v1/ops/';

/**
 * The words of an error in the language the request asks for (Accept-Language), from the domain's catalogue and then
 * the API's own, both keyed by the English (docs/i18n.md); a text neither has stays English. The staff console stays
 * English.
 */
function inRequestLanguage(req: FastifyRequest): (text: string) => string {
  const language = req.url.startsWith(STAFF_CONSOLE) ? DEFAULT_LANGUAGE : requestLanguage(req);
  return (text) => errorText(language, text);
}

function send(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  requote?: Requote,
) {
  const say = inRequestLanguage(req);
  const said = fields && Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, say(text)]));
  const body: ApiError = {
    error: { code, message: say(message), ...(said ? { fields: said } : {}), ...(requote ? { requote } : {}) },
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Every failure leaves as docs/decisions.md §2's `{ error: { code, message, fields? } }`; nothing leaks a stack. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      if (err.status >= 500) req.log.error({ err }, 'request failed');
      return send(req, reply, err.status, err.code, err.message, err.fields, err.requote);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (v.keyword === 'unrecognized_keys') {
          // Name each unexpected key, so a client sees exactly what to drop.
          const keys = (v.params as { keys?: string[] }).keys ?? [];
          for (const key of keys) fields[path ? `${path}.${key}` : key] ??= 'Unexpected field';
          continue;
        }
        fields[path || err.validationContext || 'request'] ??= v.message ?? 'Invalid value';
      }
      return send(req, reply, 400, 'VALIDATION_FAILED', `Invalid ${err.validationContext ?? 'request'}`, fields);
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return send(req, reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return send(req, reply, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    if (status === 415) return send(req, reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
    if (status === 429) return send(req, reply, 429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
    if (status >= 400 && status < 500) {
      const message = err.code?.startsWith('FST_ERR_CTP') ? 'Request body is not valid JSON' : 'Bad request';
      return send(req, reply, 400, 'BAD_REQUEST', message);
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
      return send(req, reply, 503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable. Please try again shortly.');
    }
    req.log.error({ err }, 'unhandled error');
    return send(req, reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((req, reply) =>
    send(req, reply, 404, 'NOT_FOUND', `No route for ${req.method} ${req.url.split('?')[0]}`),
  );
});

/** The router's own refusals (a path that is not valid UTF-8 once decoded), in the same error shape. */
export function frameworkError(_err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  void send(req, reply, 400, 'BAD_REQUEST', 'The address is not valid');
}

// Connection-level failures from pg (server down, restarting) are an outage, not a bug: 503, not 500.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);
function isDatabaseUnavailable(err: FastifyError): boolean {
  const code = err.code ?? (err.cause as { code?: string } | undefined)?.code;
  return (
    (code !== undefined && UNAVAILABLE_CODES.has(code)) ||
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(err.message)
  );
}
