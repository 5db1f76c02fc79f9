'use client';

import { commentTexts as text } from '@sogon/contract/messages/comments';
import type { TComment } from '@sogon/contract/schemas/comments';
import { useRef, useState } from 'react';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import styles from './Comments.module.css';
import type { CommentEndpoints } from './comment-endpoints.ts';
import { countDelta, withHidden, withoutComment, withReply } from './comment-list.ts';
import type { CommentActions } from './use-comment-actions.ts';
import { useCommentPages } from './use-comment-pages.ts';

export interface ThreadHandlers {
  onDelete: (comment: TComment) => void;
  onToggleHidden: (comment: TComment) => void;
  /** A reply under `parentId` was posted (+1) or deleted (-1). */
  onReplyCount: (parentId: number, delta: 1 | -1) => void;
  /** The section's count moves (a reply hidden, shown again). */
  onCount: (delta: number) => void;
  announce: (message: string) => void;
}

interface Props extends ThreadHandlers {
  comment: TComment;
  endpoints: CommentEndpoints;
  actions: CommentActions;
  canModerate: boolean;
  /** undefined while rendering on the server; false for visitors. */
  member: boolean | undefined;
}

/**
 * A top-level comment with its replies: 답글 N opens them (loaded then, oldest first, by page),
 * 답글 달기 opens a reply form under the comment.
 */
export function CommentThread({ comment, endpoints, actions, canModerate, member, ...handlers }: Props) {
  const [open, setOpen] = useState(false);
  const [writing, setWriting] = useState(false);
  const replies = useCommentPages(endpoints, { targetId: comment.id, sort: 'old', enabled: open });
  const replyButton = useRef<HTMLButtonElement>(null);
  const name = comment.author?.username ?? '';
  const repliesId = `comment-${comment.id}-replies`;

  const startReply = () => {
    if (member === false) {
      actions.openLogin();
      return;
    }
    setWriting((now) => !now);
  };

  const sendReply = async (content: string, key: string) => {
    const reply = await actions.post(content, comment.id, key);
    if (!reply) return false;
    if (replies.ready) replies.update((shown) => withReply(shown, reply, replies.hasNext), 1);
    handlers.onReplyCount(comment.id, 1);
    handlers.announce(text.replyPosted);
    setOpen(true);
    setWriting(false);
    replyButton.current?.focus();
    return true;
  };

  const deleteReply = (reply: TComment) =>
    actions.confirmRemove(reply, () => {
      replies.update((shown) => withoutComment(shown, reply.id), -1);
      handlers.onCount(countDelta(reply, 'delete'));
      handlers.announce(text.deletedDone);
      // The last reply of a deleted comment takes the comment with it (the section moves focus).
      handlers.onReplyCount(comment.id, -1);
      replyButton.current?.focus();
    });

  const toggleReplyHidden = async (reply: TComment) => {
    const hidden = await actions.setHidden(reply, !reply.isHidden);
    if (hidden === null) return;
    replies.update((shown) => withHidden(shown, reply.id, hidden));
    handlers.onCount(countDelta(reply, hidden ? 'hide' : 'show'));
    handlers.announce(hidden ? text.hiddenDone : text.shownDone);
  };

  const repliesStatus =
    replies.status === 'loading' || replies.status === 'more'
      ? text.repliesLoading
      : replies.status === 'failed' || replies.status === 'moreFailed'
        ? text.repliesFailed
        : '';

  return (
    <CommentItem
      comment={comment}
      canModerate={canModerate}
      onDelete={handlers.onDelete}
      onToggleHidden={handlers.onToggleHidden}
      actions={
        <>
          {comment.replyCount > 0 ? (
            <button
              type="button"
              className={styles.action}
              aria-expanded={open}
              aria-controls={repliesId}
              onClick={() => setOpen((now) => !now)}
            >
              {text.replies(comment.replyCount)}
            </button>
          ) : null}
          {comment.isDeleted || member === undefined ? null : (
            <button
              ref={replyButton}
              type="button"
              className={styles.action}
              aria-expanded={member ? writing : undefined}
              onClick={startReply}
            >
              {text.reply}
            </button>
          )}
        </>
      }
    >
      {writing ? (
        <div className={styles.replyForm}>
          <CommentForm
            label={text.replyLabel(name)}
            autoFocus
            onSubmit={sendReply}
            onCancel={() => {
              setWriting(false);
              replyButton.current?.focus();
            }}
          />
        </div>
      ) : null}
      <div id={repliesId} hidden={!open || comment.replyCount === 0} className={styles.replies}>
        <p role="status" className={styles.statusLine}>
          {repliesStatus}
        </p>
        {replies.comments.length > 0 ? (
          <ul className={styles.list} aria-label={name ? text.repliesLabel(name) : text.deletedRepliesLabel}>
            {replies.comments.map((reply) => (
              <CommentItem
                key={reply.id}
                comment={reply}
                canModerate={canModerate}
                onDelete={deleteReply}
                onToggleHidden={(target) => void toggleReplyHidden(target)}
              />
            ))}
          </ul>
        ) : null}
        {replies.status === 'failed' ? (
          <button type="button" className={styles.action} onClick={replies.reload}>
            {text.retry}
          </button>
        ) : null}
        {replies.ready && replies.hasNext ? (
          <button
            type="button"
            className={styles.action}
            aria-disabled={replies.status === 'more' || undefined}
            onClick={replies.loadMore}
          >
            {text.repliesMore}
          </button>
        ) : null}
      </div>
    </CommentItem>
  );
}
