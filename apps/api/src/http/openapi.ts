import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@sogon/contract/errors';
import { API_PREFIX, WEB_CLIENT_ID } from '@sogon/contract/headers';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { EXTRA_ANSWERS, type SessionKind, sessionOf } from './openapi-access.ts';

type Json = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** What a route's transform leaves on its operations for documentObject to finish (then removed). */
const GUARD = 'x-sogon-guard';
const FREE_QUERY = 'x-sogon-free-query';

/** The route options the request guards read (request-guards.ts), as far as the document cares. */
type Guard = Pick<FastifyContextConfig, 'allowWithoutClientHeader' | 'requiresClientHeader' | 'beacon'>;

const ERROR_ANSWERS: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'Bad parameters or headers (`ERROR_REQUEST_PARAMETER_WRONG`, validation codes)',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No, expired or invalid session (`ERROR_AUTHORIZE_TOKEN_NOT_EXIST`, `ERROR_AUTHORIZE_TOKEN_EXPIRED`, `ERROR_USER_VALIDATION_FAILED`), or a failed login',
  },
  402: {
    name: 'PaymentRequired',
    description:
      'Not enough hearts, or the payment failed (`ERROR_HEART_NOT_ENOUGH`, `ERROR_PAYMENT_FAILED`)',
  },
  403: {
    name: 'Forbidden',
    description:
      'Not entitled or not allowed (`ERROR_CONTENT_NOT_PURCHASED`, `ERROR_PERMISSION_DENIED`; a blocked member gets `ERROR_USER_NOT_EXIST`); a write with the session cookie from another site',
  },
  404: {
    name: 'NotFound',
    description:
      'Unknown thing (`…_NOT_EXIST`); the console answers `ERROR_API_PATH_WRONG` to anyone not signed in to it',
  },
  409: { name: 'Conflict', description: 'Conflict with the current state (`ERROR_USER_ALREADY_EXIST`)' },
  429: {
    name: 'TooManyRequests',
    description: 'Rate limited (`ERROR_TOO_MANY_REQUESTS`); `Retry-After` says when to try again',
  },
};

const SECURITY: Record<SessionKind, Array<Record<string, string[]>>> = {
  member: [{ token: [] }, { cookie: [] }],
  optional: [{}, { token: [] }, { cookie: [] }],
  operator: [{ opsCookie: [] }],
  none: [],
};

const CLIENT_HEADER_TEXT = `Required on state-changing requests (POST, PUT, PATCH, DELETE, and the GETs that change state: logout and purchases): any non-empty client name, e.g. \`${WEB_CLIENT_ID}\`. Without it the request is refused with 400 \`ERROR_REQUEST_PARAMETER_WRONG\`, so a cross-site form holding the session cookie never changes anything.`;
const BEACON_TEXT =
  ' A browser beacon (navigator.sendBeacon cannot set headers) may instead carry an `Origin` header naming this site.';

/**
 * A stable operationId from the method and the path under /api/live:
 * `GET /api/live/v2/playlist/{id}` → `getV2PlaylistById`.
 */
export function operationIdOf(method: string, path: string): string {
  const relative = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
  const words = relative
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      const word = param ? `by-${param[1]}` : segment;
      return word
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((part) => part[0]!.toUpperCase() + part.slice(1))
        .join('');
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

/** The route table's form of an operation: `GET /v2/playlist/:id` (relative to /api/live). */
export function operationKey(method: string, path: string): string {
  const relative = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
  return `${method.toUpperCase()} ${relative.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** Whether a request of `method` to a route with these options must carry `x-client` (request-guards.ts). */
function clientHeaderRule(method: string, guard: Guard): 'required' | 'beacon' | null {
  if (guard.allowWithoutClientHeader) return null;
  if (!STATE_CHANGING.has(method.toUpperCase()) && !guard.requiresClientHeader) return null;
  return guard.beacon ? 'beacon' : 'required';
}

/**
 * Per route: the zod schemas as JSON Schema (fastify-type-provider-zod), plus what only the route
 * knows: its guard options (for the `x-client` header) and a free-form query. @fastify/swagger
 * would list the keywords of a record-typed query (`type`, `propertyNames`, …) as parameters; it
 * travels aside instead and becomes one `style: form, explode: true` object parameter.
 */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input) as { schema: Json; url: string };
  const schema = out.schema;
  if (!schema || schema.hide) return out;
  const query = schema.querystring as Json | undefined;
  if (query && !query.properties) {
    const { querystring: _free, ...rest } = schema;
    out.schema = { ...rest, [FREE_QUERY]: query };
  }
  const config = ((input as { route?: { config?: Guard } }).route?.config ?? {}) as Guard;
  const guard: Guard = {
    ...(config.allowWithoutClientHeader ? { allowWithoutClientHeader: true } : {}),
    ...(config.requiresClientHeader ? { requiresClientHeader: true } : {}),
    ...(config.beacon ? { beacon: true } : {}),
  };
  out.schema = { ...out.schema, [GUARD]: guard };
  return out;
}

function errorEnvelopeSchema(): Json {
  return {
    type: 'object',
    description:
      'The failure envelope (api.md): the code twice, an optional reason narrowing it, and a Korean detail where a person reads it.',
    required: ['message', 'result'],
    properties: {
      message: { $ref: '#/components/schemas/ErrorCode' },
      result: {
        type: 'object',
        required: ['error'],
        properties: {
          error: { $ref: '#/components/schemas/ErrorCode' },
          reason: { type: 'string' },
        },
      },
      detail: { type: 'string' },
    },
  };
}

function errorResponse(description: string, status?: number): Json {
  return {
    description,
    ...(status === 429
      ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
      : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  };
}

/** The failure statuses of one operation: by its kind, its path parameters and its own extras. */
function errorStatuses(method: string, path: string, session: SessionKind, key: string): number[] {
  const statuses = new Set<number>([400]);
  if (session === 'member') statuses.add(401).add(403);
  if (session === 'operator') statuses.add(403).add(404);
  if (STATE_CHANGING.has(method.toUpperCase())) statuses.add(403);
  if (/\{\w+\}/.test(path)) statuses.add(404);
  for (const status of EXTRA_ANSWERS[key] ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * A record keyed by an enum (`z.record(z.enum([...]), …)`, every key required) as the object it
 * is: one property per key. JSON Schema's `propertyNames` form is exact too, but tools read
 * `required` names against `properties` and generators give the record no keys.
 */
function closeEnumRecords(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) closeEnumRecords(child);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const names = (schema.propertyNames as Json | undefined)?.enum;
  const value = schema.additionalProperties;
  if (Array.isArray(names) && value && typeof value === 'object' && !schema.properties) {
    schema.properties = Object.fromEntries(names.map((name) => [String(name), value]));
    schema.additionalProperties = false;
    delete schema.propertyNames;
  }
  for (const child of Object.values(schema)) closeEnumRecords(child);
}

/**
 * Finishes the generated document so other people's tools read it as the server behaves:
 * servers, an operationId, security, the `x-client` header, the free-form queries, and the
 * failure answers with the envelope's schema on every operation; the tags listed.
 */
export function documentObject(document: Json): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  closeEnumRecords(paths);
  const seen = new Set<string>();
  const tags = new Set<string>();
  const usedErrors = new Set<number>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const guard = (operation[GUARD] ?? {}) as Guard;
      const freeQuery = operation[FREE_QUERY] as Json | undefined;
      delete operation[GUARD];
      delete operation[FREE_QUERY];

      const operationId = operationIdOf(method, path);
      if (seen.has(operationId)) throw new Error(`two operations are ${operationId}`);
      seen.add(operationId);
      const key = operationKey(method, path);
      const session = sessionOf(key);

      const parameters = [...((operation.parameters as Json[] | undefined) ?? [])];
      if (freeQuery) {
        parameters.push({
          in: 'query',
          name: 'fields',
          description:
            'Free-form query: every name and value as sent (the provider’s or gateway’s own fields).',
          required: false,
          style: 'form',
          explode: true,
          schema: freeQuery,
        });
      }
      const clientHeader = clientHeaderRule(method, guard);
      if (clientHeader) {
        parameters.push({
          in: 'header',
          name: 'x-client',
          required: true,
          description: CLIENT_HEADER_TEXT + (clientHeader === 'beacon' ? BEACON_TEXT : ''),
          schema: { type: 'string', minLength: 1, examples: [WEB_CLIENT_ID] },
        });
      }
      const responses = { ...((operation.responses as Json | undefined) ?? {}) };
      for (const status of errorStatuses(method, path, session, key)) {
        usedErrors.add(status);
        responses[String(status)] = { $ref: `#/components/responses/${ERROR_ANSWERS[status]!.name}` };
      }
      responses.default = { $ref: '#/components/responses/Error' };

      for (const tag of (operation.tags as string[] | undefined) ?? []) tags.add(tag);
      const rest = { ...operation };
      delete rest.parameters;
      delete rest.responses;
      item[method] = {
        operationId,
        ...rest,
        ...(parameters.length > 0 ? { parameters } : {}),
        security: SECURITY[session],
        responses,
      };
    }
  }

  const components = (document.components ?? {}) as Json;
  const responses: Json = {};
  for (const status of [...usedErrors].sort((a, b) => a - b)) {
    const answer = ERROR_ANSWERS[status]!;
    responses[answer.name] = errorResponse(answer.description, status);
  }
  responses.Error = errorResponse('Any other failure in the envelope (5xx only for faults)');
  return {
    ...document,
    servers: [{ url: '/', description: `This site; the API lives under ${API_PREFIX}` }],
    tags: [...tags].sort().map((name) => ({ name })),
    components: {
      ...components,
      schemas: {
        ...((components.schemas as Json | undefined) ?? {}),
        ErrorCode: { type: 'string', enum: [...ERROR_CODES] },
        ErrorEnvelope: errorEnvelopeSchema(),
      },
      responses,
    },
  };
}

/** OpenAPI 3.1 generated from the route schemas, plus a browsable reference at /api/live/docs. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '소곤 API',
        description:
          'All paths of the product spec, under /api/live. Success: `{result}`. Failure: `{message, result: {error}, detail?}`. Writes carry the `x-client` header.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token', description: "A member's session token" },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'token',
            description: "The member's session token as the cookie set at login",
          },
          opsCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'ops_token',
            description: "A console operator's session (cookie set by /api/live/ops/auth/login)",
          },
        },
      },
    },
    transform,
    transformObject: (generated) =>
      documentObject(
        ('openapiObject' in generated ? generated.openapiObject : generated.swaggerObject) as Json,
      ),
  });
  await app.register(swaggerUi, { routePrefix: '/api/live/docs', staticCSP: true });
  app.get('/api/live/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
