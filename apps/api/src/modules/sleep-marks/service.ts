import type { TSleepMark, TSleepMarkAnswer, TSleepMarkBody } from '@sogon/contract/schemas/sleep-marks';
import type { Kernel } from '#api/app/kernel';
import { AppError } from '#api/http/app-error';
import type { Viewer } from '#api/modules/viewer';
import type { SleepMarkRepository, StoredSleepMark } from './repository.ts';

const answerOf = (row: StoredSleepMark): TSleepMark => ({
  contentId: row.contentId,
  playlistId: row.playlistId,
  episodeNo: row.episodeNo,
  title: row.title,
  position: row.position,
  at: row.markedAt.toISOString(),
});

/**
 * 잠든 곳부터 (ADR 074): the member's one sleep mark. Who may see an episode is the playback
 * module's decision (its position read checks published, 19+ and open time): a mark is only
 * kept for, and only shown of, an episode the member may see now.
 */
export function createSleepMarks(deps: {
  marks: SleepMarkRepository;
  playback: Pick<Kernel['playback'], 'position'>;
  now: () => Date;
}) {
  const { marks, playback, now } = deps;

  /** The episode's length when the member may see it; throws ERROR_CONTENT_NOT_EXIST otherwise. */
  const visibleLength = async (userId: number, viewer: Viewer, contentId: number) =>
    (await playback.position(userId, viewer, contentId)).durationSec;

  async function mine(userId: number, viewer: Viewer): Promise<TSleepMarkAnswer> {
    const row = await marks.get(userId);
    if (!row) return { mark: null };
    try {
      await visibleLength(userId, viewer, row.contentId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'ERROR_CONTENT_NOT_EXIST') return { mark: null };
      throw error;
    }
    return { mark: answerOf(row) };
  }

  return {
    mine,

    async set(userId: number, viewer: Viewer, body: TSleepMarkBody): Promise<TSleepMarkAnswer> {
      const durationSec = await visibleLength(userId, viewer, body.contentId);
      const position = Math.floor(body.position);
      if (durationSec > 0 && position > durationSec) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { reason: 'position-beyond-episode' });
      }
      await marks.set(userId, { contentId: body.contentId, position, markedAt: now() });
      return mine(userId, viewer);
    },

    async remove(userId: number): Promise<{ removed: boolean }> {
      return { removed: await marks.remove(userId) };
    },
  };
}

export type SleepMarks = ReturnType<typeof createSleepMarks>;
