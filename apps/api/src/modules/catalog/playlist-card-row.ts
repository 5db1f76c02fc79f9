import type { TPlaylistCard } from '@sogon/contract/schemas/catalog';

/** The columns every playlist-card query selects (catalog sections, search hits, channel pages). */
export interface PlaylistCardRow extends Record<string, unknown> {
  id: number;
  title: string;
  description: string;
  cover_img: string;
  media_type: TPlaylistCard['mediaType'];
  is_free: boolean;
  price: number;
  is_adult: boolean;
  tags: string[];
  /** Drizzle's driver hands raw timestamps back as text. */
  open_dt: string | Date;
  episode_count: number;
  channel_id: number;
  channel_name: string;
  channel_profile_img: string;
}

export function playlistCardFromRow(row: PlaylistCardRow): TPlaylistCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    coverImg: row.cover_img,
    mediaType: row.media_type,
    isFree: row.is_free,
    price: row.price,
    isAdult: row.is_adult,
    episodeCount: row.episode_count,
    tags: row.tags,
    channel: { id: row.channel_id, name: row.channel_name, profileImg: row.channel_profile_img },
    openDt: new Date(row.open_dt).toISOString(),
  };
}
