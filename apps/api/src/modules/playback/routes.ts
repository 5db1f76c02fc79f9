import {
  ZContentParams,
  ZContinueList,
  ZLikeState,
  ZPlaytime,
  ZPlaytimeBody,
  ZPlaytimeDeleteQuery,
  ZPlaytimePutBody,
  ZPlaytimeRemoved,
  ZPlaytimeReport,
  ZRecentQuery,
  ZVisitQuery,
  ZVisitStats,
} from '@sogon/contract/schemas/media';
import type { FastifyRequest } from 'fastify';
import { envelope, ok } from '#api/http/envelope';
import type { RequestContext } from '#api/http/request-context';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account/sessions';
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

  app.post('/v2/content/playtime/:id', {
    schema: {
      tags: ['playback'],
      summary: 'Reports playback (spec payload {playtime, interval}); visitors count toward statistics only',
      description:
        "Sent by the player every 10 s and when playback stops. A member's position is kept (capped at the " +
        'episode length); `interval` counts at most 60 s per report. Written in batches every few seconds; ' +
        "the caller's own reads see it at once.",
      params: ZContentParams,
      body: ZPlaytimeBody,
      response: { 200: envelope(ZPlaytimeReport) },
    },
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      return ok(
        await playback.report(viewer, viewerKey(viewer, request.ctx), request.params.id, request.body),
      );
    },
  });

  for (const url of ['/v1/user/playtime/:id', '/v1/user/playtime/v2/:id']) {
    app.get(url, {
      schema: {
        tags: ['playback'],
        summary: "The member's position in an episode (playtime 0 and updatedAt null when never played)",
        params: ZContentParams,
        response: { 200: envelope(ZPlaytime) },
      },
      handler: async (request) => {
        const { userId, viewer } = await member(request);
        return ok(await playback.position(userId, viewer, request.params.id));
      },
    });
  }

  app.put('/v1/user/playtime/v2/:id', {
    schema: {
      tags: ['playback'],
      summary: "Sets the member's position in an episode now (not batched)",
      params: ZContentParams,
      body: ZPlaytimePutBody,
      response: { 200: envelope(ZPlaytime) },
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await playback.setPosition(userId, viewer, request.params.id, request.body.playtime));
    },
  });

  app.delete('/v1/user/playtime/v2', {
    schema: {
      tags: ['playback'],
      summary: "Removes the member's positions in the listed episodes (items=[1,2])",
      querystring: ZPlaytimeDeleteQuery,
      response: { 200: envelope(ZPlaytimeRemoved) },
    },
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await playback.removePositions(userId, request.query.items));
    },
  });

  app.post('/v2/content/like/:id', {
    schema: {
      tags: ['playback'],
      summary: "Toggles the member's like of an episode (spec section 4: likes are toggles)",
      params: ZContentParams,
      response: { 200: envelope(ZLikeState) },
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await playback.toggleLike(userId, viewer, request.params.id));
    },
  });

  app.get('/v2/content/like/:id', {
    schema: {
      tags: ['playback'],
      summary: 'Likes of an episode and whether the caller likes it (visitors: false)',
      params: ZContentParams,
      response: { 200: envelope(ZLikeState) },
    },
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      return ok(await playback.likeState(viewer, request.params.id));
    },
  });

  app.get('/v1/statistics/log/visit', {
    schema: {
      tags: ['playback'],
      summary: 'Records a visit to an episode (visitors too) and answers its visit counts',
      description:
        'A viewer counts once per 30 minutes per episode, and once per Seoul day as a unique visitor.',
      querystring: ZVisitQuery,
      response: { 200: envelope(ZVisitStats) },
    },
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      return ok(await playback.visit(viewer, viewerKey(viewer, request.ctx), request.query.contentId));
    },
  });

  app.get('/v2/user/library/own/recent', {
    schema: {
      tags: ['library'],
      summary: 'Recently played: one item per playlist (its latest episode played), newest first',
      description: 'offset is the page size (spec default 10), page starts at 1.',
      querystring: ZRecentQuery,
      response: { 200: envelope(ZContinueList) },
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await playback.recent(userId, viewer, request.query));
    },
  });

  app.delete('/v2/user/library/own/recent/:id', {
    schema: {
      tags: ['library'],
      summary: "Removes a playlist from recently played (the member's positions in its episodes)",
      params: ZContentParams.describe('id: the playlist id'),
      response: { 200: envelope(ZPlaytimeRemoved) },
    },
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await playback.removeRecent(userId, request.params.id));
    },
  });
}
