import {
  ZBookmark,
  ZBookmarkBody,
  ZBookmarkNoteBody,
  ZBookmarkPage,
  ZBookmarkPageQuery,
  ZBookmarkRemoved,
} from '../schemas/bookmarks.ts';
import { bookmarksEndpoints } from './bookmarks.endpoints.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams } from './params.ts';

/** 북마크: a signed-in member's moments of episodes, each with an optional note. */
export const bookmarksRoutes = defineRoutes('bookmarks', bookmarksEndpoints, {
  list: {
    tags: ['library'],
    summary:
      "The member's bookmarks of episodes they may see, newest first, with the episode and whether it plays in full",
    query: ZBookmarkPageQuery,
    answer: ZBookmarkPage,
  },
  create: {
    summary:
      'Bookmarks a moment (whole seconds, within the duration) of an episode the member may see, with an optional note; the same moment again keeps one bookmark',
    body: ZBookmarkBody,
    answer: ZBookmark,
  },
  update: {
    summary: "Changes the note of one of the member's bookmarks",
    params: ZIdParams,
    body: ZBookmarkNoteBody,
    answer: ZBookmark,
  },
  remove: {
    summary: "Deletes one of the member's bookmarks",
    params: ZIdParams,
    answer: ZBookmarkRemoved,
  },
});
