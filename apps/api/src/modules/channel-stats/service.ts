import { statsTexts } from '@sogon/contract/messages/stats';
import type {
  TChannelStats,
  TOwnedChannelsStats,
  TStatsDay,
  TStatsMeasures,
  TStatsPlaylistRow,
  TStatsQuery,
  TStatsSortColumn,
  TStatsTotals,
} from '@sogon/contract/schemas/stats';
import { AppError } from '#api/http/app-error';
import { requireChannelOwner } from '#api/modules/access/ownership';
import { createDailyFigures, type DaysFigures } from './daily-figures.ts';
import { periodDays, previousPeriod, type StatsPeriod, statsPeriod } from './period.ts';
import type {
  ChannelDayRow,
  ChannelStatsRepository,
  ChannelWithAudience,
  PlaylistDayRow,
} from './repository.ts';

const MEASURES = ['visits', 'visitors', 'plays', 'playtimeSec', 'likes', 'purchases', 'hearts'] as const;
const CHANNEL_MEASURES = ['newFollowers', 'newSubscribers', 'subscriptionHearts', 'galleryHearts'] as const;

const zeroMeasures = (): TStatsMeasures => ({
  visits: 0,
  visitors: 0,
  plays: 0,
  playtimeSec: 0,
  likes: 0,
  purchases: 0,
  hearts: 0,
});

function addMeasures(into: TStatsMeasures, row: TStatsMeasures) {
  for (const key of MEASURES) into[key] += row[key];
}

/** The period's totals from its day rows. */
export function totalsOf(playlistDays: readonly PlaylistDayRow[], channelDays: readonly ChannelDayRow[]) {
  const totals: TStatsTotals = {
    ...zeroMeasures(),
    newFollowers: 0,
    newSubscribers: 0,
    subscriptionHearts: 0,
    galleryHearts: 0,
  };
  for (const row of playlistDays) addMeasures(totals, row);
  for (const row of channelDays) for (const key of CHANNEL_MEASURES) totals[key] += row[key];
  return totals;
}

const sortKey = (column: TStatsSortColumn): keyof TStatsMeasures =>
  column === 'playtime' ? 'playtimeSec' : column;

/** Rows sorted by one measure; ties keep the channel's order (newest playlist first). */
export function sortRows<T extends TStatsMeasures>(
  rows: T[],
  column: TStatsSortColumn,
  sort: 'asc' | 'desc',
) {
  const key = sortKey(column);
  const sign = sort === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * (a.row[key] - b.row[key]) || a.index - b.index)
    .map(({ row }) => row);
}

export function createChannelStatsService(deps: { repository: ChannelStatsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const daily = createDailyFigures(repository);

  /** The period's day rows and totals, out of figures read for a span that holds it. */
  function periodFigures(figures: DaysFigures, period: StatsPeriod) {
    const { playlistDays, channelDays } = figures.rowsOf(period.startDt, period.endDt);
    return { playlistDays, channelDays, totals: totalsOf(playlistDays, channelDays) };
  }

  async function ownChannel(channelId: number, userId: number, at: Date): Promise<ChannelWithAudience> {
    const channel = await repository.channel(channelId, at);
    if (!channel) throw new AppError('ERROR_CHANNEL_NOT_EXIST');
    return requireChannelOwner({ userId }, channel, statsTexts.details.notOwner);
  }

  return {
    /** GET /v1/channel/{id}/stat: the owner's figures for a period, by day and by playlist. */
    async channelStats(channelId: number, userId: number, query: TStatsQuery): Promise<TChannelStats> {
      const at = now();
      const period = statsPeriod(query, at);
      const before = previousPeriod(period);
      const channel = await ownChannel(channelId, userId, at);
      const [figures, playlists] = await Promise.all([
        daily.read(channelId, before.startDt, period.endDt, at),
        repository.playlists(channelId),
      ]);
      const current = periodFigures(figures, period);
      const previous = periodFigures(figures, before);

      const byDay = new Map<string, TStatsDay>(
        periodDays(period).map((date) => [date, { date, ...zeroMeasures(), newFollowers: 0 }]),
      );
      const byPlaylist = new Map<number, TStatsPlaylistRow>(
        playlists.map((playlist) => [
          playlist.id,
          { playlistId: playlist.id, title: playlist.title, coverImg: playlist.coverImg, ...zeroMeasures() },
        ]),
      );
      for (const row of current.playlistDays) {
        const day = byDay.get(row.day);
        if (day) addMeasures(day, row);
        const playlist = byPlaylist.get(row.playlistId);
        if (playlist) addMeasures(playlist, row);
      }
      for (const row of current.channelDays) {
        const day = byDay.get(row.day);
        if (day) day.newFollowers += row.newFollowers;
      }

      return {
        channelId,
        name: channel.name,
        startDt: period.startDt,
        endDt: period.endDt,
        sort: query.sort,
        sortCol: query.sortCol,
        followers: channel.followers,
        subscribers: channel.subscribers,
        totals: current.totals,
        previous: previous.totals,
        daily: [...byDay.values()],
        playlists: sortRows([...byPlaylist.values()], query.sortCol, query.sort),
      };
    },

    /** GET /v1/user/statistics/channel: each channel the caller owns, with the period's totals. */
    async ownedChannels(
      userId: number,
      query: Pick<TStatsQuery, 'startDt' | 'endDt'>,
    ): Promise<TOwnedChannelsStats> {
      const at = now();
      const period = statsPeriod(query, at);
      const channels = await repository.ownedChannels(userId);
      const rows = await Promise.all(
        channels.map(async ({ id }) => {
          const [channel, figures] = await Promise.all([
            repository.channel(id, at),
            daily.read(id, period.startDt, period.endDt, at),
          ]);
          if (!channel) throw new AppError('ERROR_CHANNEL_NOT_EXIST');
          return {
            channelId: channel.id,
            name: channel.name,
            profileImg: channel.profileImg,
            followers: channel.followers,
            subscribers: channel.subscribers,
            totals: periodFigures(figures, period).totals,
          };
        }),
      );
      return { startDt: period.startDt, endDt: period.endDt, channels: rows };
    },
  };
}

export type ChannelStatsService = ReturnType<typeof createChannelStatsService>;
