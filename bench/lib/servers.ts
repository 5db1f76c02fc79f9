import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from '../../apps/api/src/http/server.ts';
import { createDrainState } from '../../apps/api/src/lib/drain.ts';
import { registerLivenessRoute } from '../../apps/api/src/modules/health/index.ts';
import { withTimeout } from './timeout.ts';

/** Loopback only: the benchmarks never listen on a public interface. */
export const HOST = '127.0.0.1';
/** The API's trivial route; the bare server answers the same path with the same body. */
export const LIVENESS_PATH = '/api/live/health/live';
export const LIVENESS_BODY = '{"result":{"status":"ok"}}';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const START_TIMEOUT_MS = 15_000;
const CLOSE_TIMEOUT_MS = 5_000;

export interface RunningServer {
  /** Full URL of the route under load, e.g. http://127.0.0.1:41234/api/live/health/live. */
  url: string;
  close(): Promise<void>;
}

/** The floor: node:http alone, serializing the same JSON body on every request. */
export async function startBareServer(): Promise<RunningServer> {
  const payload = { result: { status: 'ok' } };
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === LIVENESS_PATH) {
      response.statusCode = 200;
      response.setHeader('content-type', JSON_CONTENT_TYPE);
      // end(body) without writeHead lets Node set content-length, as Fastify does (no chunked encoding).
      response.end(JSON.stringify(payload));
      return;
    }
    response.statusCode = 404;
    response.setHeader('content-type', JSON_CONTENT_TYPE);
    response.end('{"message":"not found"}');
  });
  server.listen(0, HOST);
  await withTimeout(once(server, 'listening'), START_TIMEOUT_MS, 'bare server listen');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}${LIVENESS_PATH}`,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await withTimeout(closed, CLOSE_TIMEOUT_MS, 'bare server close');
    },
  };
}

/**
 * The framework alone: a plain Fastify instance (no plugins, hooks or schemas) answering the same
 * path with the same object. What the API costs above it is ours; what it costs above bare node
 * is Fastify's.
 */
export async function startFastifyServer(): Promise<RunningServer> {
  const app = Fastify({ logger: false });
  app.get(LIVENESS_PATH, async () => ({ result: { status: 'ok' } }));
  return listening(app, 'fastify server');
}

/** The API as it ships (same plugins, hooks, schemas and serializer), with only the liveness route. */
export async function startApiServer(): Promise<RunningServer> {
  const app = await withTimeout(
    buildServer({
      logger: false,
      routes: (api) => registerLivenessRoute(api, { drain: createDrainState() }),
    }),
    START_TIMEOUT_MS,
    'api server build',
  );
  return listening(app, 'api server');
}

/** A Fastify instance listening on loopback, its liveness URL and a bounded close. */
async function listening(app: FastifyInstance, label: string): Promise<RunningServer> {
  try {
    await withTimeout(app.listen({ host: HOST, port: 0 }), START_TIMEOUT_MS, `${label} listen`);
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}${LIVENESS_PATH}`,
    close: async () => {
      const closed = app.close();
      app.server.closeAllConnections();
      await withTimeout(closed, CLOSE_TIMEOUT_MS, `${label} close`);
    },
  };
}

/** One plain request before any load: the target must answer 200 with the expected JSON, or the run stops. */
export async function checkTarget(url: string): Promise<void> {
  const { status, contentType, body } = await withTimeout(
    new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
      const request = http.get(url, { agent: false, headers: { connection: 'close' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body,
          }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
    }),
    CLOSE_TIMEOUT_MS,
    `check ${url}`,
  );
  if (status !== 200 || contentType !== JSON_CONTENT_TYPE || body !== LIVENESS_BODY) {
    throw new Error(
      `${url} answered ${status} (${contentType}) ${body.slice(0, 200)}; expected 200 ${LIVENESS_BODY}`,
    );
  }
}
