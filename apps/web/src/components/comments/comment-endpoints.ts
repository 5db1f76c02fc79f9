/**
 * Where one comment section reads and writes: plain data (no functions), so a server page can
 * hand it to the client section. Episodes, board posts and gallery pictures share the shapes
 * (ADR 018); only the paths differ.
 */
export interface CommentEndpoints {
  /** GET: a page of top-level comments, or of one comment's replies (`targetId`). */
  list: string;
  /** POST: a new comment or reply. */
  post: string;
  /** Fields the POST body carries besides commentContent and targetCommentId. */
  postFields?: Readonly<Record<string, number>>;
  /** DELETE `${removeBase}/${commentId}`: the caller's own comment. */
  removeBase: string;
  /** GET {count}: comments and replies shown (not deleted, not hidden), when the target has one. */
  count?: string;
}

export function episodeComments(playlistId: number, contentId: number): CommentEndpoints {
  return {
    list: `/v2/playlist/comment/${playlistId}/${contentId}`,
    post: '/v2/playlist/comment',
    postFields: { playlistId, contentId },
    removeBase: '/v2/playlist/comment',
    count: `/v2/playlist/comment/count/${playlistId}/${contentId}`,
  };
}

export function boardComments(channelId: number, boardId: number): CommentEndpoints {
  const base = `/v1/channel/${channelId}/board/${boardId}/comment`;
  return { list: base, post: base, removeBase: base };
}

export function galleryComments(channelId: number, itemId: number): CommentEndpoints {
  const base = `/v2/channel/${channelId}/gallery/${itemId}/comment`;
  return { list: base, post: base, removeBase: base };
}

/** The channel owner's hide toggle works for any comment id, whatever it hangs under. */
export const hideCommentPath = (commentId: number) => `/v1/playlist/comment/${commentId}/hide`;

export const removeCommentPath = (endpoints: CommentEndpoints, commentId: number) =>
  `${endpoints.removeBase}/${commentId}`;
