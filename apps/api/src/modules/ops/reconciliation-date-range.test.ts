import { expect, it } from 'vitest';
import { staffAccount, staffSignIn } from '../../../test/ops-fixtures.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// docs/decisions.md §2: bad input is a 4xx in the error shape, never a 500. 0001-01-01 passed ZIsoDate, but its start
// by the Indian clock (00:00 +05:30) is 31 December of year 0, a timestamp PostgreSQL refuses: the query failed with a
// 500.
describeWithApp('reconciliation of a day out of range', (ctx, api) => {
  it('answers a date the database cannot hold with 400, not 500', async () => {
    const staff = await staffSignIn(ctx().app, await staffAccount(ctx().app, 'ops'));
    const res = await api('GET', '/v1/ops/reconciliation?date=0001-01-01', staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
