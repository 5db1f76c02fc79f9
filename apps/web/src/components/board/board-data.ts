import { ApiError } from '@sogon/contract/api-client';
import { BOARD_PAGE_SIZE } from '@sogon/contract/limits';
import type { TBoardPage } from '@sogon/contract/schemas/board';
import { serverApi } from '@web/lib/api/server';
import type { LinkedPost } from './board-posts.ts';

/** The first page of a channel's board (notices first), as the visitor sees it. */
export async function loadFirstBoardPage(channelId: number): Promise<TBoardPage> {
  const api = await serverApi();
  return api.board.page({
    id: channelId,
    query: { offset: BOARD_PAGE_SIZE, page: 1 },
  });
}

/**
 * The post a link asked for: from the first page when it is there, else fetched alone; null
 * inside when it does not exist (any more).
 */
export async function loadLinkedPost(
  channelId: number,
  postId: number | null,
  firstPage: TBoardPage,
): Promise<LinkedPost | null> {
  if (postId === null) return null;
  const shown = firstPage.items.find((post) => post.id === postId);
  if (shown) return { id: postId, post: shown };
  const api = await serverApi();
  try {
    return { id: postId, post: await api.board.get({ id: channelId, boardId: postId }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { id: postId, post: null };
    throw error;
  }
}
