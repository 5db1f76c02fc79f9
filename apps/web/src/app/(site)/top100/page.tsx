import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import {
  RANKING_MAX_ROWS,
  RANKING_PERIODS,
  RANKING_PLAYLIST_TYPES,
  RANKING_TYPES,
  type TTop100,
} from '@sogon/contract/schemas/ranking';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { RankedChannelList } from '@web/components/ranking/RankedChannelList';
import { RankedPlaylistList } from '@web/components/ranking/RankedPlaylistList';
import styles from '@web/components/ranking/Ranking.module.css';
import { RankingEmpty } from '@web/components/ranking/RankingEmpty';
import { type FilterGroup, RankingFilters } from '@web/components/ranking/RankingFilters';
import { RankingOrderNote } from '@web/components/ranking/RankingOrderNote';
import {
  mediaLabel,
  readTop100Filters,
  type SearchParams,
  type Top100Filters,
  top100Href,
  top100Title,
  windowText,
} from '@web/components/ranking/ranking-query';
import { serverApi } from '@web/lib/api/server';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import Link from 'next/link';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const filters = readTop100Filters(await props.searchParams);
  const subject = filters.type === 'channel' ? text.types.channel : text.types.playlist;
  return pageMetadata({
    title: top100Title(filters),
    description: text.top100.descriptionFor(text.spans[filters.period], subject),
    path: top100Href(filters),
  });
}

function filterGroups(filters: Top100Filters): FilterGroup[] {
  return [
    {
      label: text.filters.period,
      options: RANKING_PERIODS.map((period) => ({
        key: period,
        label: text.periods[period],
        href: top100Href({ ...filters, period }),
        current: period === filters.period,
      })),
    },
    {
      label: text.filters.type,
      options: RANKING_TYPES.map((type) => ({
        key: type,
        label: text.types[type],
        href: top100Href({ ...filters, type }),
        current: type === filters.type,
      })),
    },
    {
      label: text.filters.media,
      options: RANKING_PLAYLIST_TYPES.map((playlistType) => ({
        key: playlistType,
        label: mediaLabel(playlistType),
        href: top100Href({ ...filters, playlistType }),
        current: playlistType === filters.playlistType,
      })),
    },
  ];
}

export default async function Top100Page(props: Props) {
  const filters = readTop100Filters(await props.searchParams);
  let ranking: TTop100;
  try {
    const api = await serverApi();
    ranking = await api.ranking.top100({
      query: {
        type: filters.type,
        period: filters.period,
        playlist_type: filters.playlistType,
        rows: RANKING_MAX_ROWS,
      },
    });
  } catch {
    return <ErrorScreen />;
  }
  const title = top100Title(filters);
  return (
    <div className="container">
      <div className={styles.head}>
        <h1 className="page-title">{title}</h1>
        <Link href="/realtime" className={styles.switch}>
          {text.toRealtime}
        </Link>
      </div>
      <RankingFilters groups={filterGroups(filters)} />
      <p className={styles.window}>{windowText(ranking.from, ranking.to)}</p>
      {ranking.items.length > 0 ? <RankingOrderNote list="top100" /> : null}
      {ranking.items.length === 0 ? (
        <RankingEmpty
          message={text.empty.top100[filters.period]}
          other={{ href: '/realtime', label: text.toRealtime }}
        />
      ) : ranking.type === 'channel' ? (
        <RankedChannelList items={ranking.items} label={text.listLabel(title)} />
      ) : (
        <RankedPlaylistList items={ranking.items} label={text.listLabel(title)} />
      )}
    </div>
  );
}
