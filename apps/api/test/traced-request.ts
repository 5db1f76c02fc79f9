// A process that starts tracing first, as `npm start` and `npm run worker` do, then serves and makes one API
// request (x-request-id from TRACED_REQUEST_ID) on the database at TRACED_DATABASE_URL, and
// flushes its spans on the way out. Driven by src/observability/otel.test.ts.
import '#api/observability/preload';
import { stopTracing, tracing } from '#api/observability/tracing';

if (!tracing()) throw new Error('OTEL_EXPORTER_OTLP_ENDPOINT is not set');
const { connectDatabase } = await import('#api/db/client');
const { createProcessLogger, setProcessLogger } = await import('#api/observability/logger');
const { buildTestServer } = await import('./api-server.ts');

const url = String(process.env.TRACED_DATABASE_URL);
const database = connectDatabase(url, { max: 2 });
const logger = createProcessLogger('info');
setProcessLogger(logger);
const app = await buildTestServer(
  { ...database, url, name: '', drop: database.close },
  { loggerInstance: logger },
);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const response = await fetch(`${origin}${process.env.TRACED_PATH}`, {
  headers: { 'x-request-id': String(process.env.TRACED_REQUEST_ID) },
});
await response.arrayBuffer();
await app.close();
await database.close();
await stopTracing();
