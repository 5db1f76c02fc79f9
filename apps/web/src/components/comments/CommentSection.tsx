'use client';

import { commentTexts as text } from '@sogon/contract/messages/comments';
import { commentsEndpoints } from '@sogon/contract/routes/comments.endpoints';
import type { TComment } from '@sogon/contract/schemas/comments';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useEffect, useId, useRef, useState } from 'react';
import { CommentForm } from './CommentForm.tsx';
import { CommentLoginPrompt } from './CommentLoginPrompt.tsx';
import { CommentSorts } from './CommentSorts.tsx';
import styles from './Comments.module.css';
import { CommentThread } from './CommentThread.tsx';
import type { CommentEndpoints } from './comment-endpoints.ts';
import { countDelta, withHidden, withoutComment, withPosted, withReplyCount } from './comment-list.ts';
import { useCommentActions } from './use-comment-actions.ts';
import { type CommentSort, useCommentPages } from './use-comment-pages.ts';

const api = {
  comments: browserApi('comments', commentsEndpoints),
};

interface Props {
  endpoints: CommentEndpoints;
  /** The section's heading level where it sits (2 on an episode page, 3 inside a post or dialog). */
  headingLevel?: 2 | 3;
  /** Comments and replies shown, when the page knows it (a board post's commentCount). */
  initialCount?: number;
  /** Told when the count changes (the post's 댓글 N button follows it). */
  onCountChange?: (count: number) => void;
  /** Where it sits decides its margins. */
  className?: string;
}

/**
 * The comments of an episode, a board post or a gallery picture, loaded in the browser: 댓글 N,
 * 최신순/등록순, a compose box for members (a login prompt for visitors), one level of replies,
 * the author's 삭제 and the channel owner's 숨기기, 더보기 by page.
 */
export function CommentSection({
  endpoints,
  headingLevel = 2,
  initialCount,
  onCountChange,
  className,
}: Props) {
  const user = useStoredUser();
  const member = user === undefined ? undefined : user !== null;
  const actions = useCommentActions(endpoints);
  const [sort, setSort] = useState<CommentSort>('new');
  const list = useCommentPages(endpoints, { sort });
  const [count, setCount] = useState<number | null>(initialCount ?? null);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Episodes have a count of their own; board posts and gallery items show their list's total.
  const counted = useApiQuery(
    api.comments.count,
    endpoints.kind === 'episode'
      ? { playlistId: endpoints.playlistId, contentId: endpoints.contentId }
      : null,
  ).data;

  useEffect(() => {
    if (counted) setCount(counted.count);
  }, [counted]);

  useEffect(() => {
    if (count !== null) onCountChange?.(count);
  }, [count, onCountChange]);

  // Without a count of its own (gallery pictures), the section counts its top-level comments.
  const shownCount = count ?? (list.ready ? list.totalCount : null);
  const adjustCount = (delta: number) => {
    if (delta !== 0) setCount((now) => (now === null ? now : Math.max(0, now + delta)));
  };

  const post = async (content: string, key: string) => {
    const comment = await actions.post(content, 0, key);
    if (!comment) return false;
    const shown = withPosted(list.comments, comment, sort, list.hasNext);
    if (shown) list.update(() => shown, 1);
    adjustCount(1);
    setNotice(shown ? text.posted : text.postedAtEnd);
    return true;
  };

  const remove = (comment: TComment) =>
    actions.confirmRemove(comment, () => {
      const leaves = comment.replyCount === 0;
      list.update((shown) => withoutComment(shown, comment.id), leaves ? -1 : 0);
      adjustCount(countDelta(comment, 'delete'));
      setNotice(text.deletedDone);
      heading.current?.focus();
    });

  const toggleHidden = async (comment: TComment) => {
    const hidden = await actions.setHidden(comment, !comment.isHidden);
    if (hidden === null) return;
    list.update((shown) => withHidden(shown, comment.id, hidden));
    adjustCount(countDelta(comment, hidden ? 'hide' : 'show'));
    setNotice(hidden ? text.hiddenDone : text.shownDone);
  };

  const replyCount = (parentId: number, delta: 1 | -1) => {
    adjustCount(delta);
    const parent = list.comments.find((comment) => comment.id === parentId);
    const leaves = delta === -1 && parent?.isDeleted === true && parent.replyCount <= 1;
    list.update((shown) => withReplyCount(shown, parentId, delta), leaves ? -1 : 0);
    if (leaves) heading.current?.focus();
  };

  const changeSort = (next: CommentSort) => {
    if (next === sort) return;
    setNotice('');
    setSort(next);
  };

  const status =
    list.status === 'idle' || list.status === 'loading' || list.status === 'more'
      ? text.loading
      : list.status === 'failed' || list.status === 'moreFailed'
        ? text.loadFailed
        : notice;

  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading ref={heading} id={headingId} className={styles.heading} tabIndex={-1}>
          {text.heading}
          {shownCount === null ? null : <span className={styles.count}> {text.count(shownCount)}</span>}
        </Heading>
        <CommentSorts sort={sort} onSort={changeSort} />
      </div>

      {member === true ? <CommentForm label={text.composeLabel} onSubmit={post} /> : null}
      {member === false ? <CommentLoginPrompt onLogin={() => actions.openLogin()} /> : null}

      <p role="status" className={styles.statusLine}>
        {status}
      </p>
      {list.status === 'failed' ? (
        <button type="button" className={`button button-secondary ${styles.small}`} onClick={list.reload}>
          {text.retry}
        </button>
      ) : null}
      {list.ready && list.comments.length === 0 ? <p className={styles.empty}>{text.empty}</p> : null}
      {list.comments.length > 0 ? (
        <ul className={styles.list}>
          {list.comments.map((comment) => (
            <CommentThread
              key={comment.id}
              comment={comment}
              endpoints={endpoints}
              actions={actions}
              canModerate={list.canModerate}
              member={member}
              onDelete={remove}
              onToggleHidden={(target) => void toggleHidden(target)}
              onReplyCount={replyCount}
              onCount={adjustCount}
              announce={setNotice}
            />
          ))}
        </ul>
      ) : null}
      {list.ready && list.hasNext ? (
        <div className={styles.more}>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={list.status === 'more' || undefined}
            onClick={list.loadMore}
          >
            {text.more}
          </button>
        </div>
      ) : null}
    </section>
  );
}
