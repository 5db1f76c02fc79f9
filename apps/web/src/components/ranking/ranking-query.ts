import { mediaTypeTexts } from '@sogon/contract/messages/common';
import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import {
  RANKING_PERIODS,
  RANKING_PLAYLIST_TYPES,
  RANKING_TYPES,
  type TRankingPeriod,
  type TRankingPlaylistType,
  type TRankingType,
} from '@sogon/contract/schemas/ranking';
import { formatKstDate, kstParts } from '@sogon/contract/time/index';

/** Page query parameters, named as the API names them. */
export type SearchParams = Record<string, string | string[] | undefined>;

export interface Top100Filters {
  type: TRankingType;
  period: TRankingPeriod;
  playlistType: TRankingPlaylistType;
}

export const DEFAULT_TOP100: Top100Filters = { type: 'playlist', period: 'day', playlistType: 'all' };

/** A known value of the parameter, else the default: a stale or hand-made link still shows a list. */
function pick<T extends string>(options: readonly T[], raw: string | string[] | undefined, fallback: T): T {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return options.find((option) => option === value) ?? fallback;
}

export function readTop100Filters(params: SearchParams): Top100Filters {
  return {
    type: pick(RANKING_TYPES, params.type, DEFAULT_TOP100.type),
    period: pick(RANKING_PERIODS, params.period, DEFAULT_TOP100.period),
    playlistType: pick(RANKING_PLAYLIST_TYPES, params.playlist_type, DEFAULT_TOP100.playlistType),
  };
}

export function readPlaylistType(params: SearchParams): TRankingPlaylistType {
  return pick(RANKING_PLAYLIST_TYPES, params.playlist_type, 'all');
}

/** The TOP 100 address of the filters, naming only what differs from the defaults. */
export function top100Href(filters: Top100Filters): string {
  const query = new URLSearchParams();
  if (filters.type !== DEFAULT_TOP100.type) query.set('type', filters.type);
  if (filters.period !== DEFAULT_TOP100.period) query.set('period', filters.period);
  if (filters.playlistType !== DEFAULT_TOP100.playlistType) query.set('playlist_type', filters.playlistType);
  const search = query.toString();
  return search ? `/top100?${search}` : '/top100';
}

export function realtimeHref(playlistType: TRankingPlaylistType): string {
  return playlistType === 'all' ? '/realtime' : `/realtime?playlist_type=${playlistType}`;
}

export function mediaLabel(playlistType: TRankingPlaylistType): string {
  return playlistType === 'all' ? text.allMedia : mediaTypeTexts[playlistType];
}

export function top100Title(filters: Top100Filters): string {
  return text.top100.pageTitle(
    text.periods[filters.period],
    filters.type === 'channel' ? text.types.channel : null,
    filters.playlistType === 'all' ? null : mediaLabel(filters.playlistType),
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Seoul wall clock of an ISO time: '2024.06.01 10:05', or '10:05' with `timeOnly`. */
export function kstDateTime(iso: string, timeOnly = false): string {
  const p = kstParts(iso);
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  return timeOnly ? time : `${p.year}.${pad(p.month)}.${pad(p.day)} ${time}`;
}

/** The window a list counts; the end shows its date only when it is another Seoul day. */
export function windowText(from: string, to: string): string {
  const sameDay = formatKstDate(from) === formatKstDate(to);
  return text.window(kstDateTime(from), kstDateTime(to, sameDay));
}

const compact = new Intl.NumberFormat('ko-KR', { notation: 'compact', maximumFractionDigits: 1 });

/** 12,345 → '1.2만'. */
export function compactCount(value: number): string {
  return compact.format(value);
}
