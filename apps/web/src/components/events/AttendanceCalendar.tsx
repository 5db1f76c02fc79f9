import { eventTexts } from '@sogon/contract/messages/events';
import { type CalendarMonth, monthGrid } from './attendance-calendar.ts';
import styles from './Events.module.css';

const text = eventTexts.page.attendance;

interface Props {
  month: CalendarMonth;
  /** Checked days of the month, YYYY-MM-DD. */
  checked: ReadonlySet<string>;
  today: string;
  /** The event's first and last day (YYYY-MM-DD): the days outside are dimmed. */
  firstDay: string;
  lastDay: string;
  canGoBack: boolean;
  canGoForward: boolean;
  busy: boolean;
  onMonth: (delta: -1 | 1) => void;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A month of check-ins: a table of weeks (일 … 토), a stamp on each checked day, today outlined. */
export function AttendanceCalendar({
  month,
  checked,
  today,
  firstDay,
  lastDay,
  canGoBack,
  canGoForward,
  busy,
  onMonth,
}: Props) {
  const weeks = monthGrid(month);
  return (
    <div>
      <div className={styles.calendarNav}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={text.previousMonth}
          disabled={!canGoBack}
          onClick={() => onMonth(-1)}
        >
          <Chevron direction="left" />
        </button>
        <p className={styles.monthTitle} aria-live="polite">
          {text.monthTitle(month.year, month.month)}
        </p>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={text.nextMonth}
          disabled={!canGoForward}
          onClick={() => onMonth(1)}
        >
          <Chevron direction="right" />
        </button>
      </div>
      <table className={styles.calendar} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{text.calendarLabel(month.year, month.month)}</caption>
        <thead>
          <tr>
            {text.weekdays.map((day, index) => (
              <th key={day} scope="col" abbr={text.weekdayNames[index]}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((cell) => cell !== null)?.date}>
              {week.map((cell, index) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank has nothing but its place in the week
                if (!cell) return <td key={`blank-${index}`} />;
                const isToday = cell.date === today;
                const isChecked = checked.has(cell.date);
                const outside = cell.date < firstDay || cell.date > lastDay;
                return (
                  <td key={cell.date} aria-current={isToday ? 'date' : undefined}>
                    <div
                      className={styles.day}
                      data-today={isToday || undefined}
                      data-checked={isChecked || undefined}
                      data-outside={outside || undefined}
                    >
                      <span className={styles.dayNumber}>{cell.day}</span>
                      {isToday ? <span className="visually-hidden"> {text.today}</span> : null}
                      {isChecked ? (
                        <span className={styles.stamp} data-stamp="">
                          <span className="visually-hidden"> </span>
                          {text.checkedDay}
                        </span>
                      ) : null}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
