import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import type { TRankingStats } from '@sogon/contract/schemas/ranking';
import styles from './Ranking.module.css';
import { compactCount } from './ranking-query.ts';

/**
 * The score a rank is by, then the signals behind it that are not zero: a row with fewer plays
 * than the one below it shows why it still stands higher.
 */
export function RankingStats({ score, stats }: { score: number; stats: TRankingStats }) {
  const parts = [
    text.stats.score(compactCount(score)),
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
