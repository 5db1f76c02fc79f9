/**
 * The episode last played in each playlist, kept in this browser: the playlist page's button
 * reads "이어 듣기" with it (the position itself comes from the API's resumeAt).
 */
export const RECENT_KEY = 'sogon_player_recent';
export const RECENT_LIMIT = 50;
export const RECENT_EVENT = 'sogon:player-recent';

export type RecentMap = Record<string, number>;

export function parseRecent(raw: string | null): RecentMap {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: RecentMap = {};
    for (const [key, id] of Object.entries(value)) {
      if (/^\d+$/.test(key) && typeof id === 'number' && Number.isSafeInteger(id) && id > 0) out[key] = id;
    }
    return out;
  } catch {
    return {};
  }
}

/** Records `contentId` for `playlistId`, most recent last, dropping the oldest beyond the limit. */
export function withRecent(map: RecentMap, playlistId: number, contentId: number): RecentMap {
  const entries = Object.entries(map).filter(([key]) => key !== String(playlistId));
  entries.push([String(playlistId), contentId]);
  return Object.fromEntries(entries.slice(-RECENT_LIMIT));
}

export function readRecent(): RecentMap {
  try {
    return parseRecent(window.localStorage.getItem(RECENT_KEY));
  } catch {
    return {};
  }
}

export function rememberRecent(playlistId: number, contentId: number): void {
  try {
    const next = withRecent(readRecent(), playlistId, contentId);
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(next));
    window.dispatchEvent(new Event(RECENT_EVENT));
  } catch {
    // Storage unavailable: the button simply says "재생".
  }
}
