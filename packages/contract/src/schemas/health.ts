import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptimeSec: z.number(),
  demoMedia: z
    .object({ published: z.number().int(), total: z.number().int(), done: z.boolean() })
    .nullable()
    .describe(
      'first start: demo episodes this server has published through the media pipeline so far; ' +
        'null when it publishes none',
    ),
});
export type THealth = z.infer<typeof ZHealth>;
