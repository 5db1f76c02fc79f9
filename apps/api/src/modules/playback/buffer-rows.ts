/**
 * The rows the playback buffer (buffer.ts) holds per table, and the writer that puts them in
 * the database.
 */

export interface PositionRow {
  userId: number;
  contentId: number;
  playlistId: number;
  /** Latest position, whole seconds. */
  playtime: number;
  /** Seconds listened since the last flush. */
  listened: number;
  at: Date;
}

export interface ActivityRow {
  contentId: number;
  hour: Date;
  visits: number;
  plays: number;
  playtimeSec: number;
  likes: number;
}

export interface VisitorRow {
  contentId: number;
  /** Seoul calendar date, YYYY-MM-DD. */
  day: string;
  visitors: number;
}

/** Retention roll-up counters of one episode bucket (content_retention). */
export interface RetentionRow {
  contentId: number;
  /** Bucket start, seconds into the episode. */
  second: number;
  starts: number;
  sleeps: number;
  leaves: number;
  finishes: number;
}

/** Plays started per channel, Seoul day and source (channel_play_sources). */
export interface SourceRow {
  channelId: number;
  /** Seoul calendar date, YYYY-MM-DD. */
  day: string;
  source: string;
  plays: number;
}

export interface BufferWriter {
  writePositions(rows: PositionRow[]): Promise<void>;
  writeActivity(rows: ActivityRow[]): Promise<void>;
  writeVisitors(rows: VisitorRow[]): Promise<void>;
  writeRetention(rows: RetentionRow[]): Promise<void>;
  writeSources(rows: SourceRow[]): Promise<void>;
}
