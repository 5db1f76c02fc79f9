import { ERROR_CODES } from '@sogon/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApi } from '../../test/api-server.ts';
import { operationIdOf, operationKey } from './openapi.ts';
import { DECLARED_OPERATIONS, sessionOf } from './openapi-access.ts';

// The OpenAPI document as other people's tools read it (issue 36): every operation has an
// operationId, its security, its 4xx answers in the envelope and its required headers, and what
// it says about sessions and the x-client header is what the server does.

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema?: unknown;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { in: string; name: string }>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[]; enum?: string[] }>;
  };
}

const api = setupTestApi();
let document: Document;

function operations(): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
}

function errorCode(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { result?: { error?: string } }).result?.error;
  } catch {
    return undefined;
  }
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const requiresClient = (operation: Operation) =>
  (operation.parameters ?? []).some(
    (parameter) => parameter.in === 'header' && parameter.name === 'x-client' && parameter.required,
  );

beforeAll(async () => {
  document = (await api.app.inject({ url: '/api/live/openapi.json' })).json() as Document;
});

describe('the OpenAPI document', () => {
  it('names a server and gives every operation an operationId from its method and path', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    for (const { method, path, operation } of all) {
      expect(operation.operationId).toBe(operationIdOf(method, path));
    }
    expect(operationIdOf('get', '/api/live/v2/playlist/{id}')).toBe('getV2PlaylistById');
    expect(operationIdOf('get', '/api/live/ops/partners/report.csv')).toBe('getOpsPartnersReportCsv');
  });

  it('gives every operation its security, from the declared sessions', () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.token).toEqual(expect.objectContaining({ in: 'header', name: 'token' }));
    expect(schemes.cookie).toEqual(expect.objectContaining({ in: 'cookie', name: 'token' }));
    expect(schemes.opsCookie).toEqual(expect.objectContaining({ in: 'cookie', name: 'ops_token' }));
    const used = new Set<string>();
    for (const { method, path, operation } of operations()) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      for (const requirement of operation.security!)
        for (const name of Object.keys(requirement)) used.add(name);
      const session = sessionOf(operationKey(method, path));
      const names = operation.security!.map((requirement) => Object.keys(requirement).join('+'));
      expect(names, `${method} ${path}`).toEqual(
        { member: ['token', 'cookie'], optional: ['', 'token', 'cookie'], operator: ['opsCookie'], none: [] }[
          session
        ],
      );
    }
    expect([...used].sort()).toEqual(['cookie', 'opsCookie', 'token']);
    expect(sessionOf('GET /v2/user')).toBe('member');
    expect(sessionOf('GET /v2/service/home')).toBe('optional');
    expect(sessionOf('GET /ops/members')).toBe('operator');
    expect(sessionOf('POST /ops/auth/login')).toBe('none');
  });

  it('declares no operation that the document does not have', () => {
    const known = new Set(operations().map(({ method, path }) => operationKey(method, path)));
    expect(DECLARED_OPERATIONS.filter((operation) => !known.has(operation))).toEqual([]);
  });

  it('documents 4xx answers on every operation, in the error envelope', () => {
    const envelope = document.components.schemas.ErrorEnvelope!;
    expect(envelope.required).toEqual(['message', 'result']);
    expect(Object.keys(envelope.properties!)).toEqual(['message', 'result', 'detail']);
    expect(document.components.schemas.ErrorCode!.enum).toEqual([...ERROR_CODES]);
    for (const answer of Object.values(document.components.responses)) {
      expect(answer.content['application/json']!.schema.$ref).toBe('#/components/schemas/ErrorEnvelope');
    }
    for (const { method, path, operation } of operations()) {
      const failures = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      expect(failures, `${method} ${path}`).toContain('400');
      const session = sessionOf(operationKey(method, path));
      if (session === 'member') expect(failures, `${method} ${path}`).toContain('401');
      if (session === 'operator') expect(failures, `${method} ${path}`).toContain('404');
      for (const status of failures) {
        const ref = operation.responses[status]!.$ref!;
        expect(document.components.responses[ref.replace('#/components/responses/', '')]).toBeDefined();
      }
    }
  });

  it('describes a free-form query as one form-exploded object, not as its schema keywords', () => {
    for (const path of ['/api/live/v1/identity/pass/callback', '/api/live/v1/payments/settlebank/return']) {
      const parameters = document.paths[path]!.get!.parameters!;
      expect(parameters.map((parameter) => parameter.name)).toEqual(['fields']);
      expect(parameters[0]).toMatchObject({ in: 'query', style: 'form', explode: true });
      expect(parameters[0]!.schema).toMatchObject({
        type: 'object',
        additionalProperties: { type: 'string' },
      });
    }
    // A parameter named `type` is real (top 100's); one whose schema is the string 'object' was not.
    const fake = new Set(['propertyNames', 'additionalProperties', 'patternProperties']);
    for (const { method, path, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        expect(typeof parameter.schema, `${method} ${path} ${parameter.name}`).toBe('object');
        if (parameter.in === 'query') expect(fake.has(parameter.name), `${method} ${path}`).toBe(false);
      }
    }
  });
});

describe('what the document says is what the server does', () => {
  it('requires x-client exactly where the server refuses a request without it', async () => {
    const wrong: string[] = [];
    for (const { method, path, operation } of operations()) {
      const url = path.replace(/\{\w+\}/g, '1');
      const write = WRITES.has(method);
      const send = (headers: Record<string, string>) =>
        api.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...headers, ...(write ? { 'content-type': 'application/json' } : {}) },
          ...(write ? { payload: '{}' } : {}),
        });
      const without = await send({});
      const withClient = await send({ 'x-client': 'openapi-test' });
      const refused = without.statusCode === 400 && without.body !== withClient.body;
      if (refused !== requiresClient(operation)) {
        wrong.push(
          `${method.toUpperCase()} ${path}: documented ${requiresClient(operation)}, refused ${refused}`,
        );
      }
    }
    // The rule is request-guards.ts's: writes, GETs with `requiresClientHeader`, not the routes
    // with `allowWithoutClientHeader` (openapi.ts reads the same route options).
    expect(wrong).toEqual([]);
  }, 240_000);

  it('lists as needing a session exactly the operations that refuse a visitor', async () => {
    const wrong: string[] = [];
    let refusedVisitors = 0;
    for (const { method, path, operation } of operations()) {
      const key = operationKey(method, path);
      const session = sessionOf(key);
      const url = path.replace(/\{\w+\}/g, '1');
      const write = WRITES.has(method);
      const send = (headers: Record<string, string>) =>
        api.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: {
            'x-client': 'openapi-test',
            ...headers,
            ...(write ? { 'content-type': 'application/json' } : {}),
          },
          ...(write ? { payload: '{}' } : {}),
        });
      const visitor = await send({});
      const code = errorCode(visitor.body);
      if (visitor.statusCode === 401) refusedVisitors += 1;
      if (visitor.statusCode === 401 && session !== 'member')
        wrong.push(`${key}: 401 ${code}, documented ${session}`);
      if (session === 'member') {
        // The parameters are checked before the session: an operation that takes a body or a
        // required query answers their 400 first; any other must refuse the visitor.
        const takesInput =
          write ||
          method === 'head' ||
          (operation.parameters ?? []).some((p) => p.in === 'query' && p.required);
        const allowed = key === 'GET /v1/identity/pass/start' ? [302] : takesInput ? [400, 401] : [401];
        if (!allowed.includes(visitor.statusCode)) wrong.push(`${key}: ${visitor.statusCode} to a visitor`);
        if (visitor.statusCode === 401 && code !== 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST')
          wrong.push(`${key}: ${code}`);
      }
      if (session === 'operator' && (visitor.statusCode !== 404 || code !== 'ERROR_API_PATH_WRONG')) {
        wrong.push(`${key}: ${visitor.statusCode} ${code} to a visitor of the console`);
      }
      if (session === 'optional') {
        // A stale or made-up token reads as a visitor.
        const stale = await send({ token: 'A'.repeat(43) });
        if (stale.statusCode === 401) wrong.push(`${key}: 401 to an unknown token`);
      }
    }
    // A new route that needs a session: list it in http/openapi-access.ts.
    expect(wrong).toEqual([]);
    expect(refusedVisitors).toBeGreaterThan(40);
  }, 240_000);
});
