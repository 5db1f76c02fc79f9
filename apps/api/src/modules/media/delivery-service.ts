import { createHash } from 'node:crypto';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { readStoredObject, type StoredAnswer } from '#api/http/stored-object';
import { ExpiringMap } from '#api/lib/expiring-map';
import type { StreamAccess } from '#api/modules/access';
import { openToEveryone } from '#api/modules/access';
import type { ViewerOf } from '#api/modules/viewer';
import { PUBLIC_TOKEN } from './play-service.ts';
import { segmentIndex } from './preview-playlist.ts';
import type { MediaRepository } from './repository.ts';
import { type StreamGrant, verifyStreamToken } from './stream-token.ts';

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

/** A request for one file of a package: the episode, the token in the path, the caller's session cookie. */
export interface DeliveryRequest {
  contentId: number;
  token: string;
  /** The `token` cookie ('' without one): who the caller is, for the access policy. */
  session: string;
}

/** What to answer: a text, bytes, or a stored object (range-aware, http/stored-object.ts); null is 404. */
export type Delivered =
  | { kind: 'text'; body: string; contentType: string; cacheControl: string }
  | { kind: 'bytes'; body: Buffer; contentType: string; cacheControl: string }
  | StoredAnswer
  | null;

/**
 * HLS delivery (issue 6 "Protected delivery", issue 14; ADR 014). Public packages (free,
 * non-adult) are served at `/media/hls/{id}/pub/…`. Everything else needs a signed token in the
 * path. A preview token reads only the preview package (its own segments and key). A full
 * token's playlists and key ask the access policy again on every request with the caller's
 * session (the member the token names, still entitled); its segments and images do too,
 * trusting a pass for ENTITLEMENT_CACHE_MS. The plugin only maps HTTP onto these answers.
 */
export function createDeliveryService(deps: {
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
  /** Sessions that passed the access policy for an episode lately: `content:member:session digest`. */
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
          open: openToEveryone(found),
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

  type Allowed = { info: Delivery; grant: StreamGrant | 'public' };

  /** The grant of a request, 'public' for an open package, or null (404). */
  async function authorise(request: DeliveryRequest): Promise<Allowed | null> {
    const info = await delivery(request.contentId);
    if (!info) return null;
    if (request.token === PUBLIC_TOKEN)
      return info.open && !info.encrypted ? { info, grant: 'public' } : null;
    // The clock that signed the token (the application's) checks its expiry.
    const grant = verifyStreamToken(
      deps.tokenKey,
      request.contentId,
      request.token,
      Math.floor(now() / 1000),
    );
    if (!grant) return null;
    // A token for a newer package than this node's copy: the episode was republished, maybe
    // through another node, within the cache's lifetime. Read it again rather than refuse.
    if (grant.version > info.version) {
      const fresh = await delivery(request.contentId, true);
      return fresh && fresh.version === grant.version ? authorise(request) : null;
    }
    if (grant.version !== info.version) return null;
    // A preview built moments ago (play-service) may not be in the cached info yet.
    if (grant.scope === 'preview' && info.previewPrefix === null) {
      const fresh = await delivery(request.contentId, true);
      return fresh && fresh.version === grant.version ? { info: fresh, grant } : null;
    }
    return { info, grant };
  }

  /**
   * Where a grant's files are: a preview token reads the preview package only (its own
   * segments, encrypted with its own key), everything else the package itself.
   */
  function rootOf(allowed: Allowed): string | null {
    if (allowed.grant !== 'public' && allowed.grant.scope === 'preview') return allowed.info.previewPrefix;
    return allowed.info.prefix;
  }

  /** The access policy again, with the caller's session: the same member, still entitled. */
  async function stillAllowed(session: string, grant: StreamGrant): Promise<boolean> {
    const viewer = await deps.viewerOf({ token: session });
    if ((viewer.userId ?? 0) !== grant.userId) return false;
    try {
      const { scope } = await deps.access.decide(grant.contentId, viewer);
      return grant.scope === 'preview' || scope === 'full';
    } catch {
      return false;
    }
  }

  function entitlementKey(session: string, grant: StreamGrant): string {
    const digest = createHash('sha256').update(session).digest('base64url').slice(0, 22);
    return `${grant.contentId}:${grant.userId}:${digest}`;
  }

  /**
   * The access policy for a full-length segment or image: the caller's session must be the
   * member the token names and still entitled, as checked at most ENTITLEMENT_CACHE_MS ago.
   * Only passes are remembered, so an unlock is never held back.
   */
  async function stillAllowedLately(session: string, grant: StreamGrant): Promise<boolean> {
    const key = entitlementKey(session, grant);
    if (entitled.get(key)) return true;
    const allowed = await stillAllowed(session, grant);
    if (allowed) entitled.set(key, true);
    return allowed;
  }

  /** stillAllowed for playlists and the key, which also refreshes what segments rely on. */
  async function stillAllowedNow(session: string, grant: StreamGrant): Promise<boolean> {
    const allowed = await stillAllowed(session, grant);
    if (allowed && grant.scope === 'full') entitled.set(entitlementKey(session, grant), true);
    return allowed;
  }

  /**
   * What a browser and a CDN in front may keep (docs/deploy.md, "Media at the edge"): open
   * packages for a year; under a token path, ciphertext segments in a shared cache until the
   * token expires (useless without the key, which is never cached and checks the session every
   * time); everything else of a token path only in the member's own browser.
   */
  function cacheControl(grant: StreamGrant | 'public', file: 'playlist' | 'ciphertext' | 'plain'): string {
    if (grant === 'public')
      return file === 'playlist' ? 'public, max-age=60' : 'public, max-age=31536000, immutable';
    const left = Math.max(0, grant.expiresAt - Math.floor(now() / 1000));
    if (file === 'ciphertext') return `public, max-age=${left}, immutable`;
    return `private, max-age=${Math.min(left, file === 'playlist' ? 60 : left)}`;
  }

  async function readText(key: string): Promise<string | null> {
    const object = await deps.storage.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async function playlistText(allowed: Allowed, key: string): Promise<Delivered> {
    const text = await readText(key);
    if (text === null) return null;
    return {
      kind: 'text',
      body: text,
      contentType: M3U8,
      cacheControl: cacheControl(allowed.grant, 'playlist'),
    };
  }

  /** A stored object, whole or the part a `Range` header asks for (players rarely send one for segments). */
  function object(
    key: string,
    range: string | undefined,
    headers: { contentType: string; cacheControl: string },
  ): Promise<Delivered> {
    return readStoredObject(deps.storage, key, { range }, headers);
  }

  return {
    async master(request: DeliveryRequest): Promise<Delivered> {
      const allowed = await authorise(request);
      const root = allowed && rootOf(allowed);
      if (!allowed || !root) return null;
      if (allowed.grant !== 'public' && !(await stillAllowedNow(request.session, allowed.grant))) return null;
      return playlistText(allowed, `${root}/master.m3u8`);
    },

    async variant(request: DeliveryRequest & { rendition: string }): Promise<Delivered> {
      const allowed = await authorise(request);
      const root = allowed && rootOf(allowed);
      if (!allowed?.info.renditions.has(request.rendition) || !root) return null;
      if (allowed.grant !== 'public' && !(await stillAllowedNow(request.session, allowed.grant))) return null;
      return playlistText(allowed, `${root}/${request.rendition}/index.m3u8`);
    },

    async segment(
      request: DeliveryRequest & { rendition: string; segment: string; range?: string | undefined },
    ): Promise<Delivered> {
      if (segmentIndex(request.segment) === null) return null;
      const allowed = await authorise(request);
      const root = allowed && rootOf(allowed);
      if (!allowed?.info.renditions.has(request.rendition) || !root) return null;
      // Preview segments are the preview package's own (only its first segments exist there);
      // full-length ones answer only the member the token names, while still entitled.
      if (
        allowed.grant !== 'public' &&
        allowed.grant.scope === 'full' &&
        !(await stillAllowedLately(request.session, allowed.grant))
      ) {
        return null;
      }
      return object(`${root}/${request.rendition}/${request.segment}`, request.range, {
        contentType: 'video/mp2t',
        cacheControl: cacheControl(allowed.grant, allowed.info.encrypted ? 'ciphertext' : 'plain'),
      });
    },

    async key(request: DeliveryRequest): Promise<Delivered> {
      const allowed = await authorise(request);
      if (!allowed || allowed.grant === 'public' || !allowed.info.encrypted) return null;
      if (!(await stillAllowedNow(request.session, allowed.grant))) return null;
      const media = await deps.media.packageOf(request.contentId);
      if (!media || media.version !== allowed.grant.version) return null;
      // A preview token gets the preview's key, which opens the preview's segments and nothing else.
      const key = allowed.grant.scope === 'preview' ? media.previewKey : media.aesKey;
      if (!key) return null;
      return {
        kind: 'bytes',
        body: key,
        contentType: 'application/octet-stream',
        cacheControl: 'private, no-store',
      };
    },

    async frame(request: DeliveryRequest & { seq: number; range?: string | undefined }): Promise<Delivered> {
      const allowed = await authorise(request);
      if (!allowed) return null;
      const frame = await deps.media.frame(request.contentId, request.seq);
      if (!frame) return null;
      if (allowed.grant !== 'public') {
        const within =
          allowed.grant.scope === 'preview'
            ? frame.atMs < (allowed.info.previewMs ?? 0)
            : await stillAllowedLately(request.session, allowed.grant);
        if (!within) return null;
      }
      return object(frame.imageKey, request.range, {
        contentType: 'image/jpeg',
        cacheControl: cacheControl(allowed.grant, 'plain'),
      });
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
