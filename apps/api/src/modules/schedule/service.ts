import { scheduleTexts } from '@sogon/contract/messages/schedule';
import type { JobSystem } from '#api/jobs/job-system';
import { earlyOpenAt, isOpen } from '#api/modules/access';
import type { OpenedEpisode, OpeningsRepository } from './repository.ts';

/** The queue of one episode's open (and 선공개) time: `{ contentId }`, sent to start at that time. */
export const EPISODE_OPENING_QUEUE = 'episode-opening';

/** What one run did for an episode. */
export interface OpeningOutcome {
  /** The change feed was told (a cached answer may differ now). */
  announced: boolean;
  /** Followers notified by this run (0 when it was not this run that opened it). */
  notified: number;
  /** Members of its 선공개 tiers told by this run (0 when it was not this run that reached the time). */
  notifiedEarly: number;
}

function notificationOf(episode: OpenedEpisode) {
  return {
    title: scheduleTexts.newEpisodeTitle(episode.channelName),
    body: scheduleTexts.newEpisodeBody(episode.playlistTitle, episode.title),
    link: `/playlist/${episode.playlistId}/${episode.id}`,
  };
}

function earlyNotificationOf(episode: OpenedEpisode) {
  return {
    title: scheduleTexts.earlyEpisodeTitle(episode.channelName),
    body: scheduleTexts.newEpisodeBody(episode.playlistTitle, episode.title),
    link: `/playlist/${episode.playlistId}/${episode.id}`,
  };
}

/**
 * The moments a scheduled episode changes for readers (ADR 066): its 선공개 time and its open
 * time. At each, cached shared answers (home, playlist pages, search) are dropped through the
 * change feed; at the 선공개 time the members of its tiers, and at the open time its channel's
 * followers (not those the channel blocked), are notified, once each. A job is sent for
 * each future moment when the studio saves the episode (`scheduled`); every run re-reads the
 * row (the time may have moved), and a periodic sweep catches what no job ran for.
 */
export function createEpisodeOpenings(deps: {
  repository: OpeningsRepository;
  jobs: Pick<JobSystem, 'sendAt'>;
  /** Tells every node the catalog changed (kernel.changes.publish('catalog')). */
  announce: () => void;
  now: () => Date;
}) {
  const { repository } = deps;

  /** Sends the jobs of the episode's future moments (again: a key per moment drops repeats). */
  async function scheduled(contentId: number): Promise<Date[]> {
    const facts = await repository.facts(contentId);
    if (facts?.status !== 'published') return [];
    const at = deps.now();
    const moments = [earlyOpenAt(facts), facts.openDt].filter(
      (when, index, all) =>
        when.getTime() > at.getTime() && all.findIndex((d) => d.getTime() === when.getTime()) === index,
    );
    for (const when of moments) {
      await deps.jobs.sendAt(
        EPISODE_OPENING_QUEUE,
        { contentId },
        when,
        `episode-opening:${contentId}:${when.toISOString()}`,
      );
    }
    return moments;
  }

  /** One run for an episode: re-reads it, announces when one of its moments has come, notifies once. */
  async function run(contentId: number): Promise<OpeningOutcome> {
    const facts = await repository.facts(contentId);
    if (facts?.status !== 'published') return { announced: false, notified: 0, notifiedEarly: 0 };
    const at = deps.now();
    const notifiedEarly = await repository.markEarly(contentId, at, earlyNotificationOf);
    const notified = await repository.open(contentId, at, notificationOf);
    const reached = isOpen(facts, at) || earlyOpenAt(facts).getTime() <= at.getTime();
    if (reached) deps.announce();
    // The time was moved later after this job was sent: wait for the new one.
    else await scheduled(contentId);
    return { announced: reached, notified: notified ?? 0, notifiedEarly: notifiedEarly ?? 0 };
  }

  /** Every due episode no run processed (the server was down, or no job was sent): one announcement. */
  async function sweep(): Promise<{ episodes: number; notified: number; notifiedEarly: number }> {
    const at = deps.now();
    const due = await repository.due(at);
    let notified = 0;
    let notifiedEarly = 0;
    for (const contentId of due) {
      notifiedEarly += (await repository.markEarly(contentId, at, earlyNotificationOf)) ?? 0;
      notified += (await repository.open(contentId, at, notificationOf)) ?? 0;
    }
    if (due.length > 0) deps.announce();
    return { episodes: due.length, notified, notifiedEarly };
  }

  return { scheduled, run, sweep };
}

export type EpisodeOpenings = ReturnType<typeof createEpisodeOpenings>;
