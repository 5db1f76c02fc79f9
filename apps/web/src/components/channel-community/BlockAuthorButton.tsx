'use client';

import { channelCommunityTexts as text } from '@sogon/contract/messages/channel-community';
import { channelCommunityEndpoints } from '@sogon/contract/routes/channel-community.endpoints';
import { ConfirmModal, type ConfirmModalProps } from '@web/components/modal/ConfirmModal';
import { useModal } from '@web/components/modal/ModalProvider';
import { useToast } from '@web/components/toast/ToastProvider';
import { browserApi, memberOnly } from '@web/lib/api/browser';
import { useFailureToast } from '@web/lib/api/use-failure-toast';

const api = { channelCommunity: browserApi('channelCommunity', channelCommunityEndpoints) };

/**
 * 차단 in a comment's menu, for the channel's owner: after a confirmation (취소 cancels) the
 * comment's author is blocked from the channel the comment is on.
 */
export function BlockAuthorButton({
  commentId,
  name,
  className,
}: {
  commentId: number;
  name: string;
  className?: string;
}) {
  const { open } = useModal();
  const { toast } = useToast();
  const fail = useFailureToast();
  const ask = () =>
    open<ConfirmModalProps>({
      key: 'block-author-confirm',
      component: ConfirmModal,
      overlayClose: true,
      escClose: true,
      props: {
        title: text.blockConfirmTitle,
        body: text.blockConfirmBody(name),
        confirmLabel: text.blockConfirm,
        onConfirm: () => {
          memberOnly(() => api.channelCommunity.blockCommentAuthor({ id: commentId })).then(
            () => toast(text.blocked, { kind: 'success' }),
            fail,
          );
        },
      },
    });
  return (
    <button type="button" className={className} aria-label={text.blockLabel(name)} onClick={ask}>
      {text.block}
    </button>
  );
}
