import { commentTexts as text } from '@sogon/contract/messages/comments';
import styles from './Comments.module.css';
import type { CommentSort } from './use-comment-pages.ts';

const SORTS: CommentSort[] = ['new', 'old'];

/** 최신순 and 등록순 as a pair of pressed-or-not buttons. */
export function CommentSorts({ sort, onSort }: { sort: CommentSort; onSort: (sort: CommentSort) => void }) {
  return (
    <fieldset className={styles.sorts}>
      <legend className="visually-hidden">{text.sortLabel}</legend>
      {SORTS.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.sort}
          aria-pressed={sort === option}
          onClick={() => onSort(option)}
        >
          {text.sort[option]}
        </button>
      ))}
    </fieldset>
  );
}
