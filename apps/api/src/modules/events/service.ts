import { VERIFICATION_VALID_DAYS } from '@sogon/contract/limits';
import { eventTexts as text } from '@sogon/contract/messages/events';
import type {
  TCertEvent,
  TEventBanner,
  TEventCard,
  TEventDetail,
  TEventListQuery,
  TJoinEvent,
  TRevalidationEvent,
} from '@sogon/contract/schemas/events';
import { AppError } from '#api/http/app-error';
import type { UserRow } from '#api/modules/account';
import { toCard, toDetail } from './event-view.ts';
import type { EventRepository } from './repository.ts';

const DAY_MS = 86_400_000;

/** The event list and pages, and where a member stands with the sign-up and verification benefits. */
export function createEventService(deps: { events: EventRepository; bonusHearts: number; now: () => Date }) {
  const { events, bonusHearts, now } = deps;

  return {
    /** GET /v1/service/event. */
    async list(query: TEventListQuery): Promise<TEventCard[]> {
      const at = now();
      const rows = await events.list(
        { status: query.status, ...(query.type ? { kind: query.type } : {}) },
        at,
      );
      return rows.map((row) => toCard(row, at));
    },

    /** GET /v1/promotion/{id}: an event's page (upcoming and ended ones too). */
    async detail(id: number): Promise<TEventDetail> {
      const event = await events.published(id);
      if (!event) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.details.eventMissing });
      const playlist = event.playlistId === null ? null : await events.playlist(event.playlistId);
      return toDetail(event, now(), playlist);
    },

    /** GET /v1/user/joinEvent. */
    async joinEvent(user: UserRow): Promise<TJoinEvent> {
      const [event, benefit] = await Promise.all([
        events.running('join', now()),
        events.benefitOf(null, user.id),
      ]);
      return {
        event: event ? toCard(event, now()) : null,
        hearts: benefit?.hearts ?? bonusHearts,
        eligible: !user.isAuth && user.authEvent === 1,
        claimed: benefit !== null,
      };
    },

    /** GET /v1/user/certEvent. */
    async certEvent(user: UserRow): Promise<TCertEvent> {
      const person = await events.personOf(user.id);
      const benefit = await events.benefitOf(person?.ciHash ?? null, user.id);
      const claimed = benefit !== null && benefit.userId === user.id;
      const usedElsewhere = benefit !== null && !claimed;
      return {
        verified: user.isAuth && person !== null,
        claimed,
        usedElsewhere,
        hearts: claimed ? benefit.hearts : usedElsewhere ? 0 : bonusHearts,
        claimedAt: claimed ? benefit.grantedAt.toISOString() : null,
      };
    },

    /** GET /v1/user/revalidationEvent: a verification holds a year, then asks to be renewed. */
    async revalidationEvent(user: UserRow): Promise<TRevalidationEvent> {
      const last = await events.verificationOf(user.id);
      if (!last) return { verified: false, verifiedAt: null, dueAt: null, required: false };
      const dueAt = new Date(last.verifiedAt.getTime() + VERIFICATION_VALID_DAYS * DAY_MS);
      const required = now() >= dueAt;
      return {
        verified: user.isAuth && !required,
        verifiedAt: last.verifiedAt.toISOString(),
        dueAt: dueAt.toISOString(),
        required,
      };
    },

    /** GET /v1/user/eventBanner: the sign-up event's banner, for a member who can still claim it. */
    async banner(user: UserRow): Promise<TEventBanner> {
      if (user.isAuth || user.authEvent !== 1) return { banner: null };
      const event = await events.running('join', now());
      if (!event) return { banner: null };
      return {
        banner: {
          title: event.title,
          imageUrl: event.bannerImg,
          linkUrl: event.linkUrl,
          hearts: bonusHearts,
        },
      };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
