import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import type { TRankingStats } from '@sogon/contract/schemas/ranking';
import styles from './Ranking.module.css';
import { compactCount } from './ranking-query.ts';

/** The signals behind a rank, the ones that are not zero. */
export function RankingStats({ stats }: { stats: TRankingStats }) {
  const parts = [
    stats.plays > 0 ? text.stats.plays(compactCount(stats.plays)) : null,
    stats.playtimeSec >= 360
      ? text.stats.listened(compactCount(Math.round(stats.playtimeSec / 360) / 10))
      : null,
    stats.likes > 0 ? text.stats.likes(compactCount(stats.likes)) : null,
    stats.purchases > 0 ? text.stats.purchases(compactCount(stats.purchases)) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return (
    <ul className={styles.stats}>
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}
