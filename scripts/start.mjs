// `npm start`: build the web app when its sources changed since the last build, then serve the
// whole site (pages, /api/live, /media) from one process. `npm run dev` skips the build and
// runs Next.js in development mode.
import { buildWebIfChanged } from './lib/web-build.mjs';

const dev = process.argv.includes('--dev');

if (!dev) {
  buildWebIfChanged((line) => console.log(`[sogon] ${line}`));
  process.env.NODE_ENV = 'production';
} else {
  process.env.NODE_ENV = 'development';
}
process.env.NEXT_TELEMETRY_DISABLED = '1';

const { register } = await import('tsx/esm/api');
register();
// Tracing (only with OTEL_EXPORTER_OTLP_ENDPOINT) must see http, fastify and pg being loaded.
await import('../apps/api/src/observability/preload.ts');
const { main } = await import('../apps/api/src/main.ts');
const { startupFailure } = await import('../apps/api/src/lib/startup-error.ts');
await main({ dev }).catch((error) => {
  // A known failure (PostgreSQL unreachable, …) prints its message only; anything else its stack.
  console.error('[sogon] could not start:', startupFailure(error));
  process.exit(1);
});
