import { z } from 'zod';
import {
  ZBoardBody,
  ZBoardCursorPage,
  ZBoardCursorQuery,
  ZBoardDeleted,
  ZBoardLikeAnswer,
  ZBoardListQuery,
  ZBoardPage,
  ZBoardPost,
} from '../schemas/board.ts';
import { ZHomeBoardPost } from '../schemas/discovery.ts';
import { boardEndpoints } from './board.endpoints.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams, zId } from './params.ts';

const ZBoardParams = z.object({ id: zId, boardId: zId });

/** Channel boards (spec section 7 "Board"). */
export const boardRoutes = defineRoutes('board', boardEndpoints, {
  page: {
    summary: "A page of the channel's board: notices first, then newest first, with the total",
    params: ZIdParams,
    query: ZBoardListQuery,
    answer: ZBoardPage,
  },
  cursorPage: {
    summary: "A keyset page of the channel's board by created time (lastCursor, lastId), newest first",
    params: ZIdParams,
    query: ZBoardCursorQuery,
    answer: ZBoardCursorPage,
  },
  create: {
    summary: "The channel's owner posts on its board",
    params: ZIdParams,
    body: ZBoardBody,
    answer: ZBoardPost,
  },
  get: { summary: 'One board post (for links to it)', params: ZBoardParams, answer: ZBoardPost },
  update: {
    summary: "The channel's owner edits a post",
    params: ZBoardParams,
    body: ZBoardBody,
    answer: ZBoardPost,
  },
  remove: { summary: "The channel's owner deletes a post", params: ZBoardParams, answer: ZBoardDeleted },
  toggleLike: {
    summary: 'Likes a post, or takes the like back',
    params: ZBoardParams,
    answer: ZBoardLikeAnswer,
  },
  home: {
    tags: ['catalog'],
    summary: 'The newest board post of each channel that posted in the last 90 days, for the home page',
    answer: z.array(ZHomeBoardPost),
  },
});
