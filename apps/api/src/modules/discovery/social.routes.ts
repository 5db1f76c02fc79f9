import {
  ZFollowedChannelList,
  ZFollowListQuery,
  ZFollowState,
  ZIdParams,
  ZPlaylistLikeState,
  ZPreferList,
  ZPreferListQuery,
  ZPreferState,
} from '@sogon/contract/schemas/discovery';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account/sessions';
import { memberOf } from './member.ts';
import type { SocialService } from './social.service.ts';

export function registerSocialRoutes(app: ApiApp, social: SocialService, sessions: Sessions): void {
  const member = memberOf(sessions);

  app.post('/v2/channel/follow/:id', {
    schema: {
      tags: ['channel'],
      summary: 'Follows or unfollows a channel (a toggle; free, unlike a subscription)',
      params: ZIdParams,
      response: { 200: envelope(ZFollowState) },
    },
    handler: async (request) => ok(await social.toggleFollow(await member(request), request.params.id)),
  });

  app.get('/v2/channel/user/:id', {
    schema: {
      tags: ['channel'],
      summary: 'Whether the caller follows the channel (visitors: false) and how many follow it',
      params: ZIdParams,
      response: { 200: envelope(ZFollowState) },
    },
    handler: async (request) =>
      ok(await social.followState(await sessions.viewer(request.ctx), request.params.id)),
  });

  app.get('/v2/channel/follow', {
    schema: {
      tags: ['channel'],
      summary: "The member's followed channels, the latest follow first (offset = page size, default 10)",
      querystring: ZFollowListQuery,
      response: { 200: envelope(ZFollowedChannelList) },
    },
    handler: async (request) => ok(await social.followedChannels(await member(request), request.query)),
  });

  app.post('/v2/playlist/prefer/:id', {
    schema: {
      tags: ['library'],
      summary: 'Keeps or lets go of a playlist (찜, a toggle)',
      params: ZIdParams,
      response: { 200: envelope(ZPreferState) },
    },
    handler: async (request) => ok(await social.togglePrefer(await member(request), request.params.id)),
  });

  app.get('/v2/playlist/prefer/:id', {
    schema: {
      tags: ['library'],
      summary: 'Whether the caller keeps the playlist (찜; visitors: false) and how many do',
      params: ZIdParams,
      response: { 200: envelope(ZPreferState) },
    },
    handler: async (request) =>
      ok(await social.preferState(await sessions.viewer(request.ctx), request.params.id)),
  });

  app.get('/v2/user/library/own/prefer', {
    schema: {
      tags: ['library'],
      summary: "The member's 찜, the latest first (offset = page size, default 10; page from 1)",
      querystring: ZPreferListQuery,
      response: { 200: envelope(ZPreferList) },
    },
    handler: async (request) => ok(await social.preferredPlaylists(await member(request), request.query)),
  });

  app.get('/v2/playlist/like/:id', {
    schema: {
      tags: ['playlist'],
      summary: "Likes over the playlist's episodes, and whether the caller liked any (visitors: false)",
      params: ZIdParams,
      response: { 200: envelope(ZPlaylistLikeState) },
    },
    handler: async (request) =>
      ok(await social.playlistLikes(await sessions.viewer(request.ctx), request.params.id)),
  });
}
