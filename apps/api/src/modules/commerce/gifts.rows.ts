// A gift as the database holds it and as the gift repository hands it out.
import type { TGiftTarget } from '@sogon/contract/schemas/commerce';
import { sql } from 'drizzle-orm';

/** A gift with what a person reads about it. */
export interface GiftRow {
  id: number;
  senderId: number;
  recipientId: number;
  target: TGiftTarget;
  status: 'pending' | 'accepted' | 'refunded';
  hearts: number;
  message: string;
  playlistId: number | null;
  contentId: number | null;
  productId: number | null;
  channelId: number | null;
  transactionId: number;
  playlistTitle: string | null;
  episodeNo: number | null;
  episodeTitle: string | null;
  channelName: string | null;
  tierName: string | null;
  senderNickname: string;
  recipientNickname: string;
  createdAt: Date;
  acceptedAt: Date | null;
  refundedAt: Date | null;
}

/** What a gift gives, resolved for the sender: its price, the spend's reference, its channel. */
export interface GiftItem {
  target: TGiftTarget;
  playlistId: number | null;
  contentId: number | null;
  productId: number | null;
  channelId: number;
  hearts: number;
  reference: string;
  playlistTitle: string | null;
  episodeNo: number | null;
  episodeTitle: string | null;
  channelName: string;
  tierName: string | null;
  /** An episode open to the sender only as 선공개: the recipient must hear it early too (ADR 070). */
  early: boolean;
}

export const GIFT_SELECT = sql`select g.id, g.sender_id, g.recipient_id, g.target, g.status, g.hearts, g.message,
       g.playlist_id, g.content_id, g.product_id, g.transaction_id, g.created_at, g.accepted_at, g.refunded_at,
       coalesce(p.channel_id, t.channel_id) as channel_id, p.title as playlist_title,
       c.episode_no, c.title as episode_title, coalesce(ch.name, tch.name) as channel_name, t.name as tier_name,
       su.username as sender_nickname, ru.username as recipient_nickname
  from gifts g
  join users su on su.id = g.sender_id
  join users ru on ru.id = g.recipient_id
  left join playlists p on p.id = g.playlist_id
  left join channels ch on ch.id = p.channel_id
  left join contents c on c.id = g.content_id
  left join channel_subscription_products t on t.id = g.product_id
  left join channels tch on tch.id = t.channel_id`;

export interface RawGift extends Record<string, unknown> {
  id: string;
  sender_id: string;
  recipient_id: string;
  target: TGiftTarget;
  status: GiftRow['status'];
  hearts: number;
  message: string;
  playlist_id: string | null;
  content_id: string | null;
  product_id: string | null;
  channel_id: string | null;
  transaction_id: string;
  playlist_title: string | null;
  episode_no: number | null;
  episode_title: string | null;
  channel_name: string | null;
  tier_name: string | null;
  sender_nickname: string;
  recipient_nickname: string;
  created_at: Date | string;
  accepted_at: Date | string | null;
  refunded_at: Date | string | null;
}

const id = (value: string | null) => (value === null ? null : Number(value));
const date = (value: Date | string | null) => (value === null ? null : new Date(value));

export function toGift(row: RawGift): GiftRow {
  return {
    id: Number(row.id),
    senderId: Number(row.sender_id),
    recipientId: Number(row.recipient_id),
    target: row.target,
    status: row.status,
    hearts: row.hearts,
    message: row.message,
    playlistId: id(row.playlist_id),
    contentId: id(row.content_id),
    productId: id(row.product_id),
    channelId: id(row.channel_id),
    transactionId: Number(row.transaction_id),
    playlistTitle: row.playlist_title,
    episodeNo: row.episode_no,
    episodeTitle: row.episode_title,
    channelName: row.channel_name,
    tierName: row.tier_name,
    senderNickname: row.sender_nickname,
    recipientNickname: row.recipient_nickname,
    createdAt: new Date(row.created_at),
    acceptedAt: date(row.accepted_at),
    refundedAt: date(row.refunded_at),
  };
}
