import { retentionBucketSec, type TPlayEndReason } from '@sogon/contract/schemas/audience';
import type { RetentionRow } from './buffer.ts';

/** How a play ended for the retention curve: fell asleep, left, or heard to the end. */
export type EndKind = 'slept' | 'left' | 'finished';

/** A play with no report for this long is closed as fallen asleep (long inactivity). */
export const PLAY_IDLE_MS = 30 * 60 * 1000;
/** Open plays kept in memory at most; beyond it new plays are not followed (counted in `dropped`). */
const MAX_OPEN = 200_000;

/** The sleep timer and long inactivity are "fell asleep"; a skip, close or switch is "left". */
export function endKind(reason: TPlayEndReason | 'inactive'): EndKind {
  if (reason === 'sleep' || reason === 'inactive') return 'slept';
  if (reason === 'end') return 'finished';
  return 'left';
}

export interface ClosedPlay {
  contentId: number;
  durationSec: number;
  /** Seconds into the episode where the play began and where it ended. */
  from: number;
  to: number;
  kind: EndKind;
}

/** The two counters a closed play adds to the roll-up: its start bucket and its end bucket. */
export function retentionRows(play: ClosedPlay): RetentionRow[] {
  const bucket = retentionBucketSec(play.durationSec);
  const at = (seconds: number) => Math.floor(Math.max(0, seconds) / bucket) * bucket;
  const zero = { contentId: play.contentId, starts: 0, sleeps: 0, leaves: 0, finishes: 0 };
  return [
    { ...zero, second: at(play.from), starts: 1 },
    {
      ...zero,
      second: at(play.to),
      sleeps: play.kind === 'slept' ? 1 : 0,
      leaves: play.kind === 'left' ? 1 : 0,
      finishes: play.kind === 'finished' ? 1 : 0,
    },
  ];
}

interface OpenPlay {
  contentId: number;
  durationSec: number;
  from: number;
  last: number;
  lastAt: number;
}

/**
 * Plays being listened to, in memory (like the play and visit windows of the service): a play
 * opens on the first report that heard something, at `playtime − heard`, and closes on a report
 * naming an end reason, or, with no report for `idleMs`, as fallen asleep at its last position.
 * A report naming an end for a play this process never saw open (nothing heard) closes nothing:
 * ends alone cannot make a curve.
 */
export function createPlayTracker(options: { idleMs?: number; maxOpen?: number } = {}) {
  const idleMs = options.idleMs ?? PLAY_IDLE_MS;
  const maxOpen = options.maxOpen ?? MAX_OPEN;
  const open = new Map<string, OpenPlay>();
  let dropped = 0;

  const close = (play: OpenPlay, to: number, kind: EndKind): ClosedPlay => ({
    contentId: play.contentId,
    durationSec: play.durationSec,
    from: play.from,
    to: Math.max(play.from, to),
    kind,
  });

  /** Closes every play idle since `now − idleMs` (oldest first: the map keeps touch order). */
  function sweep(now: number): ClosedPlay[] {
    const closed: ClosedPlay[] = [];
    for (const [key, play] of open) {
      if (play.lastAt > now - idleMs) break;
      open.delete(key);
      closed.push(close(play, play.last, 'slept'));
    }
    return closed;
  }

  return {
    /**
     * One report of `key` (viewer and episode) at `now`: `heard` seconds counted, `end` when it
     * ends the play. Answers the play it closed, if any.
     */
    report(
      key: string,
      episode: { id: number; durationSec: number },
      report: { playtime: number; heard: number; end?: TPlayEndReason },
      now: number,
    ): ClosedPlay | null {
      let play = open.get(key);
      if (!play && report.heard > 0) {
        if (open.size >= maxOpen && sweep(now).length === 0) {
          dropped += 1;
          return null;
        }
        play = {
          contentId: episode.id,
          durationSec: episode.durationSec,
          from: Math.max(0, report.playtime - report.heard),
          last: report.playtime,
          lastAt: now,
        };
      }
      if (!play) return null;
      // Re-inserted on every report, so the map stays in order of the last report.
      open.delete(key);
      play.last = report.playtime;
      play.lastAt = now;
      if (report.end === undefined) {
        open.set(key, play);
        return null;
      }
      const to = report.end === 'end' && episode.durationSec > 0 ? episode.durationSec : report.playtime;
      return close(play, to, endKind(report.end));
    },

    sweep,

    stats: () => ({ open: open.size, dropped }),
  };
}

export type PlayTracker = ReturnType<typeof createPlayTracker>;
