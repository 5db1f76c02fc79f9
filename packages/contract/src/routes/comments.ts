import { z } from 'zod';
import {
  ZComment,
  ZCommentBody,
  ZCommentCount,
  ZCommentDeleted,
  ZCommentHidden,
  ZCommentHideBody,
  ZCommentListQuery,
  ZCommentPage,
  ZPlaylistCommentBody,
} from '../schemas/comments.ts';
import { boardCommentsEndpoints, commentsEndpoints, galleryCommentsEndpoints } from './comments.endpoints.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams, zId } from './params.ts';

const ZEpisodeParams = z.object({ playlistId: zId, contentId: zId });

/** Episode comments (spec section 7 "Comments") and the owner's hide toggle for any comment. */
export const commentsRoutes = defineRoutes('comments', commentsEndpoints, {
  list: {
    summary:
      "An episode's comments by page: top level (targetId 0, sort new or old) or one comment's replies, oldest first",
    params: ZEpisodeParams,
    query: ZCommentListQuery,
    answer: ZCommentPage,
  },
  count: {
    summary: 'How many comments and replies an episode shows (not deleted, not hidden)',
    params: ZEpisodeParams,
    answer: ZCommentCount,
  },
  post: {
    summary:
      'Comments on an episode, or replies to a top-level comment; a retry with the same Idempotency-Key posts once',
    body: ZPlaylistCommentBody,
    answer: ZComment,
  },
  remove: {
    summary: "Deletes the caller's own episode comment (kept as '삭제된 댓글' while replies hang under it)",
    params: ZIdParams,
    answer: ZCommentDeleted,
  },
  hide: {
    summary:
      'The channel owner hides a comment under their channel (episode, board or gallery), or shows it again',
    params: ZIdParams,
    body: ZCommentHideBody,
    answer: ZCommentHidden,
  },
});

/** Specs of GET and POST `{thing}/comment` and DELETE `{thing}/comment/{commentId}` for a thing inside a channel. */
function nestedCommentSpecs<C extends string>(noun: string, childParam: C) {
  const parent = { id: zId, [childParam]: zId } as Record<'id' | C, typeof zId>;
  return {
    list: {
      summary: `Comments on a ${noun} by page: top level (targetId 0) or one comment's replies`,
      params: z.object(parent),
      query: ZCommentListQuery,
      answer: ZCommentPage,
    },
    post: {
      summary: `Comments on a ${noun} (commentContent, targetCommentId); a retry with the same Idempotency-Key posts once`,
      params: z.object(parent),
      body: ZCommentBody,
      answer: ZComment,
    },
    remove: {
      summary: `Deletes the caller's own comment on a ${noun}`,
      params: z.object({ ...parent, commentId: zId } as Record<'id' | C | 'commentId', typeof zId>),
      answer: ZCommentDeleted,
    },
  };
}

export const boardCommentsRoutes = defineRoutes(
  'board',
  boardCommentsEndpoints,
  nestedCommentSpecs('board post', 'boardId'),
);
export const galleryCommentsRoutes = defineRoutes(
  'gallery',
  galleryCommentsEndpoints,
  nestedCommentSpecs('gallery item', 'itemId'),
);
