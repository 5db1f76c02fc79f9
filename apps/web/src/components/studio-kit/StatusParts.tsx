import studio from '@web/components/studio/Studio.module.css';
import type { ReactNode } from 'react';
import styles from './StudioKit.module.css';

/** A failure, announced at once; nothing when there is none. */
export function ErrorAlert({ error }: { error: string }) {
  return error ? (
    <p className={studio.error} role="alert">
      {error}
    </p>
  ) : null;
}

/** The last success (저장했어요…), always present so screen readers hear it when it changes. */
export function DoneStatus({ done }: { done: ReactNode }) {
  return (
    <p className={styles.success} role="status">
      {done}
    </p>
  );
}

/**
 * A form's submit button and its success status. `disable` "aria" keeps the button focusable
 * while busy (aria-disabled); "native" disables it.
 */
export function SaveBar({
  busy,
  label,
  busyLabel,
  done,
  disable = 'aria',
}: {
  busy: boolean;
  label: string;
  /** Shown on the button while saving; the label stays when left out. */
  busyLabel?: string;
  done: ReactNode;
  disable?: 'aria' | 'native';
}) {
  return (
    <div className={studio.actions}>
      <button
        type="submit"
        className="button"
        aria-disabled={disable === 'aria' ? busy || undefined : undefined}
        disabled={disable === 'native' ? busy : undefined}
      >
        {busy && busyLabel ? busyLabel : label}
      </button>
      <DoneStatus done={done} />
    </div>
  );
}
