import { z } from 'zod';
import { ZHealth } from '../schemas/health.ts';
import { defineRoutes } from './define.ts';
import { healthEndpoints } from './health.endpoints.ts';

export const healthRoutes = defineRoutes('misc', healthEndpoints, {
  check: {
    summary: 'Liveness with a database round trip; 503 when the database does not answer',
    answer: ZHealth,
  },
  live: { summary: 'Process liveness, no I/O', answer: z.object({ status: z.literal('ok') }) },
});
