import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { startTracingIfConfigured, tracing } from './tracing.ts';

interface Attribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number };
}
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Attribute[];
}
const SERVER = 2;

/** An OTLP/HTTP collector of our own: every span POSTed to /v1/traces (JSON). */
async function startCollector() {
  const spans: ExportedSpan[] = [];
  const paths: string[] = [];
  const server = createServer(async (request, response) => {
    paths.push(`${request.method} ${request.url}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    for (const resource of body.resourceSpans ?? [])
      for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { spans, paths, server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const attribute = (span: ExportedSpan, key: string) => {
  const found = span.attributes.find((entry) => entry.key === key)?.value;
  return found?.stringValue ?? found?.intValue;
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('OpenTelemetry export', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: nothing starts', async () => {
    expect(await startTracingIfConfigured({ ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
    expect(tracing()).toBeNull();
  });

  it('sends the request’s server span tagged with its request id, the queries under it, and logs its trace id', async () => {
    const collector = await startCollector();
    const reqId = 'otel-trace-test-0001';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../../test/traced-request.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
          OTEL_EXPORTER_OTLP_HEADERS: 'x-collector-key=secret',
          TRACED_DATABASE_URL: database.url,
          TRACED_PATH: '/api/live/health',
          TRACED_REQUEST_ID: reqId,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const [code] = await once(child, 'exit');
    collector.server.close();
    expect(code, output).toBe(0);

    expect(collector.paths).toContain('POST /v1/traces');
    const server = collector.spans.find(
      (span) => span.kind === SERVER && attribute(span, 'sogon.request_id') === reqId,
    );
    expect(server, JSON.stringify(collector.spans.map((span) => [span.name, span.kind]))).toBeDefined();
    if (!server) return;
    expect(attribute(server, 'http.route')).toBe('/api/live/health');
    expect(collector.spans.map((span) => span.name)).toContain('GET /api/live/health');
    // Everything of the trace below the server span; a query among them, with the same id.
    const inTrace = collector.spans.filter((span) => span.traceId === server.traceId);
    const below = new Set([server.spanId]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const span of inTrace)
        if (span.parentSpanId && below.has(span.parentSpanId) && !below.has(span.spanId)) {
          below.add(span.spanId);
          grew = true;
        }
    }
    const query = inTrace.find(
      (span) => below.has(span.spanId) && attribute(span, 'db.system.name') === 'postgresql',
    );
    expect(query, JSON.stringify(inTrace.map((span) => [span.name, span.attributes]))).toBeDefined();
    expect(query && attribute(query, 'sogon.request_id')).toBe(reqId);

    // The request's log line names the trace: from a log line to its trace and back.
    const logged = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.reqId === reqId && line.msg === 'request completed');
    expect(logged?.traceId).toBe(server.traceId);
  }, 60_000);
});
