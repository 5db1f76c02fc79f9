import { PREVIEW_SECONDS } from '@sogon/contract/schemas/media';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { AppError } from '#api/http/app-error';
import { installErrorHandler } from '#api/http/error-handler';
import { ExpiringMap } from '#api/lib/expiring-map';
import type { ViewerOf } from '#api/modules/viewer';
import { isAdultEpisode, type StreamAccess } from './access.ts';
import { parseByteRange } from './byte-range.ts';
import { PUBLIC_TOKEN } from './play-service.ts';
import { previewPlaylist, previewSegmentCount, segmentIndex } from './preview-playlist.ts';
import type { MediaRepository } from './repository.ts';
import { type StreamGrant, verifyStreamToken } from './stream-token.ts';

const ZBase = z.object({
  contentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  token: z.string().min(1).max(120),
});
const ZVariant = ZBase.extend({ rendition: z.string().regex(/^[a-z][a-z0-9]{0,15}$/) });
const ZSegment = ZVariant.extend({ segment: z.string().max(40) });
const ZFrame = ZBase.extend({ file: z.string().regex(/^\d{1,4}\.jpg$/) });

/** What delivery needs to know about an episode, cached briefly (segment requests are many). */
interface Delivery {
  prefix: string;
  version: number;
  encrypted: boolean;
  /** Free and not adult right now: the public path may serve it. */
  open: boolean;
  segmentSec: number;
  durationSec: number;
  renditions: Set<string>;
}

const M3U8 = 'application/vnd.apple.mpegurl';

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .send(new AppError('ERROR_CONTENT_NOT_EXIST').toBody());
}

/**
 * HLS delivery (issue 6 "Protected delivery"). Public packages (free, non-adult) are served at
 * `/media/hls/{id}/pub/…` with long cache headers. Everything else needs a signed token in the
 * path: segments check the signature (and the preview limit) only; the media playlists and the
 * key also ask the access rule again with the caller's session, so a token alone is not enough
 * to get the key and a refund or an ended subscription takes effect on the next request.
 */
export function mediaDeliveryPlugin(deps: {
  media: MediaRepository;
  access: StreamAccess;
  storage: ObjectStorage;
  tokenKey: Buffer;
  viewerOf: ViewerOf;
  cacheMs?: number;
}) {
  const cache = new ExpiringMap<Delivery | 'none'>(deps.cacheMs ?? 10_000, 50_000, Date.now);

  async function delivery(contentId: number): Promise<Delivery | null> {
    const cached = cache.get(String(contentId));
    if (cached) return cached === 'none' ? null : cached;
    const found = await deps.media.episode(contentId);
    const value: Delivery | 'none' = found?.media
      ? {
          prefix: found.media.prefix,
          version: found.media.version,
          encrypted: found.media.encrypted,
          open: found.content.isFree && !isAdultEpisode(found),
          segmentSec: found.media.segmentSec,
          durationSec: found.media.durationMs / 1000,
          renditions: new Set(found.media.renditions.map((r) => r.name)),
        }
      : 'none';
    cache.set(String(contentId), value);
    return value === 'none' ? null : value;
  }

  /** The grant of a request, 'public' for an open package, or null (404). */
  async function authorise(
    params: z.infer<typeof ZBase>,
  ): Promise<{ info: Delivery; grant: StreamGrant | 'public' } | null> {
    const info = await delivery(params.contentId);
    if (!info) return null;
    if (params.token === PUBLIC_TOKEN) return info.open && !info.encrypted ? { info, grant: 'public' } : null;
    const grant = verifyStreamToken(deps.tokenKey, params.contentId, params.token);
    if (!grant || grant.version !== info.version) return null;
    return { info, grant };
  }

  /** The access rule again, with the caller's session: the same member, still entitled. */
  async function stillAllowed(request: FastifyRequest, grant: StreamGrant): Promise<boolean> {
    const viewer = await deps.viewerOf({ token: request.cookies.token ?? '' });
    if ((viewer.userId ?? 0) !== grant.userId) return false;
    try {
      const { scope } = await deps.access.decide(grant.contentId, viewer);
      return grant.scope === 'preview' || scope === 'full';
    } catch {
      return false;
    }
  }

  function cacheControl(grant: StreamGrant | 'public', immutable: boolean): string {
    if (grant === 'public') return immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=60';
    const left = Math.max(0, grant.expiresAt - Math.floor(Date.now() / 1000));
    return `private, max-age=${Math.min(left, immutable ? left : 60)}`;
  }

  async function sendObject(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    headers: { contentType: string; cacheControl: string },
  ) {
    // Players rarely send Range for segments: then one read, no separate stat.
    let range: { start: number; end: number } | null = null;
    if (request.headers.range) {
      const head = await deps.storage.head(key);
      if (!head) return notFound(reply);
      const parsed = parseByteRange(request.headers.range, head.size);
      if (parsed === 'invalid')
        return reply.status(416).header('content-range', `bytes */${head.size}`).send();
      range = parsed;
    }
    const object = await deps.storage.get(key, range ? { range } : {});
    if (!object) return notFound(reply);
    reply
      .header('content-type', headers.contentType)
      .header('cache-control', headers.cacheControl)
      .header('accept-ranges', 'bytes')
      .header('content-length', String(object.length));
    if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
    return reply.send(object.body);
  }

  async function readText(key: string): Promise<string | null> {
    const object = await deps.storage.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  return async (app: FastifyInstance) => {
    installErrorHandler(app);
    const hide = { hide: true } as const;

    app.get(
      '/media/hls/:contentId/:token/master.m3u8',
      { schema: { ...hide, params: ZBase } },
      async (request, reply) => {
        const params = request.params as z.infer<typeof ZBase>;
        const allowed = await authorise(params);
        if (!allowed) return notFound(reply);
        if (allowed.grant !== 'public' && !(await stillAllowed(request, allowed.grant)))
          return notFound(reply);
        const text = await readText(`${allowed.info.prefix}/master.m3u8`);
        if (text === null) return notFound(reply);
        return reply
          .header('content-type', M3U8)
          .header('cache-control', cacheControl(allowed.grant, false))
          .send(text);
      },
    );

    app.get(
      '/media/hls/:contentId/:token/:rendition/index.m3u8',
      { schema: { ...hide, params: ZVariant } },
      async (request, reply) => {
        const params = request.params as z.infer<typeof ZVariant>;
        const allowed = await authorise(params);
        if (!allowed?.info.renditions.has(params.rendition)) return notFound(reply);
        if (allowed.grant !== 'public' && !(await stillAllowed(request, allowed.grant)))
          return notFound(reply);
        const text = await readText(`${allowed.info.prefix}/${params.rendition}/index.m3u8`);
        if (text === null) return notFound(reply);
        const body =
          allowed.grant !== 'public' && allowed.grant.scope === 'preview'
            ? previewPlaylist(text, PREVIEW_SECONDS).text
            : text;
        return reply
          .header('content-type', M3U8)
          .header('cache-control', cacheControl(allowed.grant, false))
          .send(body);
      },
    );

    app.get(
      '/media/hls/:contentId/:token/:rendition/:segment',
      { schema: { ...hide, params: ZSegment } },
      async (request, reply) => {
        const params = request.params as z.infer<typeof ZSegment>;
        const index = segmentIndex(params.segment);
        if (index === null) return notFound(reply);
        const allowed = await authorise(params);
        if (!allowed?.info.renditions.has(params.rendition)) return notFound(reply);
        if (
          allowed.grant !== 'public' &&
          allowed.grant.scope === 'preview' &&
          index >= previewSegmentCount(allowed.info.segmentSec, PREVIEW_SECONDS)
        ) {
          return notFound(reply);
        }
        return sendObject(request, reply, `${allowed.info.prefix}/${params.rendition}/${params.segment}`, {
          contentType: 'video/mp2t',
          cacheControl: cacheControl(allowed.grant, true),
        });
      },
    );

    app.get(
      '/media/hls/:contentId/:token/key',
      { schema: { ...hide, params: ZBase } },
      async (request, reply) => {
        const params = request.params as z.infer<typeof ZBase>;
        const allowed = await authorise(params);
        if (!allowed || allowed.grant === 'public' || !allowed.info.encrypted) return notFound(reply);
        if (!(await stillAllowed(request, allowed.grant))) return notFound(reply);
        const media = await deps.media.packageOf(params.contentId);
        if (!media?.aesKey || media.version !== allowed.grant.version) return notFound(reply);
        return reply
          .header('content-type', 'application/octet-stream')
          .header('cache-control', 'private, no-store')
          .send(media.aesKey);
      },
    );

    app.get(
      '/media/frames/:contentId/:token/:file',
      { schema: { ...hide, params: ZFrame } },
      async (request, reply) => {
        const params = request.params as z.infer<typeof ZFrame>;
        const allowed = await authorise(params);
        if (!allowed) return notFound(reply);
        const frame = await deps.media.frame(params.contentId, Number.parseInt(params.file, 10));
        if (!frame) return notFound(reply);
        if (
          allowed.grant !== 'public' &&
          allowed.grant.scope === 'preview' &&
          frame.atMs >= PREVIEW_SECONDS * 1000
        ) {
          return notFound(reply);
        }
        return sendObject(request, reply, frame.imageKey, {
          contentType: 'image/jpeg',
          cacheControl: cacheControl(allowed.grant, true),
        });
      },
    );
  };
}
