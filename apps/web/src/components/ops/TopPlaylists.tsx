import { opsTexts } from '@sogon/contract/messages/ops';
import type { TOpsTopPlaylist } from '@sogon/contract/schemas/ops';
import { ScrollRegion } from '@web/components/a11y/ScrollRegion';
import { formatCount, formatHours } from './format.ts';
import styles from './Ops.module.css';

const text = opsTexts.dashboard.top;

/** The playlists played most in the last 30 days, with a link to each one's page. */
export function TopPlaylists({ rows }: { rows: readonly TOpsTopPlaylist[] }) {
  return (
    <section aria-labelledby="ops-top-playlists">
      <h2 id="ops-top-playlists" className={styles.subtitle}>
        {text.heading}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{text.empty}</p>
      ) : (
        <ScrollRegion className={styles.tableWrap} label={text.heading}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text.rank}</th>
                <th scope="col">{text.playlist}</th>
                <th scope="col">{text.channel}</th>
                <th scope="col">{text.plays}</th>
                <th scope="col">{text.listening}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id}>
                  <td className={styles.num}>{index + 1}</td>
                  <th scope="row" className={styles.rowHeader}>
                    <a href={`/playlist/${row.id}`}>{row.title}</a>
                  </th>
                  <td>{row.channelName}</td>
                  <td className={styles.num}>{formatCount(row.plays)}</td>
                  <td className={styles.num}>{opsTexts.dashboard.hours(formatHours(row.listeningSec))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
