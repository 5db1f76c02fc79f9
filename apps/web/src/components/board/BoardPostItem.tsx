'use client';

import { boardTexts as text } from '@sogon/contract/messages/board';
import { channelCommunityTexts as community } from '@sogon/contract/messages/channel-community';
import { reportTexts } from '@sogon/contract/messages/reports';
import { boardEndpoints } from '@sogon/contract/routes/board.endpoints';
import type { TBoardPost } from '@sogon/contract/schemas/board';
import { boardComments } from '@web/components/comments/comment-endpoints';
import { LazyCommentSection } from '@web/components/comments/LazyCommentSection';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { ReportButton } from '@web/components/reports/ReportButton';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styles from './Board.module.css';
import { BoardOwnerActions } from './BoardOwnerActions.tsx';
import { type BoardDraft, BoardPostForm } from './BoardPostForm.tsx';
import { BoardPostHeader } from './BoardPostHeader.tsx';
import { BoardPostText } from './BoardPostText.tsx';

const api = {
  board: browserApi('board', boardEndpoints),
};

interface Props {
  post: TBoardPost;
  /** Opened from a link (?post=): shown whole, comments open, scrolled to and focused. */
  opened?: boolean;
  /** Just written: the heading takes the focus. */
  focused?: boolean;
  onChange: (post: TBoardPost) => void;
  onRemoved: (id: number) => void;
}

/**
 * One board post: 공지 badge, title, author and time, the text (long ones folded behind 더보기),
 * 좋아요, 댓글 N opening its comments, and for the channel owner 수정 and 삭제.
 */
export function BoardPostItem({ post, opened = false, focused = false, onChange, onRemoved }: Props) {
  const { open } = useModal();
  const { toast } = useToast();
  const fail = useFailureToast();
  const [expanded, setExpanded] = useState(opened);
  // The comment section mounts on the first 댓글 click and stays, so closing keeps what loaded.
  const [commentsMounted, setCommentsMounted] = useState(opened);
  const [commentsOpen, setCommentsOpen] = useState(opened);
  const [editing, setEditing] = useState(false);
  const [liking, setLiking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const article = useRef<HTMLElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const baseId = `board-post-${post.id}`;
  const comments = useMemo(() => boardComments(post.channelId, post.id), [post.channelId, post.id]);

  useEffect(() => {
    if (opened) article.current?.scrollIntoView({ block: 'start' });
    if (opened || focused) heading.current?.focus({ preventScroll: opened });
  }, [opened, focused]);

  const onCountChange = useCallback(
    (commentCount: number) => {
      if (commentCount !== post.commentCount) onChange({ ...post, commentCount });
    },
    [onChange, post],
  );

  const toggleLike = async () => {
    if (liking) return;
    setLiking(true);
    try {
      const answer = await memberOnly(() => api.board.toggleLike({ id: post.channelId, boardId: post.id }));
      onChange({ ...post, liked: answer.liked, likeCount: answer.likeCount });
    } catch (error) {
      fail(error);
    } finally {
      setLiking(false);
    }
  };

  const toggleComments = () => {
    setCommentsMounted(true);
    setCommentsOpen((now) => !now);
  };

  const save = async (draft: BoardDraft) => {
    try {
      const saved = await memberOnly(() =>
        api.board.update({ id: post.channelId, boardId: post.id, body: draft }),
      );
      onChange(saved);
      setEditing(false);
      toast(text.updated, { kind: 'success' });
      requestAnimationFrame(() => heading.current?.focus());
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const confirmDelete = () =>
    open<ConfirmModalProps>({
      key: 'board-delete-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.deleteConfirmTitle,
        body: text.deleteConfirmBody(post.title),
        confirmLabel: text.deleteConfirm,
        onConfirm: () => {
          memberOnly(() => api.board.remove({ id: post.channelId, boardId: post.id })).then(() => {
            toast(text.deleted, { kind: 'success' });
            onRemoved(post.id);
          }, fail);
        },
      },
    });

  if (editing) {
    return (
      <li className={styles.item}>
        <BoardPostForm
          heading={text.editHeading}
          submitLabel={text.save}
          initial={{
            title: post.title,
            content: post.content,
            isNotice: post.isNotice,
            membersOnly: post.membersOnly,
          }}
          onSubmit={save}
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      </li>
    );
  }

  return (
    <li className={styles.item}>
      <article
        ref={article}
        className={`${styles.post} ${post.isNotice ? styles.noticePost : ''}`}
        aria-labelledby={`${baseId}-title`}
      >
        <BoardPostHeader post={post} titleId={`${baseId}-title`} headingRef={heading} />
        {post.locked ? (
          <p className={styles.missing}>
            {community.membersOnlyLocked}{' '}
            <Link href={`/channel/${post.channelId}`}>{community.seeTiers}</Link>
          </p>
        ) : (
          <BoardPostText
            content={post.content}
            contentId={`${baseId}-content`}
            expanded={expanded}
            onToggle={() => setExpanded((now) => !now)}
          />
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            aria-pressed={post.liked}
            aria-disabled={liking || undefined}
            onClick={() => void toggleLike()}
          >
            <span aria-hidden="true" className={post.liked ? styles.liked : undefined}>
              {post.liked ? '♥' : '♡'}
            </span>
            {text.likes(post.likeCount)}
          </button>
          {post.locked ? null : (
            <button
              type="button"
              className={styles.action}
              aria-expanded={commentsOpen}
              aria-controls={`${baseId}-comments`}
              onClick={toggleComments}
            >
              {text.comments(post.commentCount)}
            </button>
          )}
          {post.isMine ? null : (
            <ReportButton
              targetType="board"
              targetId={post.id}
              label={reportTexts.boardLabel}
              className={styles.action}
            />
          )}
          {post.isMine ? (
            <BoardOwnerActions
              title={post.title}
              editRef={editButton}
              onEdit={() => setEditing(true)}
              onDelete={confirmDelete}
            />
          ) : null}
        </div>
        <div id={`${baseId}-comments`} hidden={!commentsOpen} className={styles.comments}>
          {commentsMounted ? (
            <LazyCommentSection
              endpoints={comments}
              headingLevel={3}
              initialCount={post.commentCount}
              onCountChange={onCountChange}
            />
          ) : null}
        </div>
      </article>
    </li>
  );
}
