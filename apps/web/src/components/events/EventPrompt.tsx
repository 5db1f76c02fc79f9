import styles from './Events.module.css';

/** Why the visitor cannot take part yet (log in, verify identity), with the button that fixes it. */
export function EventPrompt({
  message,
  action,
  onAction,
}: {
  message: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className={styles.prompt}>
      <p>{message}</p>
      <button type="button" className="button" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
