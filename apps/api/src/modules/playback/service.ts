import type {
  TContinueList,
  TLikeState,
  TPlaytime,
  TPlaytimeBody,
  TPlaytimeEvent,
  TPlaytimeRemoved,
  TPlaytimeReport,
  TVisitStats,
} from '@sogon/contract/schemas/media';
import { formatKstDate, kstDate, kstParts } from '@sogon/contract/time/kst';
import { requireOpenFor, requireVisibleItem } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';
import * as metrics from '#api/observability/metrics';
import { type BufferOptions, createPlaybackBuffer, type PositionRow } from './buffer.ts';
import { createEpisodeCache } from './episode-cache.ts';
import { type ClosedPlay, createPlayTracker, PLAY_IDLE_MS, retentionRows } from './plays.ts';
import type { EpisodeFacts, PlaybackRepository } from './repository.ts';
import { createDailySet, createSeenWindow } from './seen.ts';

/** One report counts at most this many seconds, however long the client says it listened. */
export const MAX_INTERVAL_SEC = 60;
/** A viewer's reports on an episode with gaps under this are one play; visits likewise. */
export const PLAY_WINDOW_MS = 30 * 60 * 1000;
/** How often plays without reports are looked for and closed as fallen asleep. */
const SWEEP_EVERY_MS = 60 * 1000;
/** Timer jitter and network delay allowed on top of the wall-clock time between two reports. */
const REPORT_SLACK_SEC = 5;

const HOUR_MS = 60 * 60 * 1000;
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
const seoulDay = (at: Date) => formatKstDate(at, 'YYYY-MM-DD');
const seoulMidnight = (at: Date) => {
  const { year, month, day } = kstParts(at);
  return kstDate(year, month, day);
};

/** Episodes whose position went away, whether it was still buffered, stored, or both. */
const countRemoved = (dropped: PositionRow[], stored: number[]): TPlaytimeRemoved => ({
  removed: new Set([...dropped.map((row) => row.contentId), ...stored]).size,
});

export interface PlaybackOptions {
  playback: PlaybackRepository;
  now?: () => Date;
  /** Buffer flush period (default 2 s) and size trigger (default 5,000 keys). */
  flushEveryMs?: number;
  maxKeys?: number;
  /** How long episode facts are cached on the report path (default 30 s). */
  episodeCacheMs?: number;
  onFlushError?: BufferOptions['onError'];
  /** A play with no report for this long ends as fallen asleep (default 30 min). */
  playIdleMs?: number;
}

/**
 * Resume positions, listening history, likes and visit statistics. Reports and visits only
 * touch memory (see buffer.ts); reads merge in the caller's own unwritten position, so a GET
 * right after a report answers it.
 */
export function createPlaybackService(deps: PlaybackOptions) {
  const { playback } = deps;
  const clock = deps.now ?? (() => new Date());
  const buffer = createPlaybackBuffer({
    writer: playback,
    flushEveryMs: deps.flushEveryMs,
    maxKeys: deps.maxKeys,
    onError: deps.onFlushError,
  });
  const episodes = createEpisodeCache({
    load: (id) => playback.publishedEpisode(id),
    ttlMs: deps.episodeCacheMs,
    now: () => clock().getTime(),
  });
  const reports = createSeenWindow({ windowMs: PLAY_WINDOW_MS });
  const visits = createSeenWindow({ windowMs: PLAY_WINDOW_MS });
  const visitors = createDailySet();
  const plays = createPlayTracker({ idleMs: deps.playIdleMs ?? PLAY_IDLE_MS });
  let lastSweep = clock().getTime();

  const rollUp = (closed: ClosedPlay) => {
    for (const row of retentionRows(closed)) buffer.addRetention(row);
  };

  /** Closes plays idle for longer than playIdleMs (the retention curve's long inactivity). */
  function closeIdlePlays(at: Date = clock()): number {
    lastSweep = at.getTime();
    const closed = plays.sweep(at.getTime());
    for (const play of closed) rollUp(play);
    return closed.length;
  }
  const sweeper = setInterval(() => closeIdlePlays(), SWEEP_EVERY_MS);
  sweeper.unref?.();

  /**
   * Permission first: a hidden, unknown or (for this viewer) adult episode does not exist. With
   * `held`, a gone episode (deleted, or of an archived playlist) the member holds counts too
   * (access/deleted.ts): it plays for them, so its position and reports are kept.
   */
  async function visible(
    contentId: number,
    found: EpisodeFacts | null,
    viewer: Viewer,
    options: { held?: boolean } = {},
  ): Promise<EpisodeFacts> {
    if (!found && options.held && viewer.userId !== null) {
      const gone = await playback.heldGoneEpisode(contentId, viewer.userId, clock());
      if (gone) return requireVisibleItem(viewer, gone);
    }
    const episode = requireVisibleItem(viewer, found);
    // Before its open time only the owner and 선공개 members reach it (ADR 066).
    const scheduled = { content: episode, channel: { ownerUserId: episode.ownerUserId } };
    await requireOpenFor(viewer, scheduled, clock(), playback);
    return episode;
  }

  const clampPlaytime = (playtime: number, episode: EpisodeFacts) => {
    const whole = Math.floor(playtime);
    return episode.durationSec > 0 ? Math.min(whole, episode.durationSec) : whole;
  };

  async function storedPosition(userId: number, episode: EpisodeFacts): Promise<TPlaytime> {
    const held = buffer.pendingPosition(userId, episode.id);
    const row = held
      ? { playtime: held.playtime, updatedAt: held.at }
      : await playback.position(userId, episode.id);
    return {
      contentId: episode.id,
      playtime: row?.playtime ?? 0,
      durationSec: episode.durationSec,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** One report on an episode the viewer may see, at `at`: memory only (the buffer writes later). */
  function applyReport(
    viewer: Viewer,
    viewerKey: string,
    episode: EpisodeFacts,
    body: TPlaytimeBody,
    at: Date,
  ): TPlaytimeReport {
    const contentId = episode.id;
    const playtime = clampPlaytime(body.playtime, episode);
    metrics.playtimeReports.inc();
    // A report of nothing heard (paused, stopped at once) neither starts nor renews a play.
    const previous = body.interval > 0 ? reports.touch(`${viewerKey}|${contentId}`, at.getTime()) : null;
    // Never more than the report cap, nor more than the wall-clock time since the last report.
    const sinceLast = previous === null ? Infinity : (at.getTime() - previous) / 1000 + REPORT_SLACK_SEC;
    const counted = Math.min(body.interval, MAX_INTERVAL_SEC, sinceLast);
    const saved =
      viewer.userId !== null &&
      buffer.addPosition(
        { userId: viewer.userId, contentId, playlistId: episode.playlistId, playtime, at },
        counted,
      );
    if (counted > 0) {
      buffer.addActivity(contentId, hourOf(at), { playtimeSec: counted, plays: previous === null ? 1 : 0 });
      // Where the listener came from counts once per play, as the play itself does.
      if (previous === null) buffer.addSource(episode.channelId, seoulDay(at), body.source ?? 'other');
    }
    const closed = plays.report(
      `${viewerKey}|${contentId}`,
      episode,
      { playtime, heard: counted, end: body.end },
      at.getTime(),
    );
    if (closed) rollUp(closed);
    return {
      contentId,
      playtime,
      durationSec: episode.durationSec,
      updatedAt: saved ? at.toISOString() : null,
      saved,
      counted,
    };
  }

  /**
   * POST /v2/content/playtime: the same rules for several reports, as if each were sent alone at
   * the same moment, in order. Every episode is checked first: one the viewer may not see refuses
   * the whole batch before anything is counted or buffered.
   */
  async function reportBatch(
    viewer: Viewer,
    viewerKey: string,
    events: TPlaytimeEvent[],
  ): Promise<TPlaytimeReport[]> {
    const ids = [...new Set(events.map((event) => event.id))];
    const loaded = await Promise.all(ids.map((id) => episodes.get(id)));
    const found = new Map(ids.map((id, index) => [id, loaded[index] ?? null]));
    const checked = await Promise.all(
      events.map((event) => visible(event.id, found.get(event.id) ?? null, viewer, { held: true })),
    );
    const at = clock();
    if (at.getTime() - lastSweep >= SWEEP_EVERY_MS) closeIdlePlays(at);
    return events.map((event, index) => applyReport(viewer, viewerKey, checked[index]!, event, at));
  }

  return {
    /**
     * POST /v2/content/playtime/{id}: a member's position is kept; everyone's listening counts
     * toward the hour's activity (a play on the first report in PLAY_WINDOW_MS). `viewerKey`
     * tells visitors apart (x-uuid or IP).
     */
    async report(viewer: Viewer, viewerKey: string, contentId: number, body: TPlaytimeBody) {
      const [answer] = await reportBatch(viewer, viewerKey, [{ id: contentId, ...body }]);
      return answer!;
    },

    reportBatch,

    /** GET /v1/user/playtime[/v2]/{id}: where the member left off (0 when never played). */
    async position(userId: number, viewer: Viewer, contentId: number): Promise<TPlaytime> {
      const episode = await visible(contentId, await playback.publishedEpisode(contentId), viewer, {
        held: true,
      });
      return storedPosition(userId, episode);
    },

    /**
     * Where the member left off, unwritten reports included (the play source's resumeAt; the
     * player starts a finished episode from 0). No visibility check: the caller has done it.
     */
    async resumeAt(userId: number, contentId: number): Promise<number> {
      const held = buffer.pendingPosition(userId, contentId);
      const row = held ?? (await playback.position(userId, contentId));
      return row?.playtime ?? 0;
    },

    /** PUT /v1/user/playtime/v2/{id}: sets the position now, not batched. */
    async setPosition(
      userId: number,
      viewer: Viewer,
      contentId: number,
      playtime: number,
    ): Promise<TPlaytime> {
      const episode = await visible(contentId, await playback.publishedEpisode(contentId), viewer, {
        held: true,
      });
      const at = clock();
      const value = clampPlaytime(playtime, episode);
      await playback.setPosition(userId, contentId, value, at);
      buffer.overridePlaytime(userId, contentId, value, at);
      return { contentId, playtime: value, durationSec: episode.durationSec, updatedAt: at.toISOString() };
    },

    /** DELETE /v1/user/playtime/v2?items=: forgets the member's positions in those episodes. */
    async removePositions(userId: number, contentIds: number[]): Promise<TPlaytimeRemoved> {
      const ids = new Set(contentIds);
      return buffer.removePositions(
        (row) => row.userId === userId && ids.has(row.contentId),
        async (dropped) => countRemoved(dropped, await playback.removePositions(userId, contentIds)),
      );
    },

    /** GET /v2/user/library/own/recent: one card per playlist, the latest played first. */
    async recent(
      userId: number,
      viewer: Viewer,
      page: { offset: number; page: number },
    ): Promise<TContinueList> {
      await buffer.flushPositionsOf(userId);
      const { rows, total } = await playback.recent(userId, {
        viewer,
        offset: (page.page - 1) * page.offset,
        limit: page.offset,
        at: clock(),
      });
      return {
        items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
        total,
        offset: page.offset,
        page: page.page,
      };
    },

    /** DELETE /v2/user/library/own/recent/{playlistId}: forgets the member's positions in a playlist. */
    async removeRecent(userId: number, playlistId: number): Promise<TPlaytimeRemoved> {
      return buffer.removePositions(
        (row) => row.userId === userId && row.playlistId === playlistId,
        async (dropped) => countRemoved(dropped, await playback.removePlaylistPositions(userId, playlistId)),
      );
    },

    /** POST /v2/content/like/{id}: likes are toggles (spec section 4). */
    async toggleLike(userId: number, viewer: Viewer, contentId: number): Promise<TLikeState> {
      await visible(contentId, await playback.publishedEpisode(contentId), viewer);
      const state = await playback.toggleLike(userId, contentId);
      buffer.addActivity(contentId, hourOf(clock()), { likes: state.liked ? 1 : -1 });
      return { contentId, ...state };
    },

    /** GET /v2/content/like/{id}: the count, and whether the caller likes it (visitors: false). */
    async likeState(viewer: Viewer, contentId: number): Promise<TLikeState> {
      await visible(contentId, await playback.publishedEpisode(contentId), viewer);
      return { contentId, ...(await playback.likeState(viewer.userId, contentId)) };
    },

    /**
     * GET /v1/statistics/log/visit: records a visit (once per viewer per PLAY_WINDOW_MS) and a
     * daily unique visitor, and answers the visit counts including what is not written yet.
     */
    async visit(viewer: Viewer, viewerKey: string, contentId: number): Promise<TVisitStats> {
      await visible(contentId, await episodes.get(contentId), viewer);
      const at = clock();
      if (visits.first(`${viewerKey}|${contentId}`, at.getTime())) {
        buffer.addActivity(contentId, hourOf(at), { visits: 1 });
      }
      const day = seoulDay(at);
      if (visitors.add(day, `${viewerKey}|${contentId}`)) buffer.addVisitor(contentId, day);
      const midnight = seoulMidnight(at);
      const stored = await playback.visits(contentId, midnight);
      const pending = buffer.pendingVisits(contentId, midnight);
      return { contentId, visits: stored.total + pending.total, today: stored.since + pending.since };
    },

    closeIdlePlays,

    /** Writes everything buffered now; false when a table failed (its rows stay for the next flush). */
    flush: () => buffer.flush(),
    stats: () => ({ ...buffer.stats(), plays: plays.stats() }),
    /** Shutdown: stops the timers and writes what is left (open plays are not closed: they may go on). */
    stop: () => {
      clearInterval(sweeper);
      return buffer.stop();
    },
  };
}

export type PlaybackService = ReturnType<typeof createPlaybackService>;
