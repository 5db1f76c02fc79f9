import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { composeApp } from '../../apps/api/src/app/compose.ts';
import { RUNTIME_DEFAULTS } from '../../apps/api/src/app/settings.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import type { MediaRoots } from '../../apps/api/src/media/roots.ts';
import { type TestSettings, testSettings } from '../../apps/api/test/settings.ts';

/**
 * The application as production composes it for a benchmark, with the test harness's settings
 * (sandboxed providers, files in a temporary folder) and production caches, changed by `overrides`.
 */
export async function composeBenchApp(db: Db, overrides: TestSettings = {}, media?: MediaRoots) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-bench-'));
  // The caches a production server runs with, unless the benchmark says otherwise.
  const settings = testSettings(
    scratch,
    {
      homeCacheMs: RUNTIME_DEFAULTS.homeCacheMs,
      sessionCacheMs: RUNTIME_DEFAULTS.sessionCacheMs,
      ...overrides,
    },
    media,
  );
  const app = composeApp(db, settings, { log: () => {} });
  return Object.assign(app, {
    async close() {
      await app.stop();
      await rm(scratch, { recursive: true, force: true });
    },
  });
}
