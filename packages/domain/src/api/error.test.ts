import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, ERROR_HTTP_STATUS, ZApiError, fieldErrors } from './error';
import { ZMobile, ZPan } from '../validation/fields';

describe('ZApiError', () => {
  it('accepts the error shape with or without fields', () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Journey not found' } };
    expect(ZApiError.parse(body)).toEqual(body);
    const withFields = {
      error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { pan: 'Enter a valid PAN' } },
    };
    expect(ZApiError.parse(withFields)).toEqual(withFields);
  });

  it('rejects a body without a message', () => {
    expect(ZApiError.safeParse({ error: { code: 'INTERNAL' } }).success).toBe(false);
  });

  it('maps every code to an HTTP status', () => {
    expect(ERROR_CODES.map((c) => ERROR_HTTP_STATUS[c])).toEqual([
      400, 400, 404, 401, 401, 403, 413, 415, 429, 409, 503, 500,
    ]);
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field path', () => {
    const schema = z.object({ proposer: z.object({ pan: ZPan, mobile: ZMobile }) });
    const result = schema.safeParse({ proposer: { pan: 'bad', mobile: '' } });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      'proposer.pan': 'Enter a valid PAN number (e.g., ABCDE1234F)',
      'proposer.mobile': 'This field is required',
    });
  });
});
