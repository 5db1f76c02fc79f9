import { defineModule } from '#api/app/module';
import { createSleepMarkRepository } from './repository.ts';
import { registerSleepMarkRoutes } from './routes.ts';
import { createSleepMarks } from './service.ts';

/** Issue 42: 잠든 곳부터 — where a member's sleep timer began to fade, kept across devices. */
export const sleepMarksModule = defineModule('sleep-marks', (kernel) => {
  const marks = createSleepMarks({
    marks: createSleepMarkRepository(kernel.db),
    playback: kernel.playback,
    now: kernel.settings.clock,
  });
  return {
    exports: { sleepMarks: marks },
    routes: (api) => registerSleepMarkRoutes(api, { marks, sessions: kernel.sessions }),
  };
});
