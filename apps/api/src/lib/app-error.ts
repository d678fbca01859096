// The one error type of the server (docs/decisions.md §2). Services throw it; the error plugin turns it into
// `{ error: { code, message, fields? } }` with the status its code maps to.
import { ERROR_HTTP_STATUS, type ApiError, type ErrorCode } from '@kavach/domain/api/error';

export type { ErrorCode };

/** The quote a refused motor proposal needs instead (docs/decisions.md §2). */
export type Requote = NonNullable<ApiError['error']['requote']>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly requote: Requote | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { fields?: Record<string, string>; headers?: Record<string, string>; requote?: Requote } = {},
  ) {
    super(message);
    this.code = code;
    this.fields = opts.fields;
    this.headers = opts.headers;
    this.requote = opts.requote;
  }

  get status(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** A 400 about one field: its message, also set on the field for the form to show beside it. */
export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

/** Refuses a step's part when the domain found problems in it: each on its field, under the part (`nominee.age`). */
export function refuseProblems(part: string, problems: Readonly<Record<string, string>>): void {
  const [first] = Object.values(problems);
  if (first === undefined) return;
  const fields = Object.fromEntries(Object.entries(problems).map(([path, message]) => [`${part}.${path}`, message]));
  throw new AppError('VALIDATION_FAILED', first, { fields });
}
