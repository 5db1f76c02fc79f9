import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests against a real cluster (`npm run test:cluster`): each file starts `scripts/cluster.mjs`
// once in a temporary data folder, with its own PostgreSQL and redis-server, behind HAProxy.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['cluster/**/*.cluster.ts'],
    testTimeout: 120_000,
    hookTimeout: 15 * 60_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
