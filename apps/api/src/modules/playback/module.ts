import { defineModule } from '#api/app/module';
import { registerPlaybackRoutes } from './routes.ts';

/** Resume positions, history, likes and visits; the write buffer lives in the kernel. */
export const playbackModule = defineModule('playback', (kernel) => ({
  exports: { playback: kernel.playback },
  routes: (api) => registerPlaybackRoutes(api, { playback: kernel.playback, sessions: kernel.sessions }),
}));
