import { statsTexts as text } from '@sogon/contract/messages/stats';
import type { TStatsTotals } from '@sogon/contract/schemas/stats';
import styles from './Stats.module.css';
import { CARD_KEYS, type CardKey, changeOf } from './stats-view.ts';

/** A card's figure in words: durations as 시간/분, counts with separators. */
export function figureText(key: CardKey | 'playtimeSec', value: number): string {
  return key === 'playtimeSec' ? text.duration(value) : text.count(value);
}

function ChangeLine({ current, previous }: { current: number; previous: number }) {
  const change = changeOf(current, previous);
  if (change.kind === 'same') return <span className={styles.change}>{text.page.same}</span>;
  if (change.kind === 'new') return <span className={styles.change}>{text.page.noPrevious}</span>;
  const value = `${change.percent}%`;
  return (
    <span className={`${styles.change} ${change.kind === 'up' ? styles.up : styles.down}`}>
      <span aria-hidden="true">{change.kind === 'up' ? text.page.up(value) : text.page.down(value)}</span>
      <span className="visually-hidden">
        {text.page.vsPrevious(change.kind === 'up' ? text.page.upSpoken(value) : text.page.downSpoken(value))}
      </span>
    </span>
  );
}

const LABELS: Record<CardKey, string> = {
  plays: text.metrics.plays,
  playtimeSec: text.metrics.playtime,
  visitors: text.metrics.visitors,
  likes: text.metrics.likes,
  hearts: text.metrics.hearts,
  subscriptionHearts: text.metrics.subscriptionHearts,
  galleryHearts: text.metrics.galleryHearts,
  newFollowers: text.metrics.newFollowers,
  newSubscribers: text.metrics.newSubscribers,
};

/** The period's totals as cards, each with its move against the period before. */
export function StatsSummary({ totals, previous }: { totals: TStatsTotals; previous: TStatsTotals }) {
  return (
    <dl className={styles.cards}>
      {CARD_KEYS.map((key) => (
        <div key={key} className={styles.card}>
          <dt className={styles.cardLabel}>{LABELS[key]}</dt>
          <dd className={styles.cardValue}>{figureText(key, totals[key])}</dd>
          <dd className={styles.cardChange}>
            <ChangeLine current={totals[key]} previous={previous[key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
