'use client';

import { commentTexts as text } from '@sogon/contract/messages/comments';
import type { TComment } from '@sogon/contract/schemas/comments';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { memberOnly } from '@web/lib/api/browser';
import { useFailureToast } from '@web/lib/api/use-failure-toast';
import { useCallback, useMemo } from 'react';
import { commentCalls, hideComment } from './comment-calls.ts';
import { type CommentEndpoints, commentsKey } from './comment-endpoints.ts';

/**
 * Posting, deleting and hiding comments. A failure becomes a toast with the API's Korean
 * detail; a visitor (or a lost session) is asked to log in instead.
 */
export function useCommentActions(endpoints: CommentEndpoints) {
  const { open } = useModal();
  const openLogin = useLoginModal();
  const fail = useFailureToast();
  const key = commentsKey(endpoints);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the endpoints
  const calls = useMemo(() => commentCalls(endpoints), [key]);

  /** The new comment, or null when posting failed (the toast said why). */
  const post = useCallback(
    async (commentContent: string, targetCommentId: number, retryKey: string): Promise<TComment | null> => {
      try {
        return await memberOnly(() => calls.post({ commentContent, targetCommentId }, retryKey));
      } catch (error) {
        fail(error);
        return null;
      }
    },
    [fail, calls],
  );

  /** Asks first; `onRemoved` runs once the API deleted the comment. */
  const confirmRemove = (comment: TComment, onRemoved: () => void) => {
    open<ConfirmModalProps>({
      key: 'comment-delete-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.deleteConfirmTitle,
        body: text.deleteConfirmBody,
        confirmLabel: text.deleteConfirm,
        onConfirm: () => {
          memberOnly(() => calls.remove(comment.id)).then(onRemoved, fail);
        },
      },
    });
  };

  /** The channel owner hides a comment or shows it again; null when that failed. */
  const setHidden = async (comment: TComment, hidden: boolean): Promise<boolean | null> => {
    try {
      const answer = await memberOnly(() => hideComment(comment.id, hidden));
      return answer.isHidden;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  return { post, confirmRemove, setHidden, openLogin };
}

export type CommentActions = ReturnType<typeof useCommentActions>;
