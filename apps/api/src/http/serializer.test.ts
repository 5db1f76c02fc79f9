import type { Route } from '@sogon/contract/routes/define';
import { routes } from '@sogon/contract/routes/table';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { compileResponseSerializer } from './serializer.ts';
import { buildServer } from './server.ts';

describe('response serializer', () => {
  it('writes only the fields the response schema declares, nullable and arrays included', async () => {
    const app = await buildServer({
      routes: (api) => {
        api.get(
          '/v1/row',
          {
            schema: {
              response: {
                200: envelope(
                  z.object({
                    id: z.number(),
                    name: z.string(),
                    note: z.string().nullable(),
                    tags: z.array(z.string()),
                  }),
                ),
              },
            },
          },
          async () => ({
            result: { id: 1, name: '소곤', note: null, tags: ['빗소리'], passwordHash: 'secret' } as never,
          }),
        );
      },
    });
    const response = await app.inject({ url: '/api/live/v1/row' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { id: 1, name: '소곤', note: null, tags: ['빗소리'] } });
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it("compiles every route's response schema (a start compiles them only on first use)", () => {
    const failed: string[] = [];
    for (const group of Object.values(routes) as Record<string, Route>[]) {
      for (const route of Object.values(group)) {
        try {
          compileResponseSerializer(envelope(route.answer));
        } catch (error) {
          failed.push(`${route.method} ${route.path}: ${(error as Error).message}`);
        }
      }
    }
    expect(failed).toEqual([]);
  });
});
