import {
  ZContentParams,
  ZOfflineCheck,
  ZOfflineCheckBody,
  ZOfflineLicence,
  ZOfflineLicenceBody,
  ZPlaySource,
} from '../schemas/media.ts';
import { defineRoutes } from './define.ts';
import { mediaEndpoints } from './media.endpoints.ts';

export const mediaRoutes = defineRoutes('media', mediaEndpoints, {
  play: {
    summary:
      'What the player needs for one episode: a signed HLS URL (whole episode when entitled, else the free preview), loudness, waveform, audio-toon frames, script, resume position',
    params: ZContentParams,
    answer: ZPlaySource,
  },
  offlineLicence: {
    summary: 'An offline licence for one episode the member may play in full (issue 21, 저장)',
    description:
      'Answers the package key (base64) under terms naming the member, the episode, the rendition and ' +
      "an expiry (30 days), the saved copy's master playlist, and the files to download now with a " +
      'download grant (signed URLs) that outlasts the download. Members only; a preview-only episode ' +
      'is refused with ERROR_CONTENT_NOT_PURCHASED.',
    params: ZContentParams,
    body: ZOfflineLicenceBody,
    answer: ZOfflineLicence,
  },
  offlineCheck: {
    summary: "Which of the member's saved episodes may still be kept, with their licences renewed",
    description:
      'Sent whenever the app is online. Each listed episode the member may still play in full gets ' +
      'a new expiry; the others (refunded, subscription ended, hidden) are invalid and the copy is ' +
      'deleted. A visitor, a logged-out or blocked member gets the usual session error: the app then ' +
      "deletes that member's copies.",
    body: ZOfflineCheckBody,
    answer: ZOfflineCheck,
  },
});
