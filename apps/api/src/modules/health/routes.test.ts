import { describe, expect, it } from 'vitest';
import { buildServer } from '#api/http/server';
import { createDrainState } from '#api/lib/drain';
import { registerLivenessRoute } from './routes.ts';

describe('liveness while the server drains', () => {
  it('answers 200, then 503 once the drain started (the balancer takes the server out)', async () => {
    const drain = createDrainState();
    const server = await buildServer({ routes: (api) => registerLivenessRoute(api, { drain }) });
    try {
      expect((await server.inject({ url: '/api/live/health/live' })).statusCode).toBe(200);
      drain.start();
      const draining = await server.inject({ url: '/api/live/health/live' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json().result.error).toBe('ERROR_SERVICE_UNAVAILABLE');
    } finally {
      await server.close();
    }
  });
});
