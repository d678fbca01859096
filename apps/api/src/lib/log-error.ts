import { maskPersonalData } from './mask.ts';

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
  [key: string]: unknown;
};

// A failed query's error carries the row it tried to write: Drizzle's message ends in "params: …" (names,
// addresses, PANs, mobiles), and PostgreSQL's detail and quoted values repeat them. Neither a regex nor a mask
// can find an address, so those parts are dropped rather than masked (issue 13).
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
const QUOTED_VALUE = /"[^"]*"/g;

/**
 * The pino serializer for every `err` the app logs: type, code, message and stack frames only. Database
 * errors (they carry a SQLSTATE code) lose their quoted values; a failed query keeps its SQL, never its
 * parameters; everything left is masked as request URLs are.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]', stack: '' };
  const code = (err as { code?: unknown }).code;
  const fromDatabase = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  let message = err.message.replace(QUERY_PARAMS, '');
  if (fromDatabase) message = message.replace(QUOTED_VALUE, '"…"');
  const frames = (err.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return {
    type: err.name,
    message: maskPersonalData(message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    stack: frames.join('\n'),
    ...(err.cause !== undefined && depth < 3 ? { cause: serializeError(err.cause, depth + 1) } : {}),
  };
}
