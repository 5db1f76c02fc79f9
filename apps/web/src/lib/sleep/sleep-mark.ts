/** 잠든 곳부터 (issue 42, ADR 074): where the sleep timer's fade began, as this browser keeps it. */
export interface SleepMark {
  contentId: number;
  /** Seconds into the episode. */
  position: number;
  /** When the fade began (epoch ms). */
  at: number;
  /** What the server knows of the episode (another device's mark shows its title). */
  title?: string;
  episodeNo?: number;
  /** The server has this mark: if the server later has none, it was used or dismissed elsewhere. */
  synced?: boolean;
}

export const SLEEP_MARK_KEY = 'sogon_sleep_mark';
/** A mark older than this is no longer "where I fell asleep". */
export const SLEEP_MARK_MAX_AGE_MS = 7 * 86_400_000;
/** A mark this close to where the episode starts anyway is not worth offering (seconds). */
export const SLEEP_MARK_NEAR_SEC = 15;

const positiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const finiteAtLeastZero = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Stored JSON → a mark, or null when absent or malformed. */
export function parseSleepMark(raw: string | null): SleepMark | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return null;
    if (!positiveInt(value.contentId) || !finiteAtLeastZero(value.position) || !finiteAtLeastZero(value.at))
      return null;
    return {
      contentId: value.contentId,
      position: value.position,
      at: value.at,
      ...(typeof value.title === 'string' ? { title: value.title } : {}),
      ...(positiveInt(value.episodeNo) ? { episodeNo: value.episodeNo } : {}),
      ...(value.synced === true ? { synced: true } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Which mark to offer: this browser's and the server's (null: none there; undefined: not asked,
 * a visitor or offline). The newer wins; a local mark the server once had but no longer has was
 * used or dismissed on another device; a mark older than a week is dropped.
 */
export function pickSleepMark(
  local: SleepMark | null,
  server: SleepMark | null | undefined,
  now: number,
): SleepMark | null {
  let chosen: SleepMark | null;
  if (server === undefined) chosen = local;
  else if (server === null) chosen = local && !local.synced ? local : null;
  else chosen = local && !local.synced && local.at > server.at ? local : server;
  if (!chosen || now - chosen.at > SLEEP_MARK_MAX_AGE_MS) return null;
  return chosen;
}

/** Whether going back to the mark means anything for an episode about to start at `startAt`. */
export function worthOffering(mark: SleepMark, startAt: number): boolean {
  return Math.abs(mark.position - startAt) >= SLEEP_MARK_NEAR_SEC;
}
