import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import { RANKING_WEIGHTS } from '@sogon/contract/schemas/ranking';
import styles from './Ranking.module.css';

/** One line over a ranking: what its order is by, with the weights the API scores with. */
export function RankingOrderNote({ list }: { list: 'top100' | 'realtime' }) {
  return (
    <p className={styles.window}>
      {list === 'top100' ? text.order.top100(RANKING_WEIGHTS) : text.order.realtime}
    </p>
  );
}
