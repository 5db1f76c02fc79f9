import { defineConfig } from 'vitest/config';

// One runner for the whole repository: unit tests beside the code, integration tests that
// talk to a real PostgreSQL through the test database helper.
export default defineConfig({
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
