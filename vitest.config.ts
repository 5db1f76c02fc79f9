import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ALL_TESTS = [
  'apps/*/src/**/*.test.ts',
  'apps/*/test/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
  'apps/web/src/**/*.test.tsx',
];

/**
 * Test files that need a process of their own: the web component tests (one DOM per file, React
 * and the stores' module state) and a file that changes built-ins for good (decision 078;
 * test/builtins-guard.ts fails any other file that does). Every other file shares its worker's
 * registry with the files before it, so the API's module graph is imported once per worker
 * instead of once per file.
 */
const ISOLATED_TESTS = [
  'apps/web/src/**/*.test.tsx',
  // drizzle-kit/api adds enumerable methods to Array.prototype and String.prototype, which
  // break fast-json-stringify's nullable branches in every later file of a shared worker.
  'apps/api/src/db/schema-and-sql.test.ts',
];

// One runner for the whole repository: unit tests beside the code, integration tests that
// talk to a real PostgreSQL through the test database helper. Web component tests pick their
// DOM per file (`// @vitest-environment happy-dom`) and import components as the app does.
export default defineConfig({
  resolve: {
    alias: [{ find: /^@web\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }],
  },
  test: {
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker more than the cores: a test file spends much of its time waiting for PostgreSQL
    // or ffmpeg, other processes (decision 078).
    maxWorkers: availableParallelism() + 1,
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS, isolate: true } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ALL_TESTS,
          exclude: ['**/node_modules/**', ...ISOLATED_TESTS],
          isolate: false,
          // Fails a file that leaves an enumerable property on a built-in prototype behind.
          setupFiles: ['apps/api/test/builtins-guard.ts'],
        },
      },
    ],
  },
});
