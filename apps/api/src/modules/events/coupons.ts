import { eventTexts as text } from '@sogon/contract/messages/events';
import type { TConfirmEventBody, TConfirmEventResult, TCouponEvent } from '@sogon/contract/schemas/events';
import { AppError } from '#api/http/app-error';
import type { Ledger } from '#api/modules/hearts';
import { eventStatus, normaliseCouponCode, toDetail } from './event-view.ts';
import type { EventRepository } from './repository.ts';

const wrong = (detail: string, status?: number) =>
  new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail, ...(status ? { status } : {}) });

/**
 * Coupon events: a code is worth bonus hearts, once per person (verified identity) per event,
 * for at most the coupon's number of people. The redemption row, the coupon's count and the
 * ledger grant commit together or not at all.
 */
export function createCoupons(deps: { events: EventRepository; ledger: Ledger; now: () => Date }) {
  const { events, ledger, now } = deps;

  async function couponEvent(eventId: number) {
    const event = await events.published(eventId);
    if (event?.kind !== 'coupon') {
      throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.details.eventMissing });
    }
    return event;
  }

  return {
    /** GET /v1/user/couponEvent/{id}. */
    async status(userId: number, eventId: number): Promise<TCouponEvent> {
      const event = await couponEvent(eventId);
      const person = await events.personOf(userId);
      const redemption = await events.redemption(event.id, person?.ciHash ?? null, userId);
      return {
        event: toDetail(event, now(), null),
        redeemed: redemption !== null,
        hearts: redemption?.hearts ?? 0,
        redeemedAt: redemption?.createdAt.toISOString() ?? null,
        needVerification: person === null,
      };
    },

    /**
     * POST /v1/user/confirm/event {eventId?, code}. Without an event id the code alone names its
     * event (codes are unique across events); a code of an unpublished event then reads as wrong.
     */
    async redeem(userId: number, body: TConfirmEventBody): Promise<TConfirmEventResult> {
      const code = normaliseCouponCode(body.code);
      const byCode = body.eventId === undefined;
      const eventId = body.eventId ?? (await events.couponEventOf(code));
      const event = eventId === null ? null : await events.published(eventId);
      if (byCode && event?.kind !== 'coupon') throw wrong(text.details.couponWrong);
      if (!event) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.details.eventMissing });
      if (event.kind !== 'coupon') throw wrong(text.details.notCouponEvent);
      if (eventStatus(event, now()) !== 'ongoing') throw wrong(text.details.eventNotOn);
      const person = await events.personOf(userId);
      if (!person) throw new AppError('ERROR_PERMISSION_DENIED', { detail: text.details.needVerification });
      const coupon = await events.coupon(event.id, code);
      if (!coupon) throw wrong(text.details.couponWrong);
      const at = now();
      const { set } = coupon;
      // A console coupon that is disabled or out of its dates reads as a wrong code.
      if (set && (set.disabledAt !== null || at < set.startsAt || at >= set.endsAt)) {
        throw wrong(text.details.couponWrong);
      }

      return ledger.transaction(async (tx) => {
        // A console coupon: the person's next slot up to its per-person limit; two racing claims
        // of one slot meet in the unique index and one is refused.
        const slot = set ? (await events.redemptionsInSet(tx, set.id, person.ciHash)) + 1 : 1;
        if (set && slot > set.perPerson) throw wrong(text.details.couponUsed, 409);
        const redemptionId = await events.insertRedemption(tx, {
          eventId: event.id,
          ciHash: person.ciHash,
          couponId: coupon.id,
          setId: set?.id ?? null,
          slot,
          userId,
          hearts: coupon.hearts,
        });
        if (redemptionId === null) throw wrong(text.details.couponUsed, 409);
        // Throwing rolls the redemption back with it.
        if (!(await events.takeCoupon(tx, coupon.id, at))) {
          const gone = await events.couponExhausted(tx, coupon.id);
          throw gone ? wrong(text.details.couponGone, 409) : wrong(text.details.couponWrong);
        }
        const posted = await ledger.credit(tx, {
          userId,
          kind: 'grant',
          idempotencyKey: set ? `coupon:${event.id}:${set.id}:${slot}` : `coupon:${event.id}`,
          reference: `event:${event.id}`,
          memo: text.ledgerMemo.coupon(event.title),
          paid: 0,
          bonus: coupon.hearts,
        });
        await events.setRedemptionTransaction(tx, redemptionId, posted.transactionId);
        return {
          eventId: event.id,
          eventTitle: event.title,
          hearts: coupon.hearts,
          message: text.answers.couponRedeemed(coupon.hearts),
        };
      });
    },
  };
}

export type Coupons = ReturnType<typeof createCoupons>;
