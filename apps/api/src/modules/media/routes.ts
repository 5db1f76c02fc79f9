import { ZContentParams, ZPlaySource } from '@sogon/contract/schemas/media';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { PlayService } from './play-service.ts';

export function registerMediaRoutes(app: ApiApp, deps: { play: PlayService; viewerOf: ViewerOf }): void {
  app.get('/v2/content/play/:id', {
    schema: {
      tags: ['media'],
      summary:
        'What the player needs for one episode: a signed HLS URL (whole episode when entitled, else the free preview), loudness, waveform, audio-toon frames, script, resume position',
      params: ZContentParams,
      response: { 200: envelope(ZPlaySource) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await deps.play.source(request.params.id, await deps.viewerOf(request.ctx)));
    },
  });
}
