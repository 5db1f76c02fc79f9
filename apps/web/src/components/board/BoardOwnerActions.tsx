import { boardTexts as text } from '@sogon/contract/messages/board';
import type { Ref } from 'react';
import styles from './Board.module.css';

/** 수정 and 삭제 for the channel owner, named with the post's title. */
export function BoardOwnerActions({
  title,
  editRef,
  onEdit,
  onDelete,
}: {
  title: string;
  /** 수정 gets the focus back when editing is cancelled. */
  editRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <span className={styles.ownerActions}>
      <button
        ref={editRef}
        type="button"
        className={styles.action}
        aria-label={text.editLabel(title)}
        onClick={onEdit}
      >
        {text.edit}
      </button>
      <button
        type="button"
        className={`${styles.action} ${styles.danger}`}
        aria-label={text.deleteLabel(title)}
        onClick={onDelete}
      >
        {text.delete}
      </button>
    </span>
  );
}
