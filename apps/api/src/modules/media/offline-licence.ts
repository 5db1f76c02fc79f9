import { offlineTexts } from '@sogon/contract/messages/offline';
import {
  OFFLINE_TOKEN,
  type TOfflineCheck,
  type TOfflineLicence,
  type TOfflineLicenceBody,
} from '@sogon/contract/schemas/media';
import type { ObjectStorage } from '#api/adapters/storage/types';
import type { StoredRendition } from '#api/db/schema/media';
import { AppError } from '#api/http/app-error';
import type { StreamAccess } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';
import type { PlayService } from './play-service.ts';
import type { MediaRepository } from './repository.ts';

/** How long a saved episode plays without going online: 30 days (settings.media.offlineLicenceSec). */
export const OFFLINE_LICENCE_SEC = 30 * 24 * 3600;

/** Licences checked at once by a renewal (each asks the access policy). */
const CHECK_BATCH = 20;

/** 표준 keeps 128 kb/s audio (or less when the upload had no more); 고음질 the best rendition. */
const STANDARD_AUDIO_KBPS = 128;

/**
 * The rendition a saved copy keeps. Audio: 표준 is the best at or below 128 kb/s, 고음질 the
 * best there is. Video: 표준 is the smallest picture, 고음질 the largest.
 */
export function offlineRendition(
  renditions: readonly StoredRendition[],
  quality: TOfflineLicenceBody['quality'],
): string | null {
  const sorted = [...renditions].sort((a, b) => a.bandwidth - b.bandwidth);
  if (sorted.length === 0) return null;
  if (quality === 'high') return sorted.at(-1)!.name;
  const audio = sorted.filter((r) => {
    const kbps = /^a(\d+)$/.exec(r.name)?.[1];
    return kbps !== undefined && Number(kbps) <= STANDARD_AUDIO_KBPS;
  });
  return (audio.at(-1) ?? sorted[0]!).name;
}

/** The master playlist with only `rendition`'s variant (its STREAM-INF line and URI). */
export function singleVariantMaster(master: string, rendition: string): string {
  const lines = master.split(/\r?\n/);
  const out: string[] = [];
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (line.startsWith('#EXT-X-STREAM-INF')) {
      const uri = lines[at + 1] ?? '';
      if (uri === `${rendition}/index.m3u8`) out.push(line, uri);
      at++;
    } else if (line !== '') {
      out.push(line);
    }
  }
  return `${out.join('\n')}\n`;
}

/** The segment URIs a media playlist lists, in order. */
function segmentsOf(playlist: string): string[] {
  return playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Offline licences (issue 21, 저장): a member saves one episode they may play in full. The
 * licence answers the package key with its terms (member, episode, version, rendition, expiry)
 * and what to download, through the play answer's signed URLs (their token is the download
 * grant). The worker keeps the copy encrypted and enforces the terms offline; online, the app
 * sends the saved episodes to `check`, which renews what the access policy still allows and
 * names the rest for deletion. Never re-derives entitlement: the access policy decides.
 */
export function createOfflineLicences(deps: {
  media: MediaRepository;
  access: StreamAccess;
  play: PlayService;
  storage: ObjectStorage;
  lifetimeSec: () => number;
  now: () => number;
}) {
  async function readText(key: string): Promise<string | null> {
    const object = await deps.storage.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** The licence's terms in time: its lifetime, never past the end of a rental (ADR 066). */
  function expiry(until?: Date | null): { issuedAt: string; expiresAt: string } {
    const now = deps.now();
    const end = now + deps.lifetimeSec() * 1000;
    return {
      issuedAt: new Date(now).toISOString(),
      expiresAt: new Date(until ? Math.min(end, until.getTime()) : end).toISOString(),
    };
  }

  /**
   * Whether the member may still keep a saved copy: the whole episode plays for them now (false),
   * and until when by a rental (null: for good).
   */
  async function playsInFull(contentId: number, viewer: Viewer): Promise<{ until: Date | null } | false> {
    try {
      const decided = await deps.access.decide(contentId, viewer);
      return decided.scope === 'full' ? { until: decided.until ?? null } : false;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  const notReady = () =>
    new AppError('ERROR_CONTENT_NOT_EXIST', { reason: 'processing', detail: offlineTexts.notReady });

  return {
    async issue(contentId: number, viewer: Viewer, body: TOfflineLicenceBody): Promise<TOfflineLicence> {
      const memberId = viewer.userId;
      if (memberId === null) throw new AppError('ERROR_USER_NOT_LOGIN');
      const { scope, until } = await deps.access.decide(contentId, viewer);
      if (scope !== 'full')
        throw new AppError('ERROR_CONTENT_NOT_PURCHASED', {
          reason: 'offline-not-full',
          detail: offlineTexts.notFull,
        });
      const source = await deps.play.source(contentId, viewer);
      const media = await deps.media.packageOf(contentId);
      if (!media || source.scope !== 'full') throw notReady();
      // The play answer's token (`/media/hls/{id}/{token}/master.m3u8`) grants the download.
      const base = source.src.slice(0, -'master.m3u8'.length);
      const token = base.split('/').at(-2)!;
      if (!base.endsWith(`/${contentId}/${token}/`) || source.src !== `${base}master.m3u8`) throw notReady();
      const rendition = offlineRendition(media.renditions, body.quality);
      const [master, playlist] = await Promise.all([
        readText(`${media.prefix}/master.m3u8`),
        rendition ? readText(`${media.prefix}/${rendition}/index.m3u8`) : null,
      ]);
      if (!rendition || master === null || playlist === null) throw notReady();
      const saved = (url: string) =>
        url.replace(`/${contentId}/${token}/`, `/${contentId}/${OFFLINE_TOKEN}/`);
      const files = [`${rendition}/index.m3u8`, ...segmentsOf(playlist).map((name) => `${rendition}/${name}`)]
        .map((file) => `${base}${file}`)
        .concat(source.frames.map((frame) => frame.src))
        .map((url) => ({ url, saveAs: saved(url) }));
      return {
        terms: {
          memberId,
          contentId,
          version: media.version,
          rendition,
          quality: body.quality,
          ...expiry(until),
        },
        key: media.encrypted && media.aesKey ? media.aesKey.toString('base64') : null,
        source: {
          ...source,
          src: saved(source.src),
          frames: source.frames.map((frame) => ({ ...frame, src: saved(frame.src) })),
          expiresAt: null,
        },
        download: {
          expiresAt: source.expiresAt,
          master: singleVariantMaster(master, rendition),
          files,
        },
      };
    },

    /** Renews the licences the member may keep; the others are invalid (the app deletes them). */
    async check(viewer: Viewer, contentIds: readonly number[]): Promise<TOfflineCheck> {
      const unique = [...new Set(contentIds)];
      const items: TOfflineCheck['items'] = [];
      for (let at = 0; at < unique.length; at += CHECK_BATCH) {
        const batch = unique.slice(at, at + CHECK_BATCH);
        const allowed = await Promise.all(batch.map((id) => playsInFull(id, viewer)));
        batch.forEach((contentId, index) => {
          const held = allowed[index]!;
          items.push({
            contentId,
            valid: held !== false,
            expiresAt: held ? expiry(held.until).expiresAt : null,
          });
        });
      }
      return { items };
    },
  };
}

export type OfflineLicences = ReturnType<typeof createOfflineLicences>;
