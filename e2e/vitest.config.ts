import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against a running site (E2E_BASE_URL); `npm run test:e2e` starts one first.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A journey waits for what a person would wait for: expect.poll's 1 s default is shorter than
    // a streamed metadata update or a refetch takes on a loaded CI machine.
    expect: { poll: { timeout: 10_000 } },
    // On CI (a shared, loaded machine) a journey that fails gets one more try; `npm run test:e2e`
    // names every journey that passed only on its second try, so a flaky one is seen, not hidden.
    retry: process.env.CI ? 1 : 0,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
