import {
  GIFT_DAILY_PER_RECIPIENT,
  GIFT_DAILY_PER_SENDER,
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_REFUND_DAYS,
} from '@sogon/contract/limits';
import { commerceDetails, giftTexts } from '@sogon/contract/messages/commerce';
import { playlistTexts } from '@sogon/contract/messages/playlist';
import type { TGift, TGiftAnswer, TGiftBody } from '@sogon/contract/schemas/commerce';
import { KST_OFFSET_MS } from '@sogon/contract/time/kst';
import { AppError } from '#api/http/app-error';
import { type Ledger, type Tx, withTotal } from '#api/modules/hearts';
import type { Viewer } from '#api/modules/viewer';
import type { GiftItem, GiftRepository, GiftRow } from './gifts.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CONTROL = /\p{Cc}/u;
const LIST_LIMIT = 100;

/** Grants the recipient a month of a tier version without charging them (the subscriptions module's). */
export type TierMonthGrant = (
  tx: Tx,
  grant: { userId: number; productId: number; transactionId: number },
) => Promise<unknown>;

/** Refuses a member the channel blocked (a blocked member sends that channel no gifts; channel-community's check). */
export type BlockCheck = (channelId: number, memberId: number) => Promise<void>;

const refused = (detail: string) => new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });

/** The start of the Seoul day `at` falls in. */
function seoulDayStart(at: Date): Date {
  const local = at.getTime() + KST_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - KST_OFFSET_MS);
}

function titleOf(
  gift: Pick<GiftRow, 'target' | 'playlistTitle' | 'episodeNo' | 'episodeTitle' | 'channelName' | 'tierName'>,
) {
  switch (gift.target) {
    case 'tier_month':
      return giftTexts.tierMonth(gift.channelName ?? '', gift.tierName ?? '');
    case 'playlist':
      return giftTexts.bundle(gift.playlistTitle ?? '');
    case 'episode':
      return giftTexts.episode(
        gift.playlistTitle ?? '',
        playlistTexts.episodeTitle(gift.episodeNo ?? 0, gift.episodeTitle ?? ''),
      );
  }
}

/**
 * Gifts (선물, ADR 066): the sender's hearts are spent at once (ledger kind 'gift', reference
 * playlist:N or channel:N, so the creator earns at send with source 'gift'); the recipient
 * accepts (their purchase, source 'gift', or a tier month), or the sender takes a pending gift
 * back within GIFT_REFUND_DAYS (the spend reversed). Every refusal changes nothing.
 */
export function createGiftService(deps: {
  gifts: GiftRepository;
  ledger: Ledger;
  now: () => Date;
  tierMonth: TierMonthGrant;
  requireNotBlocked: BlockCheck;
}) {
  const { gifts, ledger, now } = deps;

  function toAnswer(gift: GiftRow): TGift {
    const refundableUntil =
      gift.status === 'pending' ? new Date(gift.createdAt.getTime() + GIFT_REFUND_DAYS * DAY_MS) : null;
    return {
      id: gift.id,
      target: gift.target,
      status: gift.status,
      hearts: gift.hearts,
      message: gift.message,
      playlistId: gift.playlistId,
      contentId: gift.contentId,
      productId: gift.productId,
      channelId: gift.channelId,
      title: titleOf(gift),
      senderNickname: gift.senderNickname,
      recipientNickname: gift.recipientNickname,
      createdAt: gift.createdAt.toISOString(),
      acceptedAt: gift.acceptedAt?.toISOString() ?? null,
      refundedAt: gift.refundedAt?.toISOString() ?? null,
      refundableUntil: refundableUntil?.toISOString() ?? null,
    };
  }

  function checkedMessage(raw: string): string {
    const message = raw.trim();
    if (CONTROL.test(message)) throw refused(commerceDetails.giftMessageControl);
    if ([...message].length > GIFT_MESSAGE_MAX_LENGTH) throw refused(commerceDetails.giftMessageTooLong);
    return message;
  }

  function wantedOf(body: TGiftBody) {
    const { target, playlistId, contentId, productId } = body;
    const shaped =
      (target === 'episode' && contentId !== undefined && productId === undefined) ||
      (target === 'playlist' &&
        playlistId !== undefined &&
        contentId === undefined &&
        productId === undefined) ||
      (target === 'tier_month' &&
        productId !== undefined &&
        playlistId === undefined &&
        contentId === undefined);
    if (!shaped) throw refused(commerceDetails.giftShape);
    return { target, playlistId, contentId, productId };
  }

  async function recipientOf(senderId: number, nickname: string): Promise<number> {
    const found = await gifts.membersNamed(nickname.trim());
    if (found.length === 0) {
      throw new AppError('ERROR_USER_NOT_EXIST', { detail: commerceDetails.giftRecipientUnknown });
    }
    if (found.length > 1) throw refused(commerceDetails.giftRecipientAmbiguous);
    const recipientId = found[0]!;
    if (recipientId === senderId) throw refused(commerceDetails.giftToSelf);
    if (await gifts.samePerson(senderId, recipientId)) throw refused(commerceDetails.giftSamePerson);
    return recipientId;
  }

  async function itemFor(viewer: Viewer, wanted: ReturnType<typeof wantedOf>, at: Date): Promise<GiftItem> {
    const item = await gifts.item(viewer, wanted, at);
    if (!item) throw new AppError('ERROR_CONTENT_NOT_EXIST');
    if (item.hearts <= 0)
      throw new AppError('ERROR_PRODUCT_NOT_EXIST', { detail: commerceDetails.giftNotForSale });
    return item;
  }

  async function mine(giftId: number, userId: number, side: 'sender' | 'recipient'): Promise<GiftRow> {
    const gift = await gifts.byId(giftId);
    const theirs = gift && (side === 'sender' ? gift.senderId : gift.recipientId) === userId;
    if (!gift || !theirs)
      throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: commerceDetails.giftMissing });
    return gift;
  }

  return {
    /**
     * Sends a gift: the checks (message, shape, recipient, item, already held, block), then in
     * one transaction the daily limits (counted under the sender's lock), the spend and the row.
     * A retry with the same key answers the gift it made, spending nothing.
     */
    async send(senderId: number, viewer: Viewer, body: TGiftBody, key: string): Promise<TGiftAnswer> {
      const at = now();
      const message = checkedMessage(body.message ?? '');
      const wanted = wantedOf(body);
      const recipientId = await recipientOf(senderId, body.nickname);
      const item = await itemFor(viewer, wanted, at);
      // A 선공개 episode goes only to a member who hears it early too: nobody else learns of it
      // before its time (ADR 070).
      if (item.early && !(await gifts.earlyFor(recipientId, item.contentId!, at))) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
          reason: 'recipient_not_early',
          detail: commerceDetails.giftRecipientNotEarly,
        });
      }
      const earlier = await gifts.bySenderKey(senderId, key);
      if (earlier) return { gift: toAnswer(earlier), balance: withTotal(await ledger.balance(senderId)) };
      await deps.requireNotBlocked(item.channelId, senderId);
      const { giftId, balance } = await ledger.transaction(async (tx) => {
        await gifts.lockSender(tx, senderId);
        // Under the sender's lock: a retry that raced the first send answers its gift, and two
        // sends of the same thing to the same member make one gift.
        const made = await gifts.bySenderKey(senderId, key, tx);
        if (made) return { giftId: made.id, balance: await ledger.balance(senderId, tx) };
        const held = await gifts.holds(recipientId, item, at, tx);
        if (held === 'held') throw refused(commerceDetails.giftAlreadyOwned);
        if (held === 'other_tier') throw refused(commerceDetails.giftOtherTier);
        const sent = await gifts.sentSince(tx, senderId, recipientId, seoulDayStart(at));
        if (sent.total >= GIFT_DAILY_PER_SENDER) {
          throw new AppError('ERROR_TOO_MANY_REQUESTS', { detail: commerceDetails.giftDailyLimit });
        }
        if (sent.toRecipient >= GIFT_DAILY_PER_RECIPIENT) {
          throw new AppError('ERROR_TOO_MANY_REQUESTS', { detail: commerceDetails.giftRecipientLimit });
        }
        const spent = await ledger.spend(tx, {
          userId: senderId,
          kind: 'gift',
          idempotencyKey: key,
          reference: item.reference,
          memo: titleOf(item),
          hearts: item.hearts,
        });
        if (!spent.fresh) {
          const made = await gifts.byTransaction(tx, spent.transactionId);
          if (made) return { giftId: made.id, balance: spent.balance };
          throw refused(commerceDetails.giftShape);
        }
        const id = await gifts.insert(tx, {
          senderId,
          recipientId,
          item,
          message,
          transactionId: spent.transactionId,
          at,
        });
        return { giftId: id, balance: spent.balance };
      });
      const gift = (await gifts.byId(giftId))!;
      return { gift: toAnswer(gift), balance: withTotal(balance) };
    },

    async received(userId: number): Promise<TGift[]> {
      return (await gifts.received(userId, LIST_LIMIT)).map(toAnswer);
    },

    async sent(userId: number): Promise<TGift[]> {
      return (await gifts.sent(userId, LIST_LIMIT)).map(toAnswer);
    },

    /** The recipient accepts a pending gift: their purchase (source 'gift') or a tier month. */
    async accept(userId: number, giftId: number): Promise<TGiftAnswer> {
      const gift = await mine(giftId, userId, 'recipient');
      const at = now();
      const accepted = await ledger.transaction(async (tx) => {
        if (!(await gifts.markAccepted(tx, giftId, userId, at))) return false;
        if (gift.target === 'tier_month') {
          await deps.tierMonth(tx, { userId, productId: gift.productId!, transactionId: gift.transactionId });
        } else {
          await gifts.writePurchase(tx, gift, at);
        }
        return true;
      });
      if (!accepted) throw refused(commerceDetails.giftNotPending);
      const after = (await gifts.byId(giftId))!;
      return { gift: toAnswer(after), balance: withTotal(await ledger.balance(userId)) };
    },

    /** The sender takes back a pending gift within GIFT_REFUND_DAYS: the spend is reversed. */
    async refund(userId: number, giftId: number): Promise<TGiftAnswer> {
      const gift = await mine(giftId, userId, 'sender');
      if (gift.status === 'accepted') throw refused(commerceDetails.giftAccepted);
      if (gift.status === 'refunded') throw refused(commerceDetails.giftNotPending);
      const at = now();
      const since = new Date(at.getTime() - GIFT_REFUND_DAYS * DAY_MS);
      const outcome = await ledger.transaction(async (tx) => {
        if (!(await gifts.markRefunded(tx, giftId, userId, at, since))) return null;
        const posted = await ledger.reverse(tx, {
          userId,
          spendTransactionId: gift.transactionId,
          memo: titleOf(gift),
        });
        return posted.balance;
      });
      if (!outcome) {
        const now2 = await gifts.byId(giftId);
        if (now2?.status === 'accepted') throw refused(commerceDetails.giftAccepted);
        if (now2?.status === 'refunded') throw refused(commerceDetails.giftNotPending);
        throw refused(commerceDetails.giftRefundExpired);
      }
      const after = (await gifts.byId(giftId))!;
      return { gift: toAnswer(after), balance: withTotal(outcome) };
    },
  };
}

export type GiftService = ReturnType<typeof createGiftService>;
