'use client';

import { statsTexts as text } from '@sogon/contract/messages/stats';
import type { TStatsDay } from '@sogon/contract/schemas/stats';
import { useId, useState } from 'react';
import { ScrollRegion } from '../a11y/ScrollRegion.tsx';
import styles from './Stats.module.css';
import { CHART_KEYS, type ChartKey, chartBars, shortDate } from './stats-view.ts';

const LABELS: Record<ChartKey, string> = {
  plays: text.metrics.plays,
  visits: text.metrics.visits,
  playtimeSec: text.metrics.playtime,
  likes: text.metrics.likes,
  hearts: text.metrics.hearts,
  newFollowers: text.metrics.newFollowers,
};

const valueText = (key: ChartKey, value: number) =>
  key === 'playtimeSec' ? text.duration(value) : text.count(value);

/**
 * 일별 추이: one bar per day for the chosen figure, each bar titled with its day and value; the
 * same numbers as a table behind 표로 보기 (what screen readers and copy-paste want).
 */
export function StatsChart({ days }: { days: readonly TStatsDay[] }) {
  const id = useId();
  const [metric, setMetric] = useState<ChartKey>('plays');
  const [table, setTable] = useState(false);
  const bars = chartBars(days, metric);
  const width = Math.max(1, bars.length) * 10;
  const labels = bars.length > 1 ? [bars[0]!, bars[Math.floor((bars.length - 1) / 2)]!, bars.at(-1)!] : bars;

  return (
    <div className={styles.chartBlock}>
      <div className={styles.chartControls}>
        <label className={styles.label} htmlFor={`${id}-metric`}>
          {text.page.dailyMetricLabel}
        </label>
        <select
          id={`${id}-metric`}
          className={styles.select}
          value={metric}
          onChange={(event) => setMetric(event.target.value as ChartKey)}
        >
          {CHART_KEYS.map((key) => (
            <option key={key} value={key}>
              {LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <figure className={styles.chart}>
        <svg
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={text.page.chartLabel(LABELS[metric])}
          className={styles.chartSvg}
        >
          {bars.map((bar, index) => {
            const height = bar.value > 0 ? Math.max(2, bar.ratio * 96) : 0.5;
            return (
              <rect
                key={bar.date}
                x={index * 10 + 1.5}
                y={100 - height}
                width={7}
                height={height}
                className={bar.value > 0 ? styles.bar : styles.barEmpty}
              >
                <title>{`${shortDate(bar.date)} ${valueText(metric, bar.value)}`}</title>
              </rect>
            );
          })}
        </svg>
        <figcaption className={styles.chartAxis} aria-hidden="true">
          {labels.map((bar) => (
            <span key={bar.date}>{shortDate(bar.date)}</span>
          ))}
        </figcaption>
      </figure>
      <button
        type="button"
        className={styles.textButton}
        aria-expanded={table}
        aria-controls={`${id}-table`}
        onClick={() => setTable((now) => !now)}
      >
        {table ? text.page.hideTable : text.page.showTable}
      </button>
      <ScrollRegion
        id={`${id}-table`}
        hidden={!table}
        className={styles.tableWrap}
        label={text.page.tableCaption}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">{text.page.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.page.dateColumn}</th>
              {CHART_KEYS.map((key) => (
                <th key={key} scope="col">
                  {LABELS[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                {CHART_KEYS.map((key) => (
                  <td key={key}>{valueText(key, day[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
