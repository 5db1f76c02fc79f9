'use client';

import { BOARD_PAGE_SIZE } from '@sogon/contract/limits';
import { boardTexts as text } from '@sogon/contract/messages/board';
import { boardEndpoints } from '@sogon/contract/routes/board.endpoints';
import type { TBoardPage, TBoardPost } from '@sogon/contract/schemas/board';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { useCallback, useRef, useState } from 'react';
import styles from './Board.module.css';
import { type BoardDraft, BoardPostForm } from './BoardPostForm.tsx';
import { BoardPostItem } from './BoardPostItem.tsx';
import { type LinkedPost, mergePosts, withLinkedPost, withoutPost, withPost } from './board-posts.ts';

const api = {
  board: browserApi('board', boardEndpoints),
};

interface Props {
  channelId: number;
  firstPage: TBoardPage;
  linked?: LinkedPost | null;
}

/**
 * The channel's 게시판: notices first, then newest, 더보기 by page. The channel owner writes
 * (글쓰기), edits and deletes posts; members like and comment.
 */
export function ChannelBoard({ channelId, firstPage, linked }: Props) {
  const { toast } = useToast();
  const fail = useFailureToast();
  const [posts, setPosts] = useState(() => withLinkedPost(firstPage.items, linked ?? null));
  const [page, setPage] = useState(firstPage.page);
  const [hasNext, setHasNext] = useState(firstPage.hasNext);
  const [status, setStatus] = useState<'ready' | 'more' | 'failed'>('ready');
  const [writing, setWriting] = useState(false);
  const [focusId, setFocusId] = useState<number | null>(null);
  const writeButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const canWrite = firstPage.canWrite;

  const loadMore = async () => {
    if (!hasNext || status === 'more') return;
    setStatus('more');
    try {
      const next = await api.board.page({
        id: channelId,
        query: { offset: BOARD_PAGE_SIZE, page: page + 1 },
      });
      setPosts((shown) => mergePosts(shown, next.items));
      setPage(next.page);
      setHasNext(next.hasNext);
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  };

  const create = async (draft: BoardDraft) => {
    try {
      const post = await memberOnly(() => api.board.create({ id: channelId, body: draft }));
      setPosts((shown) => withPost(shown, post));
      setWriting(false);
      setFocusId(post.id);
      toast(text.posted, { kind: 'success' });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const change = useCallback((post: TBoardPost) => setPosts((shown) => withPost(shown, post)), []);
  const removed = useCallback((id: number) => {
    setPosts((shown) => withoutPost(shown, id));
    // The deleted post's buttons are gone: focus goes to the list (or 글쓰기 when it emptied).
    requestAnimationFrame(() => (list.current ?? writeButton.current)?.focus());
  }, []);

  return (
    <div className={styles.board}>
      {canWrite && !writing ? (
        <div className={styles.toolbar}>
          <button ref={writeButton} type="button" className="button" onClick={() => setWriting(true)}>
            {text.write}
          </button>
        </div>
      ) : null}
      {writing ? (
        <BoardPostForm
          heading={text.writeHeading}
          submitLabel={text.submit}
          onSubmit={create}
          onCancel={() => {
            setWriting(false);
            requestAnimationFrame(() => writeButton.current?.focus());
          }}
        />
      ) : null}
      {linked && !linked.post ? <p className={styles.missing}>{text.linkedMissing}</p> : null}
      {posts.length === 0 ? <p className={styles.empty}>{text.empty}</p> : null}
      {posts.length > 0 ? (
        <ul ref={list} className={styles.list} aria-label={text.listLabel} tabIndex={-1}>
          {posts.map((post) => (
            <BoardPostItem
              key={post.id}
              post={post}
              opened={linked?.id === post.id}
              focused={focusId === post.id}
              onChange={change}
              onRemoved={removed}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" className={styles.statusLine}>
        {status === 'more' ? text.loading : status === 'failed' ? text.loadFailed : ''}
      </p>
      {hasNext ? (
        <div className={styles.more}>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={status === 'more' || undefined}
            onClick={() => void loadMore()}
          >
            {text.more}
          </button>
        </div>
      ) : null}
    </div>
  );
}
