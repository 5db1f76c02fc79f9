'use client';

import { ApiError } from '@sogon/contract/api-client';
import { errorMessages } from '@sogon/contract/messages/errors';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
}

/**
 * A member's list paged by 더 보기 (구독, 팔로잉, 찜): the first page on mount, then each next
 * page appended without the items already shown. A visitor gets `needLogin`; any other failure
 * its Korean detail. `fetchPage` must keep its identity (useCallback).
 */
export function usePagedList<T extends { id: number }>(
  fetchPage: (page: number) => Promise<{ items: T[]; total: number }>,
): {
  list: PagedList<T> | null;
  setList: Dispatch<SetStateAction<PagedList<T> | null>>;
  needLogin: boolean;
  failed: string;
  loadingMore: boolean;
  more: () => Promise<void>;
} {
  const [list, setList] = useState<PagedList<T> | null>(null);
  const [needLogin, setNeedLogin] = useState(false);
  const [failed, setFailed] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    fetchPage(1).then(
      (first) => setList({ items: first.items, total: first.total, page: 1 }),
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST') setNeedLogin(true);
        else setFailed(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL);
      },
    );
  }, [fetchPage]);

  const more = async () => {
    if (!list || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await fetchPage(list.page + 1);
      const seen = new Set(list.items.map((item) => item.id));
      setList({
        items: [...list.items, ...next.items.filter((item) => !seen.has(item.id))],
        total: next.total,
        page: list.page + 1,
      });
    } catch (error) {
      setFailed(error instanceof ApiError ? error.detail : errorMessages.ERROR_INTERNAL);
    } finally {
      setLoadingMore(false);
    }
  };

  return { list, setList, needLogin, failed, loadingMore, more };
}
