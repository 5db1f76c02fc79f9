import { KST_OFFSET_MS, kstParts } from './time/kst.ts';

/*
 * The creator studio's episodes (issue 37, ADR 066), zod-free so the web reads the same rules:
 * the one derivation of an episode's studio status, and the KST date and time of its schedule.
 */

/** 선공개: at most this many days before `open_dt` (the `contents_terms_valid` check). */
export const EARLY_DAYS_MAX = 30;
/** Tiers one episode may open early to. */
export const EARLY_TIERS_MAX = 20;

/** The studio's statuses: 변환 중, 예약, 공개, 비공개 (a deleted episode has none: it is not listed). */
export const STUDIO_EPISODE_STATES = ['processing', 'scheduled', 'public', 'private'] as const;
export type StudioEpisodeState = (typeof STUDIO_EPISODE_STATES)[number];

export interface StudioEpisodeFacts {
  status: 'draft' | 'processing' | 'published' | 'hidden' | 'deleted';
  /** When it opens to everyone (an ISO instant or a Date). */
  openDt: string | Date;
  /** The latest transcode of its media, null before any. */
  job: { status: 'queued' | 'running' | 'done' | 'failed' } | null;
}

/**
 * The one rule (API and web): deleted is not listed (null); a transcode under way or failed, or
 * an episode still processing, is 변환 중 — a published episode whose new media is being
 * transcoded keeps playing its old package meanwhile; published is 예약 until `open_dt`, then
 * 공개; hidden and draft are 비공개.
 */
export function studioEpisodeState(
  episode: StudioEpisodeFacts,
  now: Date = new Date(),
): StudioEpisodeState | null {
  if (episode.status === 'deleted') return null;
  const job = episode.job?.status;
  if (episode.status === 'processing' || job === 'queued' || job === 'running' || job === 'failed') {
    return 'processing';
  }
  if (episode.status === 'published') {
    return new Date(episode.openDt).getTime() > now.getTime() ? 'scheduled' : 'public';
  }
  return 'private';
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The instant Seoul clocks show `date` (YYYY-MM-DD) at `time` (HH:MM), or null when either is
 * malformed or names no such day or time (2월 30일, 24:00, 13월).
 */
export function kstDateTimeToUtc(date: string, time: string): Date | null {
  const d = DATE.exec(date.trim());
  const t = TIME.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  if (year < 2000 || year > 2100 || hour > 23 || minute > 59) return null;
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute) - KST_OFFSET_MS);
  const back = kstParts(at);
  // Date.UTC rolls 2월 30일 over to 3월 2일: a day that does not exist reads back differently.
  if (back.year !== year || back.month !== month || back.day !== day) return null;
  return at;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The KST date (YYYY-MM-DD) and time (HH:MM) of an instant, as the studio's inputs take them. */
export function utcToKstDateTime(at: string | Date): { date: string; time: string } {
  const p = kstParts(at);
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}` };
}

/** The heading of an episode: `6화 · 제목`, without a second `6화` when the title starts with it. */
export function episodeHeading(episodeNo: number, title: string): string {
  const prefix = new RegExp(`^\\s*${episodeNo}\\s*화(?:\\s*[·.:\\-|]\\s*|\\s+|$)`);
  const rest = title.replace(prefix, '').trim();
  return rest ? `${episodeNo}화 · ${rest}` : `${episodeNo}화`;
}
