import type { TGiftTarget } from '@sogon/contract/schemas/commerce';

/** What a 선물하기 button gives: one episode, a whole playlist or a month of a tier, at its price. */
export interface GiftOffer {
  target: TGiftTarget;
  playlistId?: number;
  contentId?: number;
  productId?: number;
  /** What the dialog names ("「제목」"). */
  title: string;
  hearts: number;
}

export const GIFT_DIALOG_KEY = 'gift';

/** The request body of an offer with the nickname and message the member typed. */
export function giftBody(offer: GiftOffer, nickname: string, message: string) {
  return {
    nickname: nickname.trim(),
    target: offer.target,
    message: message.trim(),
    ...(offer.playlistId !== undefined && offer.target !== 'tier_month' && offer.target !== 'episode'
      ? { playlistId: offer.playlistId }
      : {}),
    ...(offer.target === 'episode' ? { contentId: offer.contentId, playlistId: offer.playlistId } : {}),
    ...(offer.target === 'tier_month' ? { productId: offer.productId } : {}),
  };
}
