import { statsTexts } from '@sogon/contract/messages/stats';
import type {
  TChannelStats,
  TOwnedChannelsStats,
  TStatsMeasures,
  TStatsQuery,
  TStatsSortColumn,
} from '@sogon/contract/schemas/stats';
import { AppError } from '#api/http/app-error';
import { requireChannelOwner } from '#api/modules/access';
import { createDailyFigures } from './daily-figures.ts';
import { periodDays, previousPeriod, statsPeriod } from './period.ts';
import type { ChannelStatsRepository } from './repository.ts';
import { addPlaylistParts, dayOfParts, totalsOfParts, zeroMeasures } from './sums.ts';

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
  const dailyFigures = createDailyFigures(repository);

  /** The channel, its playlists and the live days of `fromDay`..`toDay`, for its owner only. */
  async function ownOverview(channelId: number, userId: number, at: Date, fromDay: string, toDay: string) {
    const overview = await repository.overview(channelId, at, dailyFigures.liveDays(fromDay, toDay, at));
    if (!overview) throw new AppError('ERROR_CHANNEL_NOT_EXIST');
    requireChannelOwner({ userId }, overview.channel, statsTexts.details.notOwner);
    return overview;
  }

  return {
    /** GET /v1/channel/{id}/stat: the owner's figures for a period, by day and by playlist. */
    async channelStats(channelId: number, userId: number, query: TStatsQuery): Promise<TChannelStats> {
      const at = now();
      const period = statsPeriod(query, at);
      const before = previousPeriod(period);
      const { channel, playlists, live } = await ownOverview(
        channelId,
        userId,
        at,
        before.startDt,
        period.endDt,
      );
      const figures = await dailyFigures.read(channelId, before.startDt, period.endDt, at, live);
      const current = figures.partsOf(period.startDt, period.endDt);
      const previous = figures.totalsOf(before.startDt, before.endDt);
      const daily = periodDays(period).map((date) => dayOfParts(current, date));
      const rows = playlists.map((playlist) =>
        addPlaylistParts(
          { playlistId: playlist.id, title: playlist.title, coverImg: playlist.coverImg, ...zeroMeasures() },
          current,
          playlist.id,
        ),
      );

      return {
        channelId,
        name: channel.name,
        startDt: period.startDt,
        endDt: period.endDt,
        sort: query.sort,
        sortCol: query.sortCol,
        followers: channel.followers,
        subscribers: channel.subscribers,
        totals: totalsOfParts(current),
        previous,
        daily,
        playlists: sortRows(rows, query.sortCol, query.sort),
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
          const { channel, live } = await ownOverview(id, userId, at, period.startDt, period.endDt);
          const figures = await dailyFigures.read(id, period.startDt, period.endDt, at, live);
          return {
            channelId: channel.id,
            name: channel.name,
            profileImg: channel.profileImg,
            followers: channel.followers,
            subscribers: channel.subscribers,
            totals: figures.totalsOf(period.startDt, period.endDt),
          };
        }),
      );
      return { startDt: period.startDt, endDt: period.endDt, channels: rows };
    },
  };
}

export type ChannelStatsService = ReturnType<typeof createChannelStatsService>;
