'use client';

import {
  boardCommentsEndpoints,
  commentsEndpoints,
  galleryCommentsEndpoints,
} from '@sogon/contract/routes/comments.endpoints';
import type { TComment, TCommentCount, TCommentHidden, TCommentPage } from '@sogon/contract/schemas/comments';
import { browserApi } from '@web/lib/api/browser';
import type { CommentEndpoints } from './comment-endpoints.ts';
import type { CommentSort } from './use-comment-pages.ts';

const api = {
  boardComments: browserApi('boardComments', boardCommentsEndpoints),
  comments: browserApi('comments', commentsEndpoints),
  galleryComments: browserApi('galleryComments', galleryCommentsEndpoints),
};

export interface CommentPageQuery {
  sort: CommentSort;
  offset: number;
  page: number;
  targetId: number;
}

/** The calls of one comment section, whatever it hangs under. */
export interface CommentCalls {
  list: (query: CommentPageQuery) => Promise<TCommentPage>;
  /** A retry with the same key posts once. */
  post: (body: { commentContent: string; targetCommentId: number }, key: string) => Promise<TComment>;
  remove: (commentId: number) => Promise<unknown>;
  /** Comments and replies shown, when the target has a count (episodes). */
  count: (() => Promise<TCommentCount>) | null;
}

export function commentCalls(endpoints: CommentEndpoints): CommentCalls {
  const once = (key: string) => ({ headers: { 'idempotency-key': key } });
  switch (endpoints.kind) {
    case 'episode': {
      const { playlistId, contentId } = endpoints;
      return {
        list: (query) => api.comments.list({ playlistId, contentId, query }),
        post: (body, key) => api.comments.post({ body: { playlistId, contentId, ...body } }, once(key)),
        remove: (commentId) => api.comments.remove({ id: commentId }),
        count: () => api.comments.count({ playlistId, contentId }),
      };
    }
    case 'board': {
      const parent = { id: endpoints.channelId, boardId: endpoints.boardId };
      return {
        list: (query) => api.boardComments.list({ ...parent, query }),
        post: (body, key) => api.boardComments.post({ ...parent, body }, once(key)),
        remove: (commentId) => api.boardComments.remove({ ...parent, commentId }),
        count: null,
      };
    }
    case 'gallery': {
      const parent = { id: endpoints.channelId, itemId: endpoints.itemId };
      return {
        list: (query) => api.galleryComments.list({ ...parent, query }),
        post: (body, key) => api.galleryComments.post({ ...parent, body }, once(key)),
        remove: (commentId) => api.galleryComments.remove({ ...parent, commentId }),
        count: null,
      };
    }
  }
}

/** The channel owner's hide toggle works for any comment id, whatever it hangs under. */
export function hideComment(commentId: number, hidden: boolean): Promise<TCommentHidden> {
  return api.comments.hide({ id: commentId, body: { isHide: hidden ? 1 : 0 } });
}
