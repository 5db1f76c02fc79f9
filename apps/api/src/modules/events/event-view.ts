import type { TEventCard, TEventDetail } from '@sogon/contract/schemas/events';
import type { EventRow } from './repository.ts';

export function eventStatus(row: Pick<EventRow, 'startsAt' | 'endsAt'>, now: Date): TEventCard['status'] {
  if (now < row.startsAt) return 'upcoming';
  return now < row.endsAt ? 'ongoing' : 'ended';
}

export function toCard(row: EventRow, now: Date): TEventCard {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    bannerImg: row.bannerImg,
    linkUrl: row.linkUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: eventStatus(row, now),
  };
}

export function toDetail(row: EventRow, now: Date, playlist: TEventDetail['playlist']): TEventDetail {
  return {
    ...toCard(row, now),
    body: row.body,
    rewardHearts: row.rewardHearts,
    streakDays: row.streakDays,
    streakHearts: row.streakHearts,
    playlist,
  };
}

/** How people type coupon codes (spaces, hyphens, lower case) reduced to how they are stored. */
export function normaliseCouponCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}
