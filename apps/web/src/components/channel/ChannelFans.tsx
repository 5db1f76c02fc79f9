import { audienceTexts as text } from '@sogon/contract/messages/audience';
import type { TPublicFanRanking } from '@sogon/contract/schemas/audience';
import { serverApi } from '@web/lib/api/server';
import styles from './ChannelFans.module.css';

/** The month's public fans of a channel: only members who chose 채널 팬 순위에 내 이름 표시. */
export async function loadPublicFans(channelId: number): Promise<TPublicFanRanking | null> {
  const api = await serverApi();
  // An extra of the page: a failure shows no ranking rather than failing the page.
  return api.channelStats.publicFans({ id: channelId, query: {} }).catch(() => null);
}

/** 이달의 팬 on the channel page (server-rendered; nothing when nobody opted in). */
export function ChannelFans({ ranking }: { ranking: TPublicFanRanking | null }) {
  if (!ranking || ranking.fans.length === 0) return null;
  const headingId = `channel-fans-${ranking.channelId}`;
  return (
    <section aria-labelledby={headingId} className={styles.fans}>
      <h2 id={headingId}>{text.fans.publicHeading}</h2>
      <ol className={styles.list}>
        {ranking.fans.slice(0, 10).map((fan) => (
          <li key={fan.rank}>
            <span className={styles.muted}>{text.fans.rank(fan.rank)}</span>
            <strong>{fan.nickname}</strong>
            <span className={styles.muted}>{text.fans.hearts(fan.hearts)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
