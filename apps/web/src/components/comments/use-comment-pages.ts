'use client';

import { COMMENT_PAGE_SIZE } from '@sogon/contract/limits';
import type { TComment } from '@sogon/contract/schemas/comments';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { commentCalls } from './comment-calls.ts';
import { type CommentEndpoints, commentsKey } from './comment-endpoints.ts';
import { mergeComments } from './comment-list.ts';

export type CommentSort = 'new' | 'old';

/** idle: not asked yet; more / moreFailed: the shown list stays while the next page loads or failed. */
export type CommentPagesStatus = 'idle' | 'loading' | 'failed' | 'ready' | 'more' | 'moreFailed';

interface Loaded {
  comments: TComment[];
  page: number;
  hasNext: boolean;
  totalCount: number;
  canModerate: boolean;
}

const NOTHING: Loaded = { comments: [], page: 0, hasNext: false, totalCount: 0, canModerate: false };

/**
 * One comment list by page (top level with `targetId` 0, or a comment's replies): loads page 1
 * when enabled (again when the sort changes), 더보기 appends the next page, and `update` lets the
 * section follow what the member did. An answer that arrives after the sort changed is dropped.
 */
export function useCommentPages(
  endpoints: CommentEndpoints,
  {
    targetId = 0,
    sort = 'new',
    enabled = true,
  }: { targetId?: number; sort?: CommentSort; enabled?: boolean },
) {
  const [loaded, setLoaded] = useState<Loaded>(NOTHING);
  const [status, setStatus] = useState<CommentPagesStatus>('idle');
  const generation = useRef(0);
  const loadedKey = useRef<string | null>(null);
  const target = commentsKey(endpoints);
  const key = `${target}|${targetId}|${sort}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the target key names the endpoints
  const calls = useMemo(() => commentCalls(endpoints), [target]);
  const fetchPage = useCallback(
    (page: number) => calls.list({ sort, offset: COMMENT_PAGE_SIZE, page, targetId }),
    [calls, sort, targetId],
  );

  const reload = useCallback(() => {
    const run = ++generation.current;
    setStatus('loading');
    fetchPage(1).then(
      (answer) => {
        if (run !== generation.current) return;
        const { comments, page, hasNext, totalCount, canModerate } = answer;
        setLoaded({ comments, page, hasNext, totalCount, canModerate });
        setStatus('ready');
      },
      () => {
        if (run === generation.current) setStatus('failed');
      },
    );
  }, [fetchPage]);

  useEffect(() => {
    if (!enabled || loadedKey.current === key) return;
    loadedKey.current = key;
    reload();
  }, [enabled, key, reload]);

  const loadMore = useCallback(() => {
    if ((status !== 'ready' && status !== 'moreFailed') || !loaded.hasNext) return;
    const run = generation.current;
    setStatus('more');
    fetchPage(loaded.page + 1).then(
      (answer) => {
        if (run !== generation.current) return;
        setLoaded((shown) => ({
          comments: mergeComments(shown.comments, answer.comments),
          page: answer.page,
          hasNext: answer.hasNext,
          totalCount: answer.totalCount,
          canModerate: answer.canModerate,
        }));
        setStatus('ready');
      },
      () => {
        if (run === generation.current) setStatus('moreFailed');
      },
    );
  }, [fetchPage, loaded.hasNext, loaded.page, status]);

  /** Changes the shown comments (and the list's total, e.g. -1 when one left it). */
  const update = useCallback((change: (shown: TComment[]) => TComment[], totalDelta = 0) => {
    setLoaded((shown) => ({
      ...shown,
      comments: change(shown.comments),
      totalCount: Math.max(0, shown.totalCount + totalDelta),
    }));
  }, []);

  const ready = status === 'ready' || status === 'more' || status === 'moreFailed';
  return { ...loaded, status, ready, reload, loadMore, update };
}

export type CommentPages = ReturnType<typeof useCommentPages>;
