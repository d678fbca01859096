import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { foreignCharset } from '../../lib/json-charset.ts';
import { repeatedJsonKey } from '../../lib/repeated-json-key.ts';

// A NUL character cannot be stored in PostgreSQL text or jsonb, and a lone UTF-16 surrogate is not text at
// all (jsonb refuses its escape). Either one reaching the database was a 500 (issue 13).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The dot-joined path of the first string (or object key) holding an unstorable character, if any. */
export function findUnstorableText(value: unknown): string | undefined {
  // Iterative, so a deeply nested body cannot exhaust the call stack.
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (unstorable(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((v, i) => pending.push([v, path ? `${path}.${i}` : String(i)]));
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, v] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (unstorable(key)) return at;
        pending.push([v, at]);
      }
    }
  }
  return undefined;
}

/**
 * One check for every route, before anything else reads the request: the path parameters and the query
 * string as it arrives (before a signature check or a rate limit), the body (JSON, form or raw text) once
 * parsed. Refused with 400 in the error shape, naming the field, so no route needs to remember it and no such
 * value ever reaches a query.
 */
export default fp(async function refuseUnstorableText(app: FastifyInstance) {
  const check = (part: string, value: unknown) => {
    const at = findUnstorableText(value);
    if (at !== undefined)
      throw new AppError('VALIDATION_FAILED', `Invalid ${part}`, {
        fields: { [at || part]: 'Contains a character that is not allowed' },
      });
  };
  // JSON text cannot hold a raw NUL (a control character must be escaped) nor a lone surrogate (it is decoded
  // from UTF-8), so a JSON body with no `\u` escape in it has nothing to find: the walk is skipped for it. Most
  // bodies are such, and the walk over a family's quote request is a few percent of the single quote's time.
  const escapeFree = new WeakSet<FastifyRequest>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    const charset = foreignCharset(req.headers['content-type']);
    if (charset !== undefined) {
      done(new AppError('UNSUPPORTED_MEDIA_TYPE', `Send JSON as UTF-8, not ${charset}`), undefined);
      return;
    }
    // A key given twice is refused where a body is kept as someone's record; a quote request only asks for prices,
    // and its route, the busiest, is spared the second reading of its body.
    const repeated = req.routeOptions.config.pricesOnly ? undefined : repeatedJsonKey(text);
    if (repeated !== undefined) {
      done(
        new AppError('VALIDATION_FAILED', 'Request body gives a field twice', {
          fields: { [repeated]: 'Given twice: give it once' },
        }),
        undefined,
      );
      return;
    }
    if (!text.includes('\\u')) escapeFree.add(req);
    // Fastify's parser answers through `done`; the promise it also returns carries nothing more.
    void parseJson(req, text, done);
  });
  app.addHook('onRequest', (req, _reply, done) => {
    try {
      check('params', req.params);
      check('querystring', req.query);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      if (!escapeFree.has(req)) check('body', req.body);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A request that only asks for prices (the quote posts): its JSON body is not read for keys given twice. */
    pricesOnly?: boolean;
  }
}
