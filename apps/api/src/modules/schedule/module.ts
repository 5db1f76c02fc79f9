import { defineModule } from '#api/app/module';
import { createOpeningsRepository } from './repository.ts';
import { createEpisodeOpenings, EPISODE_OPENING_QUEUE } from './service.ts';

/**
 * Scheduled episodes and 선공개 (ADR 066): the jobs at their open and early times, and the
 * sweep. The studio calls `episodeOpenings.scheduled(contentId)` after saving an episode.
 */
export const scheduleModule = defineModule('schedule', (kernel) => {
  const episodeOpenings = createEpisodeOpenings({
    repository: createOpeningsRepository(kernel.db),
    jobs: kernel.jobs,
    announce: () => kernel.changes.publish('catalog'),
    now: kernel.settings.clock,
  });
  kernel.jobs.queue<{ contentId: number }>({
    name: EPISODE_OPENING_QUEUE,
    // 'short': one waiting job per singleton key (an episode's moment), so a re-save sends none
    // again. Every step is safe to run again: the marks make the notification once.
    options: { policy: 'short', retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
    handler: async (job) => {
      await episodeOpenings.run(job.data.contentId);
    },
  });
  kernel.jobs.periodic({
    // A job missed (a server down at the time, an episode saved without one): caught within a minute.
    name: 'episode-openings-sweep',
    cron: '* * * * *',
    async run() {
      const { episodes, notified } = await episodeOpenings.sweep();
      if (episodes)
        console.log(`[sogon] episode openings: ${episodes} processed, ${notified} followers notified`);
    },
  });
  return { exports: { episodeOpenings } };
});
