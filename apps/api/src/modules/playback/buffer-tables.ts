/**
 * The playback buffer's tables (buffer.ts): one map per table, keyed so a key stands for one
 * row of the database, and how a row merges into the one its key already holds.
 */
import type { ActivityRow, PositionRow, RetentionRow, SourceRow, VisitorRow } from './buffer-rows.ts';

export type TableName = 'positions' | 'activity' | 'visitors' | 'retention' | 'sources';

export const positionKey = (userId: number, contentId: number) => `${userId}:${contentId}`;
export const activityKey = (contentId: number, hour: Date) => `${contentId}:${hour.getTime()}`;
export const visitorKey = (contentId: number, day: string) => `${contentId}:${day}`;
export const retentionKey = (contentId: number, second: number) => `${contentId}:${second}`;
export const sourceKey = (row: Pick<SourceRow, 'channelId' | 'day' | 'source'>) =>
  `${row.channelId}:${row.day}:${row.source}`;

export interface Tables {
  positions: Map<string, PositionRow>;
  activity: Map<string, ActivityRow>;
  visitors: Map<string, VisitorRow>;
  retention: Map<string, RetentionRow>;
  sources: Map<string, SourceRow>;
}

export const emptyTables = (): Tables => ({
  positions: new Map(),
  activity: new Map(),
  visitors: new Map(),
  retention: new Map(),
  sources: new Map(),
});

export function mergeRetention(into: Map<string, RetentionRow>, row: RetentionRow): void {
  const key = retentionKey(row.contentId, row.second);
  const held = into.get(key);
  if (!held) {
    into.set(key, { ...row });
    return;
  }
  held.starts += row.starts;
  held.sleeps += row.sleeps;
  held.leaves += row.leaves;
  held.finishes += row.finishes;
}

export function mergeSources(into: Map<string, SourceRow>, row: SourceRow): void {
  const key = sourceKey(row);
  const held = into.get(key);
  if (held) held.plays += row.plays;
  else into.set(key, { ...row });
}

export function mergePosition(
  into: Map<string, PositionRow>,
  row: PositionRow,
  key = positionKey(row.userId, row.contentId),
): void {
  const held = into.get(key);
  if (!held) {
    into.set(key, { ...row });
    return;
  }
  held.listened += row.listened;
  if (row.at >= held.at) {
    held.playtime = row.playtime;
    held.at = row.at;
  }
}

export function mergeActivity(
  into: Map<string, ActivityRow>,
  row: ActivityRow,
  key = activityKey(row.contentId, row.hour),
): void {
  const held = into.get(key);
  if (!held) {
    into.set(key, { ...row });
    return;
  }
  held.visits += row.visits;
  held.plays += row.plays;
  held.playtimeSec += row.playtimeSec;
  held.likes += row.likes;
}

export function mergeVisitors(into: Map<string, VisitorRow>, row: VisitorRow): void {
  const key = visitorKey(row.contentId, row.day);
  const held = into.get(key);
  if (held) held.visitors += row.visitors;
  else into.set(key, { ...row });
}
