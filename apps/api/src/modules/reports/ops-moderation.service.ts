import { moderationTexts as text } from '@sogon/contract/messages/ops-moderation';
import type {
  TCommunityType,
  TOpsCommunityItem,
  TOpsReportGroup,
  TOpsReportQuery,
} from '@sogon/contract/schemas/ops-moderation';
import type { TReportTargetType } from '@sogon/contract/schemas/reports';
import { AppError } from '#api/http/app-error';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import type {
  ModeratedItem,
  ModerationAction,
  ModerationRepository,
  ReportGroupRow,
} from './ops-moderation.repository.ts';

const EXCERPT = 200;

function preview(item: ModeratedItem | null | undefined) {
  return item
    ? {
        title: item.title,
        excerpt: item.text.length > EXCERPT ? `${item.text.slice(0, EXCERPT)}…` : item.text,
        thumbnailUrl: item.thumbnailUrl,
        sitePath: item.sitePath,
      }
    : { title: '', excerpt: '', thumbnailUrl: null, sitePath: null };
}

function presentGroup(group: ReportGroupRow, item: ModeratedItem | null | undefined): TOpsReportGroup {
  return {
    type: group.type,
    id: group.id,
    status: group.status,
    state: item?.state ?? 'missing',
    preview: preview(item),
    author: item?.author ?? null,
    reporters: group.reporters,
    reasons: group.reasons,
    notes: group.notes,
    firstReportedAt: group.firstAt.toISOString(),
    lastReportedAt: group.lastAt.toISOString(),
    resolvedAt: group.resolvedAt?.toISOString() ?? null,
    resolution: group.resolution,
  };
}

const refused = (detail: string) => new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });
const targetOf = (type: TReportTargetType, id: number) => `${type}:${id}`;

/**
 * The console's moderation (issue 17): the report queue, one-click hiding or dismissing of a
 * reported target, and hiding, showing again or deleting a comment, board post or gallery
 * picture. Each change and its audit row commit in one transaction.
 */
export function createModerationService(deps: { repository: ModerationRepository; auth: ConsoleAuth }) {
  const { repository, auth } = deps;

  async function queue(query: TOpsReportQuery): Promise<TOpsReportGroup[]> {
    const rows = await repository.groups(query);
    const byType = new Map<TReportTargetType, number[]>();
    for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row.id]);
    const found = new Map<string, ModeratedItem>();
    for (const [type, values] of byType) {
      for (const [id, item] of await repository.items(type, values)) found.set(targetOf(type, id), item);
    }
    return rows.map((row) => presentGroup(row, found.get(targetOf(row.type, row.id))));
  }

  /** The target's reports of that status after a change (the group the queue showed). */
  async function groupAfter(type: TReportTargetType, id: number, status: 'hidden' | 'dismissed') {
    const [row] = await repository.groups({ status, type, id, limit: 1 });
    return presentGroup(row!, await repository.item(type, id));
  }

  async function communityItem(type: TCommunityType, id: number): Promise<TOpsCommunityItem> {
    const item = await repository.item(type, id);
    if (!item) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.details.missing });
    return {
      type,
      id,
      state: item.state,
      preview: preview(item),
      author: item.author,
      channel: item.channel,
      createdAt: item.createdAt.toISOString(),
      openReports: await repository.openReports(type, id),
    };
  }

  return {
    queue,

    /** Hides the reported item for members and resolves its open reports: one click. */
    async hideReported(
      operator: SignedInOperator,
      type: TReportTargetType,
      id: number,
      reason: string,
    ): Promise<TOpsReportGroup> {
      await repository.transaction(async (tx) => {
        const open = await repository.lockOpen(tx, type, id);
        if (open === 0) throw refused(text.details.nothingOpen);
        const changed = await repository.apply(tx, type, id, 'hide');
        const state = typeof changed === 'string' ? changed : changed.after;
        const resolved = await repository.resolve(tx, {
          type,
          id,
          status: 'hidden',
          operatorId: operator.operator.id,
          reason,
        });
        await auth.audit(tx, operator, {
          action: 'report.hide',
          target: targetOf(type, id),
          reason,
          before: { state: typeof changed === 'string' ? changed : changed.before, openReports: open },
          after: { state, resolved },
        });
      });
      return groupAfter(type, id, 'hidden');
    },

    /** Closes the target's open reports without touching the item. */
    async dismissReported(
      operator: SignedInOperator,
      type: TReportTargetType,
      id: number,
      reason: string,
    ): Promise<TOpsReportGroup> {
      await repository.transaction(async (tx) => {
        const open = await repository.lockOpen(tx, type, id);
        if (open === 0) throw refused(text.details.nothingOpen);
        const resolved = await repository.resolve(tx, {
          type,
          id,
          status: 'dismissed',
          operatorId: operator.operator.id,
          reason,
        });
        await auth.audit(tx, operator, {
          action: 'report.dismiss',
          target: targetOf(type, id),
          reason,
          before: { openReports: open },
          after: { resolved },
        });
      });
      return groupAfter(type, id, 'dismissed');
    },

    item: communityItem,

    /**
     * Hides, shows again or deletes a comment, board post or gallery picture. Hiding or deleting
     * also resolves the item's open reports (as hidden). A call that would change nothing is
     * refused.
     */
    async moderate(
      operator: SignedInOperator,
      type: TCommunityType,
      id: number,
      action: ModerationAction,
      reason: string,
    ): Promise<TOpsCommunityItem> {
      await repository.transaction(async (tx) => {
        const changed = await repository.apply(tx, type, id, action);
        if (changed === 'missing')
          throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.details.missing });
        if (changed === 'unchanged') throw refused(text.details.unchanged[action]);
        const resolved =
          action === 'unhide'
            ? 0
            : await repository.resolve(tx, {
                type,
                id,
                status: 'hidden',
                operatorId: operator.operator.id,
                reason,
              });
        await auth.audit(tx, operator, {
          action: `${type}.${action}`,
          target: targetOf(type, id),
          reason,
          before: { state: changed.before },
          after: { state: changed.after, resolvedReports: resolved },
        });
      });
      return communityItem(type, id);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
