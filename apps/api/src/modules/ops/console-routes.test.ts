import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '#api/http/server';
import { WRITE } from '../../../test/accounts.ts';
import { composeTestApp } from '../../../test/api-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { consoleRoutes } from './console-routes.ts';

// Every console change is audited by construction (ADR 030, 034): inside consoleRoutes a
// request that changes state and succeeds without writing its audit row through
// kernel.console.audit fails (outside production), whatever module declared the route.
let database: TestDatabase;
let server: Awaited<ReturnType<typeof buildServer>>;
let cookie = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const composed = await composeTestApp(database);
  const auth = composed.services.console;
  server = await buildServer({
    routes: (api) => {
      composed.routes(api);
      consoleRoutes(api, auth, (scope, { allow, operatorOf }) => {
        scope.post('/ops/test/forgets-audit', { ...allow('members') }, async () => ({ result: 1 }));
        scope.post('/ops/test/audits', { ...allow('members') }, async (request) => {
          await database.db.transaction((tx) =>
            auth.audit(tx, operatorOf(request), {
              action: 'member.block',
              target: 'member:0',
              reason: '시험',
              before: null,
              after: null,
            }),
          );
          return { result: 1 };
        });
        scope.post('/ops/test/replays', { ...allow('members') }, async (request) => {
          auth.replayed(operatorOf(request));
          return { result: 1 };
        });
        scope.post(
          '/ops/test/stores-a-file',
          { ...allow('members', { changesNothing: true }) },
          async () => ({
            result: 1,
          }),
        );
        scope.get('/ops/test/reads', { ...allow('members') }, async () => ({ result: 1 }));
      });
    },
  });
  server.addHook('onClose', () => composed.close());
  await server.ready();
  const created = (await auth.createOperator({ email: 'audit@ops.example', role: 'operator', name: '' }))!;
  const login = await server.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: {
      email: 'audit@ops.example',
      password: created.password,
      otp: new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(created.totpSecret) }).generate(),
    },
  });
  expect(login.statusCode, login.body).toBe(200);
  cookie = `ops_token=${login.cookies.find((item) => item.name === 'ops_token')!.value}`;
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const call = (method: 'GET' | 'POST', path: string) =>
  server.inject({
    method,
    url: `/api/live/ops/test/${path}`,
    headers: { ...WRITE, cookie },
    payload: method === 'POST' ? {} : undefined,
  });

describe('a console change without its audit row', () => {
  it('fails instead of answering success; audited, replayed, declared and read-only requests pass', async () => {
    const forgot = await call('POST', 'forgets-audit');
    expect(forgot.statusCode).toBe(500);
    expect((await call('POST', 'audits')).statusCode).toBe(200);
    expect((await call('POST', 'replays')).statusCode).toBe(200);
    expect((await call('POST', 'stores-a-file')).statusCode).toBe(200);
    expect((await call('GET', 'reads')).statusCode).toBe(200);
  });
});
