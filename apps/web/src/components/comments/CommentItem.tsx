'use client';

import { commentTexts as text } from '@sogon/contract/messages/comments';
import { reportTexts } from '@sogon/contract/messages/reports';
import type { TComment } from '@sogon/contract/schemas/comments';
import { relativeTime } from '@sogon/contract/time/relative-time';
import { BlockAuthorButton } from '@web/components/channel-community/BlockAuthorButton';
import { ReportButton } from '@web/components/reports/ReportButton';
import type { ReactNode } from 'react';
import styles from './Comments.module.css';
import { commentBody } from './comment-list.ts';

interface Props {
  comment: TComment;
  /** The caller owns the channel: may hide and show comments. */
  canModerate: boolean;
  onDelete: (comment: TComment) => void;
  onToggleHidden: (comment: TComment) => void;
  /** More buttons in the action row (답글 달기, 답글 N). */
  actions?: ReactNode;
  /** Under the comment: the reply form and the replies. */
  children?: ReactNode;
}

/** One comment or reply: who wrote it and when, its text (or why it has none), and its actions. */
export function CommentItem({ comment, canModerate, onDelete, onToggleHidden, actions, children }: Props) {
  const body = commentBody(comment);
  const name = comment.author?.username ?? '';
  const hiddenButVisible = comment.isHidden && body === 'text';
  const mayHide = canModerate && !comment.isDeleted;
  // Another member's readable comment may be reported (신고); a placeholder has nothing to report.
  const mayReport = !comment.isMine && body === 'text' && !comment.isHidden;

  return (
    <li className={styles.item}>
      <div className={styles.comment}>
        {comment.author?.profileImg ? (
          // biome-ignore lint/performance/noImgElement: profile images are small files served from /media
          <img className={styles.avatar} src={comment.author.profileImg} alt="" width={36} height={36} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <div className={styles.main}>
          {body === 'text' ? (
            <p className={styles.meta}>
              <span className={styles.author}>{name}</span>
              {comment.isCreator ? <span className={styles.creator}>{text.creator}</span> : null}
              {comment.badge && !comment.isCreator ? (
                <span className={styles.tierBadge}>{comment.badge}</span>
              ) : null}
              {hiddenButVisible ? <span className={styles.hiddenBadge}>{text.hiddenBadge}</span> : null}
              <time className={styles.time} dateTime={comment.createdAt}>
                {relativeTime(comment.createdAt)}
              </time>
            </p>
          ) : null}
          {body === 'text' ? (
            <p className={styles.text}>{comment.commentContent}</p>
          ) : (
            <p className={styles.placeholder}>{body === 'deleted' ? text.deleted : text.hidden}</p>
          )}
          {hiddenButVisible ? <p className={styles.note}>{text.hiddenNote}</p> : null}
          <div className={styles.actions}>
            {actions}
            {mayHide ? (
              <button
                type="button"
                className={styles.action}
                aria-label={comment.isHidden ? text.unhideLabel(name) : text.hideLabel(name)}
                onClick={() => onToggleHidden(comment)}
              >
                {comment.isHidden ? text.unhide : text.hide}
              </button>
            ) : null}
            {mayReport ? (
              <ReportButton
                targetType="comment"
                targetId={comment.id}
                label={reportTexts.commentLabel(name)}
                className={styles.action}
              />
            ) : null}
            {canModerate && !comment.isMine && !comment.isCreator && !comment.isDeleted && comment.author ? (
              <BlockAuthorButton commentId={comment.id} name={name} className={styles.action} />
            ) : null}
            {comment.isMine ? (
              <button
                type="button"
                className={`${styles.action} ${styles.danger}`}
                aria-label={text.deleteLabel(name)}
                onClick={() => onDelete(comment)}
              >
                {text.delete}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {children}
    </li>
  );
}
