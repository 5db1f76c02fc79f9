import { boardTexts as text } from '@sogon/contract/messages/board';
import styles from './Board.module.css';
import { previewOf } from './board-posts.ts';

/** The post's text; a long one is folded behind 더보기. */
export function BoardPostText({
  content,
  contentId,
  expanded,
  onToggle,
}: {
  content: string;
  contentId: string;
  expanded: boolean;
  onToggle: () => void;
}) {
  const preview = previewOf(content);
  return (
    <>
      <p id={contentId} className={styles.content}>
        {expanded || !preview.cut ? content : preview.text}
      </p>
      {preview.cut ? (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={onToggle}
        >
          {expanded ? text.collapse : text.expand}
        </button>
      ) : null}
    </>
  );
}
