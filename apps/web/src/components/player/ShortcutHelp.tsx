import { playerTexts } from '@sogon/contract/messages/player';
import styles from './FullPlayer.module.css';

/** The keyboard shortcuts, listed where the player is (details: closed until asked for). */
export function ShortcutHelp() {
  return (
    <details className={styles.shortcuts}>
      <summary>{playerTexts.shortcuts}</summary>
      <dl>
        {playerTexts.shortcutList.map(([keys, action]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
