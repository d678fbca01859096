import Fastify from 'fastify';
import { expect, it } from 'vitest';
import errors from '../../plugins/app/errors.ts';
import { staffAccount, staffSignIn, TEST_APP_SECRET } from '../../../test/ops-fixtures.ts';
import { auditChainKey } from './audit-chain.ts';
import { describeWithApp, newSession } from '../../../test/test-app.ts';
import { createStaffRepository } from './repository.ts';
import { guardStaffRoutes, staffMember } from './staff-auth.ts';

// The console's guard (ops-console.ts) is deny by default: a route someone adds to the console later is staff-only
// without saying so. Shown on routes the real app does not have, guarded as the console guards its own, on the test
// app's database (its staff sessions).
describeWithApp('operations console guard', (ctx) => {
  const consoleWith = async () => {
    const server = Fastify();
    await server.register(errors);
    await server.register(async (scope) => {
      guardStaffRoutes(scope, createStaffRepository(ctx().app.db, auditChainKey(TEST_APP_SECRET)));
      // Like the summary or the queues: it reads data and never asks who is calling.
      scope.get('/v1/ops/new-report', async () => ({ figures: 'confidential' }));
      scope.get('/v1/ops/admin-report', { config: { staffAccess: ['admin'] } }, async (req) => ({
        seen_by: staffMember(req).email,
      }));
      scope.get('/v1/ops/open-page', { config: { staffAccess: 'anyone' } }, async () => ({ open: true }));
    });
    // A handler outside the guard that asks for the staff member is refused too, never handed one.
    server.get('/v1/ops/outside', async (req) => ({ seen_by: staffMember(req).email }));
    return server;
  };

  it('refuses a new console route without a staff session, whatever else the caller sends', async () => {
    const server = await consoleWith();
    const customer = { 'x-session-id': await newSession(ctx().app) };
    for (const headers of [{}, customer, { 'x-staff-session': 'made-up-token' }]) {
      const res = await server.inject({ method: 'GET', url: '/v1/ops/new-report', headers });
      expect([res.statusCode, res.json().error.code]).toEqual([401, 'UNAUTHORIZED']);
    }
    await server.close();
  });

  it('lets any signed-in staff member in, only the roles a route names where it names them, and anyone only where it says so', async () => {
    const server = await consoleWith();
    const opsAccount = await staffAccount(ctx().app, 'ops');
    const adminAccount = await staffAccount(ctx().app, 'admin');
    const ops = await staffSignIn(ctx().app, opsAccount);
    const admin = await staffSignIn(ctx().app, adminAccount);
    const get = (url: string, headers: Record<string, string>) => server.inject({ method: 'GET', url, headers });

    expect((await get('/v1/ops/new-report', ops)).json()).toEqual({ figures: 'confidential' });
    expect((await get('/v1/ops/admin-report', ops)).statusCode).toBe(403);
    expect((await get('/v1/ops/admin-report', {})).statusCode).toBe(401);
    expect((await get('/v1/ops/admin-report', admin)).json()).toEqual({ seen_by: adminAccount.email });
    expect((await get('/v1/ops/open-page', {})).json()).toEqual({ open: true });
    expect((await get('/v1/ops/outside', ops)).statusCode).toBe(401);
    await server.close();
  });
});
