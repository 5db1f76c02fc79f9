import { commentTexts as text } from '@sogon/contract/messages/comments';
import styles from './Comments.module.css';

/** What a visitor sees instead of the compose box. */
export function CommentLoginPrompt({ onLogin }: { onLogin: () => void }) {
  return (
    <div className={styles.loginPrompt}>
      <p>{text.loginPrompt}</p>
      <button type="button" className={`button button-secondary ${styles.small}`} onClick={onLogin}>
        {text.login}
      </button>
    </div>
  );
}
