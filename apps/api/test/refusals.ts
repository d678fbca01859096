import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A request its route's schema refuses: 400 VALIDATION_FAILED, with the offending field named (docs/decisions.md §2).
 */
export function expectFieldRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode).toBe(400);
  const { error } = res.json();
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(error.fields)).toContain(field);
}
