import { ZSleepMarkAnswer, ZSleepMarkBody, ZSleepMarkRemoved } from '../schemas/sleep-marks.ts';
import { defineRoutes } from './define.ts';
import { sleepMarksEndpoints } from './sleep-marks.endpoints.ts';

/** 잠든 곳부터: where the sleep timer's fade began, one mark per member (ADR 074). */
export const sleepMarksRoutes = defineRoutes('playback', sleepMarksEndpoints, {
  get: {
    summary: "The member's sleep mark: the episode and position where the sleep timer's fade began",
    description:
      'One mark per member, the latest. `mark` is null when none is kept or its episode is no longer ' +
      'visible to the member (hidden, 19+ for a member who may not see it, not yet open).',
    answer: ZSleepMarkAnswer,
  },
  set: {
    summary: "Keeps where the member's sleep timer began to fade (replaces the earlier mark)",
    description:
      'The episode must be one the member may see; the position must be within its length. The ' +
      'time is the server clock at the request.',
    body: ZSleepMarkBody,
    answer: ZSleepMarkAnswer,
  },
  remove: {
    summary: "Forgets the member's sleep mark (listened from there, or dismissed)",
    answer: ZSleepMarkRemoved,
  },
});
