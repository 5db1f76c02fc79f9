import { opsTexts } from '@sogon/contract/messages/ops';
import styles from './Dashboard.module.css';
import { formatShortDay } from './format.ts';

const text = opsTexts.dashboard.charts;
const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

export interface DaySeries {
  label: string;
  className: string;
  values: readonly number[];
}

/**
 * Bars per day drawn as plain SVG (no chart library): one or two series side by side, scaled to
 * the largest value. The image has a spoken summary, and the numbers are a table one click away.
 */
export function DayBarChart(props: {
  title: string;
  days: readonly string[];
  series: readonly DaySeries[];
  format: (value: number) => string;
}) {
  const { title, days, series, format } = props;
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const slot = WIDTH / Math.max(days.length, 1);
  const bar = (slot - GAP) / series.length;
  const first = series[0]!;
  const total = first.values.reduce((sum, value) => sum + value, 0);
  const peakAt = first.values.indexOf(Math.max(...first.values));
  const summary = text.summary(
    title,
    format(total),
    peakAt >= 0 ? formatShortDay(days[peakAt] ?? '') : '',
    format(first.values[peakAt] ?? 0),
  );
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className={styles.chartSvg}>
        {series.flatMap((line, index) =>
          line.values.map((value, day) => {
            const height = value === 0 ? 0 : Math.max(1, (value / max) * (HEIGHT - 4));
            return (
              <rect
                key={`${line.label}-${days[day]}`}
                className={line.className}
                x={day * slot + index * bar}
                y={HEIGHT - height}
                width={Math.max(bar - (series.length > 1 ? 1 : 0), 1)}
                height={height}
              />
            );
          }),
        )}
      </svg>
      <div className={styles.axis} aria-hidden="true">
        <span>{formatShortDay(days[0] ?? '')}</span>
        <span>{formatShortDay(days.at(-1) ?? '')}</span>
      </div>
      {series.length > 1 ? (
        <ul className={styles.legend}>
          {series.map((line) => (
            <li key={line.label}>
              <span className={`${styles.swatch} ${line.className}`} aria-hidden="true" />
              {line.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details className={styles.data}>
        <summary>{text.showTable}</summary>
        <table className={styles.dataTable}>
          <thead>
            <tr>
              <th scope="col">{text.day}</th>
              {series.map((line) => (
                <th scope="col" key={line.label}>
                  {series.length > 1 ? line.label : text.value}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{formatShortDay(day)}</th>
                {series.map((line) => (
                  <td key={line.label}>{format(line.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
