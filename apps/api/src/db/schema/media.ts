import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { contents } from './catalog.ts';
import { users } from './users.ts';

/** One HLS rendition of a published episode, as the master playlist lists it. */
export interface StoredRendition {
  name: string;
  bandwidth: number;
  codecs: string;
  width?: number;
  height?: number;
}

/**
 * The published HLS package of an episode. Each transcode writes a new `version` under its own
 * storage prefix; publishing switches this row in one transaction, so a failed or interrupted job
 * never leaves a half-published episode.
 */
export const contentMedia = pgTable('content_media', {
  contentId: bigint('content_id', { mode: 'number' })
    .primaryKey()
    .references(() => contents.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  /** Storage key prefix of the package, e.g. `hls/40/v3`. */
  prefix: text('prefix').notNull(),
  kind: text('kind', { enum: ['audio', 'video'] }).notNull(),
  /** Segments are AES-128 encrypted (paid or adult at publish time). */
  encrypted: boolean('encrypted').notNull(),
  /** The AES-128 key (16 bytes), served only through the entitlement-checked key route. */
  aesKey: bytea('aes_key'),
  /**
   * The free preview: its own copy of the first segments under `previewPrefix` (media playlists
   * and master alike), encrypted with `previewKey`, never with `aesKey`, so nothing a preview
   * holder gets opens the rest. `previewMs` is its length; 0 when the episode is one segment
   * long and has no preview. All null for a package published before previews had their own
   * key (the start-up backfill or the first preview request builds it).
   */
  previewKey: bytea('preview_key'),
  previewPrefix: text('preview_prefix'),
  previewMs: integer('preview_ms'),
  durationMs: integer('duration_ms').notNull(),
  segmentSec: real('segment_sec').notNull(),
  segmentCount: integer('segment_count').notNull(),
  renditions: jsonb('renditions').$type<StoredRendition[]>().notNull(),
  /** EBU R128 integrated loudness (LUFS), true peak (dBTP) and loudness range (LU). */
  loudnessLufs: real('loudness_lufs'),
  truePeakDb: real('true_peak_db'),
  loudnessRange: real('loudness_range'),
  /** Waveform peaks 0–255, evenly spaced over the duration. */
  peaks: jsonb('peaks').$type<number[]>().notNull(),
  width: integer('width'),
  height: integer('height'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MEDIA_JOB_STATUSES = ['queued', 'running', 'failed', 'done'] as const;
export type MediaJobStatus = (typeof MEDIA_JOB_STATUSES)[number];

/** A transcode of an uploaded source into an episode's HLS package, as the creator watches it. */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    /** Storage key of the uploaded source file. */
    sourceKey: text('source_key').notNull(),
    status: text('status', { enum: MEDIA_JOB_STATUSES }).notNull().default('queued'),
    /** 0–1 while running. */
    progress: real('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Korean message for the creator when failed; `errorDetail` keeps the tool's output. */
    error: text('error').notNull().default(''),
    errorDetail: text('error_detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('media_jobs_content_idx').on(t.contentId, t.createdAt.desc()),
    check('media_jobs_progress_range', sql`${t.progress} >= 0 and ${t.progress} <= 1`),
  ],
);

/** Audio-toon images: each is shown from `atMs` until the next one. */
export const audiotoonFrames = pgTable(
  'audiotoon_frames',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    atMs: integer('at_ms').notNull(),
    /** Storage key of the image (private: served like the episode it belongs to). */
    imageKey: text('image_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.seq] })],
);

/** Timed script lines of an episode (audio-toon dialogue, video captions). */
export const contentCaptions = pgTable(
  'content_captions',
  {
    contentId: bigint('content_id', { mode: 'number' })
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.seq] })],
);
