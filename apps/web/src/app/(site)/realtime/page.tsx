import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import { RANKING_MAX_ROWS, RANKING_PLAYLIST_TYPES, type TRealtimeHot } from '@sogon/contract/schemas/ranking';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { RankedPlaylistList } from '@web/components/ranking/RankedPlaylistList';
import styles from '@web/components/ranking/Ranking.module.css';
import { RankingEmpty } from '@web/components/ranking/RankingEmpty';
import { RankingFilters } from '@web/components/ranking/RankingFilters';
import { RankingOrderNote } from '@web/components/ranking/RankingOrderNote';
import {
  kstDateTime,
  mediaLabel,
  readPlaylistType,
  realtimeHref,
  type SearchParams,
} from '@web/components/ranking/ranking-query';
import { serverApi } from '@web/lib/api/server';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import Link from 'next/link';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<SearchParams>;
}

function titleOf(playlistType: ReturnType<typeof readPlaylistType>): string {
  return text.realtime.pageTitle(playlistType === 'all' ? null : mediaLabel(playlistType));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const playlistType = readPlaylistType(await props.searchParams);
  return pageMetadata({
    title: titleOf(playlistType),
    description: text.realtime.description,
    path: realtimeHref(playlistType),
  });
}

export default async function RealtimePage(props: Props) {
  const playlistType = readPlaylistType(await props.searchParams);
  let ranking: TRealtimeHot;
  try {
    const api = await serverApi();
    ranking = await api.ranking.realtime({
      query: { playlist_type: playlistType, rows: RANKING_MAX_ROWS },
    });
  } catch {
    return <ErrorScreen />;
  }
  const title = titleOf(playlistType);
  return (
    <div className="container">
      <div className={styles.head}>
        <h1 className="page-title">{title}</h1>
        <Link href="/top100" className={styles.switch}>
          {text.toTop100}
        </Link>
      </div>
      <RankingFilters
        groups={[
          {
            label: text.filters.media,
            options: RANKING_PLAYLIST_TYPES.map((option) => ({
              key: option,
              label: mediaLabel(option),
              href: realtimeHref(option),
              current: option === playlistType,
            })),
          },
        ]}
      />
      <p className={styles.window}>{text.updatedAt(kstDateTime(ranking.computedAt))}</p>
      {ranking.items.length > 0 ? <RankingOrderNote list="realtime" /> : null}
      {ranking.items.length === 0 ? (
        <RankingEmpty message={text.empty.realtime} other={{ href: '/top100', label: text.toTop100 }} />
      ) : (
        <RankedPlaylistList items={ranking.items} label={text.listLabel(title)} />
      )}
    </div>
  );
}
