import { createHash } from 'node:crypto';
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
import { segmentIndex } from './preview-playlist.ts';
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
  /** The preview's own package (its own segments, playlists and key); null when there is none (yet). */
  previewPrefix: string | null;
  previewMs: number | null;
}

/**
 * How long a full-length segment (or image) trusts the last entitlement check of a member's
 * session for an episode: a refund, an ended subscription, a block or adult mode turned off
 * stops playback within this window. Playlists and the key check on every request.
 */
export const ENTITLEMENT_CACHE_MS = 30_000;

const M3U8 = 'application/vnd.apple.mpegurl';

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .send(new AppError('ERROR_CONTENT_NOT_EXIST').toBody());
}

/**
 * HLS delivery (issue 6 "Protected delivery", issue 14; ADR 014). Public packages (free,
 * non-adult) are served at `/media/hls/{id}/pub/…` with long cache headers. Everything else
 * needs a signed token in the path. A preview token reads only the preview package (its own
 * segments and key). A full token's playlists and key ask the access rule again on every
 * request with the caller's session cookie (the member the token names, still entitled); its
 * segments and images do too, trusting a pass for ENTITLEMENT_CACHE_MS.
 */
export function mediaDeliveryPlugin(deps: {
  media: MediaRepository;
  access: StreamAccess;
  storage: ObjectStorage;
  tokenKey: Buffer;
  viewerOf: ViewerOf;
  cacheMs?: number;
  /** See ENTITLEMENT_CACHE_MS; tests move `now` instead of waiting. */
  entitlementCacheMs?: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const cache = new ExpiringMap<Delivery | 'none'>(deps.cacheMs ?? 10_000, 50_000, now);
  /** Sessions that passed the access rule for an episode lately: `content:member:session digest`. */
  const entitled = new ExpiringMap<true>(deps.entitlementCacheMs ?? ENTITLEMENT_CACHE_MS, 100_000, now);

  async function delivery(contentId: number, fresh = false): Promise<Delivery | null> {
    const cached = fresh ? null : cache.get(String(contentId));
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
          previewPrefix: found.media.previewPrefix,
          previewMs: found.media.previewMs,
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
    // A preview built moments ago (play-service) may not be in the cached info yet.
    if (grant.scope === 'preview' && info.previewPrefix === null) {
      const fresh = await delivery(params.contentId, true);
      return fresh && fresh.version === grant.version ? { info: fresh, grant } : null;
    }
    return { info, grant };
  }

  /**
   * Where a grant's files are: a preview token reads the preview package only (its own
   * segments, encrypted with its own key), everything else the package itself.
   */
  function rootOf(allowed: { info: Delivery; grant: StreamGrant | 'public' }): string | null {
    if (allowed.grant !== 'public' && allowed.grant.scope === 'preview') return allowed.info.previewPrefix;
    return allowed.info.prefix;
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

  function entitlementKey(request: FastifyRequest, grant: StreamGrant): string {
    const session = createHash('sha256')
      .update(request.cookies.token ?? '')
      .digest('base64url')
      .slice(0, 22);
    return `${grant.contentId}:${grant.userId}:${session}`;
  }

  /**
   * The access rule for a full-length segment or image: the caller's session must be the member
   * the token names and still entitled, as checked at most ENTITLEMENT_CACHE_MS ago. Only passes
   * are remembered, so an unlock is never held back.
   */
  async function stillAllowedLately(request: FastifyRequest, grant: StreamGrant): Promise<boolean> {
    const key = entitlementKey(request, grant);
    if (entitled.get(key)) return true;
    const allowed = await stillAllowed(request, grant);
    if (allowed) entitled.set(key, true);
    return allowed;
  }

  /** stillAllowed for playlists and the key, which also refreshes what segments rely on. */
  async function stillAllowedNow(request: FastifyRequest, grant: StreamGrant): Promise<boolean> {
    const allowed = await stillAllowed(request, grant);
    if (allowed && grant.scope === 'full') entitled.set(entitlementKey(request, grant), true);
    return allowed;
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
        const root = allowed && rootOf(allowed);
        if (!allowed || !root) return notFound(reply);
        if (allowed.grant !== 'public' && !(await stillAllowedNow(request, allowed.grant)))
          return notFound(reply);
        const text = await readText(`${root}/master.m3u8`);
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
        const root = allowed && rootOf(allowed);
        if (!allowed?.info.renditions.has(params.rendition) || !root) return notFound(reply);
        if (allowed.grant !== 'public' && !(await stillAllowedNow(request, allowed.grant)))
          return notFound(reply);
        const text = await readText(`${root}/${params.rendition}/index.m3u8`);
        if (text === null) return notFound(reply);
        return reply
          .header('content-type', M3U8)
          .header('cache-control', cacheControl(allowed.grant, false))
          .send(text);
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
        const root = allowed && rootOf(allowed);
        if (!allowed?.info.renditions.has(params.rendition) || !root) return notFound(reply);
        // Preview segments are the preview package's own (only its first segments exist there);
        // full-length ones answer only the member the token names, while still entitled.
        if (
          allowed.grant !== 'public' &&
          allowed.grant.scope === 'full' &&
          !(await stillAllowedLately(request, allowed.grant))
        ) {
          return notFound(reply);
        }
        return sendObject(request, reply, `${root}/${params.rendition}/${params.segment}`, {
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
        if (!(await stillAllowedNow(request, allowed.grant))) return notFound(reply);
        const media = await deps.media.packageOf(params.contentId);
        if (!media || media.version !== allowed.grant.version) return notFound(reply);
        // A preview token gets the preview's key, which opens the preview's segments and nothing else.
        const key = allowed.grant.scope === 'preview' ? media.previewKey : media.aesKey;
        if (!key) return notFound(reply);
        return reply
          .header('content-type', 'application/octet-stream')
          .header('cache-control', 'private, no-store')
          .send(key);
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
        if (allowed.grant !== 'public') {
          const within =
            allowed.grant.scope === 'preview'
              ? frame.atMs < (allowed.info.previewMs ?? 0)
              : await stillAllowedLately(request, allowed.grant);
          if (!within) return notFound(reply);
        }
        return sendObject(request, reply, frame.imageKey, {
          contentType: 'image/jpeg',
          cacheControl: cacheControl(allowed.grant, true),
        });
      },
    );
  };
}
