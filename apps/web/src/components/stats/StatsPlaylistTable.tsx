'use client';

import { statsTexts as text } from '@sogon/contract/messages/stats';
import type { TStatsPlaylistRow, TStatsSortColumn } from '@sogon/contract/schemas/stats';
import Link from 'next/link';
import { ScrollRegion } from '../a11y/ScrollRegion.tsx';
import styles from './Stats.module.css';

const COLUMNS: { key: TStatsSortColumn; label: string }[] = [
  { key: 'plays', label: text.metrics.plays },
  { key: 'playtime', label: text.metrics.playtime },
  { key: 'visitors', label: text.metrics.visitors },
  { key: 'likes', label: text.metrics.likes },
  { key: 'purchases', label: text.metrics.purchases },
  { key: 'hearts', label: text.metrics.hearts },
];

function cell(row: TStatsPlaylistRow, key: TStatsSortColumn): string {
  if (key === 'playtime') return text.duration(row.playtimeSec);
  return text.count(row[key]);
}

interface Props {
  rows: readonly TStatsPlaylistRow[];
  sortCol: TStatsSortColumn;
  sort: 'asc' | 'desc';
  onSort: (column: TStatsSortColumn, sort: 'asc' | 'desc') => void;
}

/** 플레이리스트별: every playlist of the channel; a column heading sorts by it (again: the other way). */
export function StatsPlaylistTable({ rows, sortCol, sort, onSort }: Props) {
  if (rows.length === 0) return <p className={styles.muted}>{text.page.noPlaylists}</p>;
  return (
    <ScrollRegion className={styles.tableWrap} label={text.page.playlistCaption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{text.page.playlistCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.page.titleColumn}</th>
            {COLUMNS.map((column) => {
              const active = column.key === sortCol;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sort === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => onSort(column.key, active && sort === 'desc' ? 'asc' : 'desc')}
                  >
                    {column.label}
                    <span aria-hidden="true" className={styles.sortMark}>
                      {active ? (sort === 'asc' ? '▲' : '▼') : ''}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.playlistId}>
              <th scope="row" className={styles.titleCell}>
                <Link href={`/playlist/${row.playlistId}`}>{row.title}</Link>
              </th>
              {COLUMNS.map((column) => (
                <td key={column.key}>{cell(row, column.key)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
