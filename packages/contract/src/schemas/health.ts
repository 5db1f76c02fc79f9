import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptimeSec: z.number(),
  demoMedia: z
    .object({
      published: z.number().int(),
      total: z.number().int(),
      done: z.boolean(),
      failed: z
        .array(z.object({ contentId: z.number().int(), error: z.string() }))
        .describe(
          'episodes whose last try failed and that are not published yet, each with its error in one line',
        ),
      lastError: z.string().nullable().describe('the latest failure, `demo episode 12: …`, in one line'),
      retrying: z
        .boolean()
        .describe(
          'whether the job system tries the failed episodes again; false once it gave up until the next start',
        ),
    })
    .nullable()
    .describe(
      'first start: demo episodes this server has published through the media pipeline so far, and ' +
        'what failed; null when it publishes none',
    ),
});
export type THealth = z.infer<typeof ZHealth>;
