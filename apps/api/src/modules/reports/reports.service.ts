import { reportTexts } from '@sogon/contract/messages/reports';
import type { TReportAnswer, TReportBody, TReportTargetType } from '@sogon/contract/schemas/reports';
import { ZReportBody } from '@sogon/contract/schemas/reports';
import type { AttemptLimiter } from '#api/adapters/rate-limit/attempt-limiter';
import { AppError } from '#api/http/app-error';
import { isAdultEpisode, maySee } from '#api/modules/access';
import type { PlaylistRepository } from '#api/modules/playlist';
import type { Viewer } from '#api/modules/viewer';
import type { ReportRepository } from './reports.repository.ts';

/** At most this many new reports per member in this window. */
export const REPORT_RATE = { limit: 10, windowMs: 10 * 60_000 };

const missing = () => new AppError('ERROR_CONTENT_NOT_EXIST', { detail: reportTexts.details.targetMissing });

/**
 * Members report (신고) what others posted (issue 17): something they can see, not their own,
 * once per target. A repeated report answers success and adds nothing.
 */
export function createReportService(deps: {
  reports: ReportRepository;
  episodes: Pick<PlaylistRepository, 'publishedEpisode'>;
  limiter: AttemptLimiter;
}) {
  const { reports } = deps;

  /** Who posted the target, when the viewer may see it; missing() otherwise. */
  async function authorOf(
    viewer: Viewer,
    type: TReportTargetType | 'content',
    id: number,
  ): Promise<number | null> {
    switch (type) {
      case 'episode':
      case 'content': {
        const found = await deps.episodes.publishedEpisode(id, viewer);
        if (!found || !maySee(viewer, isAdultEpisode(found))) throw missing();
        return found.channel.ownerUserId;
      }
      case 'board':
      case 'gallery': {
        const found = type === 'board' ? await reports.board(id) : await reports.gallery(id);
        if (!found || !maySee(viewer, found.adult)) throw missing();
        return found.authorId;
      }
      case 'comment': {
        const found = await reports.comment(id);
        if (!found) throw missing();
        // The comment is as visible as what it hangs under.
        await authorOf(viewer, found.targetType, found.targetId);
        return found.authorId;
      }
    }
  }

  return {
    async report(userId: number, viewer: Viewer, input: TReportBody): Promise<TReportAnswer> {
      const body = ZReportBody.parse(input);
      const author = await authorOf(viewer, body.targetType, body.targetId);
      if (author === userId) {
        throw new AppError('ERROR_PERMISSION_DENIED', { detail: reportTexts.details.ownContent });
      }
      if (await reports.reported(userId, body.targetType, body.targetId)) return { reported: true };
      if (!(await deps.limiter.take(`report:${userId}`)).allowed) {
        throw new AppError('ERROR_TOO_MANY_REQUESTS', { detail: reportTexts.details.tooMany });
      }
      await reports.insert({
        reporterId: userId,
        type: body.targetType,
        id: body.targetId,
        reason: body.reason,
        detail: body.detail,
      });
      return { reported: true };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
