// `npm start`: build the web app and bundle the API when their sources changed since the last
// build, then serve the whole site (pages, /api/live, /media) from one process. `npm run dev`
// skips both builds, runs the API's sources through tsx and Next.js in development mode.
import { apiEntryUrl, buildApiIfChanged } from './lib/api-build.mjs';
import { buildWebIfChanged } from './lib/web-build.mjs';

const dev = process.argv.includes('--dev');
const log = (line) => console.log(`[sogon] ${line}`);

let bundled = false;
if (!dev) {
  buildWebIfChanged(log);
  process.env.NODE_ENV = 'production';
  bundled = await buildApiIfChanged(log);
} else {
  process.env.NODE_ENV = 'development';
}
process.env.NEXT_TELEMETRY_DISABLED = '1';

if (!bundled) {
  const { register } = await import('tsx/esm/api');
  register();
}
/** One of the API's entry points: from the bundle, or its source through tsx. */
const entry = (name, source) => import(bundled ? apiEntryUrl(name) : source);
// Tracing (only with OTEL_EXPORTER_OTLP_ENDPOINT) must see http, fastify and pg being loaded.
await entry('preload', '../apps/api/src/observability/preload.ts');
// The embedded PostgreSQL (its own process) boots while this one loads the server's code.
const { startDatabaseEarly } = await entry('early-database', '../apps/api/src/boot/early-database.ts');
const databaseServer = startDatabaseEarly(log);
const { main } = await entry('main', '../apps/api/src/main.ts');
const { startupFailure } = await entry('startup-error', '../apps/api/src/lib/startup-error.ts');
await main({ dev, databaseServer }).catch((error) => {
  // A known failure (PostgreSQL unreachable, …) prints its message only; anything else its stack.
  console.error('[sogon] could not start:', startupFailure(error));
  process.exit(1);
});
