import { z } from 'zod';
import { BOOKMARK_NOTE_MAX, BOOKMARK_PAGE_SIZE, BOOKMARKS_PER_MEMBER } from '../limits.ts';
import { zId } from '../routes/params.ts';
import { ZMediaType } from './catalog.ts';

/** A note as typed: trimmed; blank means none (null). */
const ZNote = z
  .string()
  .trim()
  .max(BOOKMARK_NOTE_MAX)
  .transform((note) => (note === '' ? null : note));

/** POST /v1/user/bookmarks: a moment of an episode, in whole seconds from its start. */
export const ZBookmarkBody = z.object({
  contentId: zId,
  position: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .describe("whole seconds from the episode's start, at most its duration"),
  note: ZNote.nullable().optional().describe(`up to ${BOOKMARK_NOTE_MAX} characters; blank: none`),
});
export type TBookmarkBody = z.input<typeof ZBookmarkBody>;

/** PATCH /v1/user/bookmarks/{id}: the note only (null or blank removes it). */
export const ZBookmarkNoteBody = z.object({
  note: ZNote.nullable().describe(`up to ${BOOKMARK_NOTE_MAX} characters; blank or null: none`),
});
export type TBookmarkNoteBody = z.input<typeof ZBookmarkNoteBody>;

export const ZBookmark = z.object({
  id: z.number().int(),
  contentId: z.number().int(),
  playlistId: z.number().int(),
  episodeNo: z.number().int(),
  title: z.string().describe("the episode's title"),
  playlistTitle: z.string(),
  coverImg: z.string().describe("the episode's cover, else the playlist's"),
  mediaType: ZMediaType,
  durationSec: z.number().int(),
  position: z.number().int().describe('whole seconds from the start'),
  note: z.string().nullable(),
  playable: z
    .boolean()
    .describe('the member may play the whole episode now (else only its preview, if it has one)'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBookmark = z.infer<typeof ZBookmark>;

export const ZBookmarkPageQuery = z.object({
  offset: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(BOOKMARK_PAGE_SIZE)
    .describe(`page size (default ${BOOKMARK_PAGE_SIZE})`),
  page: z.coerce.number().int().min(1).max(BOOKMARKS_PER_MEMBER).default(1).describe('from 1, newest first'),
});
export type TBookmarkPageQuery = z.infer<typeof ZBookmarkPageQuery>;

/** A page of the member's bookmarks, newest first, and how many they may see in all. */
export const ZBookmarkPage = z.object({
  items: z.array(ZBookmark),
  total: z.number().int().describe('bookmarks in the whole list'),
  offset: z.number().int().describe('page size'),
  page: z.number().int(),
});
export type TBookmarkPage = z.infer<typeof ZBookmarkPage>;

export const ZBookmarkRemoved = z.object({ id: z.number().int() });
export type TBookmarkRemoved = z.infer<typeof ZBookmarkRemoved>;
