import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import type { RequestContext } from '#api/http/request-context';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { Viewer } from '#api/modules/viewer';
import type { PlaybackService } from './service.ts';

const UUID_SHAPE = /^[\w-]{8,64}$/;

/** Who a count belongs to: the member, else the browser's x-uuid, else the address. */
export function viewerKey(viewer: Viewer, ctx: Pick<RequestContext, 'uuid' | 'ip'>): string {
  if (viewer.userId !== null) return `m:${viewer.userId}`;
  return UUID_SHAPE.test(ctx.uuid) ? `u:${ctx.uuid}` : `ip:${ctx.ip}`;
}

export function registerPlaybackRoutes(
  app: ApiApp,
  deps: { playback: PlaybackService; sessions: Sessions },
): void {
  const { playback, sessions } = deps;
  const member = async (request: FastifyRequest) => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };

  // Whatever is buffered is written before the process lets go of the database.
  app.addHook('onClose', async () => {
    await playback.stop();
  });

  const table = routes.playback;

  route(app, table.report, {
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      return ok(
        await playback.report(viewer, viewerKey(viewer, request.ctx), request.params.id, request.body),
      );
    },
  });

  // sendBeacon cannot set x-client: the request guards take an Origin naming this site instead.
  route(app, table.reportBatch, {
    config: { beacon: true },
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      const { events, uuid } = request.body;
      const key = viewerKey(viewer, { ip: request.ctx.ip, uuid: request.ctx.uuid || (uuid ?? '') });
      return ok({ items: await playback.reportBatch(viewer, key, events) });
    },
  });

  route(app, table.position, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await playback.position(userId, viewer, request.params.id));
    },
  });

  route(app, table.setPosition, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await playback.setPosition(userId, viewer, request.params.id, request.body.playtime));
    },
  });

  route(app, table.removePositions, {
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await playback.removePositions(userId, request.query.items));
    },
  });

  route(app, table.toggleLike, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await playback.toggleLike(userId, viewer, request.params.id));
    },
  });

  route(app, table.likeState, {
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      return ok(await playback.likeState(viewer, request.params.id));
    },
  });

  route(app, table.visit, {
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      return ok(await playback.visit(viewer, viewerKey(viewer, request.ctx), request.query.contentId));
    },
  });

  route(app, table.recent, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await playback.recent(userId, viewer, request.query));
    },
  });

  route(app, table.removeRecent, {
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await playback.removeRecent(userId, request.params.id));
    },
  });
}
