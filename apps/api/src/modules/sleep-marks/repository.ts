import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { contents, sleepMarks } from '#api/db/schema/index';

export interface StoredSleepMark {
  contentId: number;
  playlistId: number;
  episodeNo: number;
  title: string;
  position: number;
  markedAt: Date;
}

/** The sleep_marks table: one row per member, replaced by each new mark. */
export function createSleepMarkRepository(db: Db) {
  return {
    async get(userId: number): Promise<StoredSleepMark | null> {
      const [row] = await db
        .select({
          contentId: sleepMarks.contentId,
          playlistId: contents.playlistId,
          episodeNo: contents.episodeNo,
          title: contents.title,
          position: sleepMarks.position,
          markedAt: sleepMarks.markedAt,
        })
        .from(sleepMarks)
        .innerJoin(contents, eq(contents.id, sleepMarks.contentId))
        .where(eq(sleepMarks.userId, userId));
      return row ?? null;
    },

    async set(userId: number, mark: { contentId: number; position: number; markedAt: Date }): Promise<void> {
      await db
        .insert(sleepMarks)
        .values({ userId, ...mark })
        .onConflictDoUpdate({ target: sleepMarks.userId, set: mark });
    },

    async remove(userId: number): Promise<boolean> {
      const removed = await db
        .delete(sleepMarks)
        .where(eq(sleepMarks.userId, userId))
        .returning({ userId: sleepMarks.userId });
      return removed.length > 0;
    },
  };
}

export type SleepMarkRepository = ReturnType<typeof createSleepMarkRepository>;
