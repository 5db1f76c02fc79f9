import { ZContentParams, ZPlaySource } from '../schemas/media.ts';
import { defineRoutes } from './define.ts';
import { mediaEndpoints } from './media.endpoints.ts';

export const mediaRoutes = defineRoutes('media', mediaEndpoints, {
  play: {
    summary:
      'What the player needs for one episode: a signed HLS URL (whole episode when entitled, else the free preview), loudness, waveform, audio-toon frames, script, resume position',
    params: ZContentParams,
    answer: ZPlaySource,
  },
});
