/**
 * Whose comments a section shows: plain data (no functions), so a server page can hand it to the
 * client section. Episodes, board posts and gallery pictures share the shapes (ADR 018); only
 * the routes differ (comment-calls.ts).
 */
export type CommentEndpoints =
  | { kind: 'episode'; playlistId: number; contentId: number }
  | { kind: 'board'; channelId: number; boardId: number }
  | { kind: 'gallery'; channelId: number; itemId: number };

export function episodeComments(playlistId: number, contentId: number): CommentEndpoints {
  return { kind: 'episode', playlistId, contentId };
}

export function boardComments(channelId: number, boardId: number): CommentEndpoints {
  return { kind: 'board', channelId, boardId };
}

export function galleryComments(channelId: number, itemId: number): CommentEndpoints {
  return { kind: 'gallery', channelId, itemId };
}

/** One string per comment section: what hooks key their state and effects on. */
export function commentsKey(endpoints: CommentEndpoints): string {
  switch (endpoints.kind) {
    case 'episode':
      return `episode/${endpoints.playlistId}/${endpoints.contentId}`;
    case 'board':
      return `board/${endpoints.channelId}/${endpoints.boardId}`;
    case 'gallery':
      return `gallery/${endpoints.channelId}/${endpoints.itemId}`;
  }
}
