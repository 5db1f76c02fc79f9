import { eventTexts } from '@sogon/contract/messages/events';
import type { TAttendanceState } from '@sogon/contract/schemas/events';
import styles from './Events.module.css';

const text = eventTexts.page.attendance;

/** The streak and the totals, and 오늘 출석하기 (완료 once done today). */
export function AttendanceToday({
  state,
  checking,
  onCheckIn,
}: {
  state: TAttendanceState;
  checking: boolean;
  onCheckIn: () => void;
}) {
  return (
    <>
      <p className={styles.stats}>
        {state.streak > 0 ? <span className={styles.streak}>{text.streakNow(state.streak)}</span> : null}
        <span className={styles.muted}>{text.total(state.totalDays, state.totalHearts)}</span>
      </p>
      <button
        type="button"
        className={`button ${styles.checkIn}`}
        // aria-disabled, not disabled: the focus stays on the button when it turns to 완료.
        aria-disabled={state.checkedToday || checking || undefined}
        data-done={state.checkedToday || undefined}
        onClick={onCheckIn}
      >
        {state.checkedToday ? text.checked : checking ? text.checking : text.checkIn}
      </button>
    </>
  );
}
