import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the whole repository: unit tests beside the code, integration tests that
// talk to a real PostgreSQL through the test database helper. Web component tests pick their
// DOM per file (`// @vitest-environment happy-dom`) and import components as the app does.
export default defineConfig({
  resolve: {
    alias: [{ find: /^@web\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }],
  },
  test: {
    include: [
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'apps/web/src/**/*.test.tsx',
    ],
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
