import { z } from 'zod';

/** PUT /v1/user/sleep-mark: where the sleep timer's fade began (issue 42, 잠든 곳부터). */
export const ZSleepMarkBody = z.object({
  contentId: z.number().int().positive(),
  position: z.number().min(0).max(86_400).describe('seconds into the episode where the fade began'),
});
export type TSleepMarkBody = z.infer<typeof ZSleepMarkBody>;

/** The member's one sleep mark: the episode, the position and when the fade began. */
export const ZSleepMark = z.object({
  contentId: z.number().int(),
  playlistId: z.number().int(),
  episodeNo: z.number().int(),
  title: z.string(),
  position: z.number().int().describe('seconds'),
  at: z.string().describe('when the fade began (ISO 8601, the server clock)'),
});
export type TSleepMark = z.infer<typeof ZSleepMark>;

export const ZSleepMarkAnswer = z.object({
  mark: ZSleepMark.nullable().describe('null when none is kept, or its episode is no longer visible'),
});
export type TSleepMarkAnswer = z.infer<typeof ZSleepMarkAnswer>;

export const ZSleepMarkRemoved = z.object({ removed: z.boolean() });
