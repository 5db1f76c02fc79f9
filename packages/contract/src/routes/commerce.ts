import { z } from 'zod';
import {
  ZGiftAnswer,
  ZGiftBody,
  ZGiftList,
  ZMemberPass,
  ZOpsCommerceReport,
  ZOpsCommerceReportQuery,
  ZOpsPassPool,
  ZPassPoolBody,
  ZPassQuery,
  ZPassUse,
  ZPassUseBody,
} from '../schemas/commerce.ts';
import { commerceEndpoints } from './commerce.endpoints.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams } from './params.ts';

/** The daily free pass (이용권) and gifts (선물), issue 38 / ADR 066. */
export const commerceRoutes = defineRoutes('commerce', commerceEndpoints, {
  passes: {
    tags: ['library'],
    summary: "The member's tickets of every active pass pool (accrued on read from the KST schedule)",
    query: ZPassQuery,
    answer: z.array(ZMemberPass),
  },
  spendPass: {
    summary: 'Spends one ticket on one locked paid episode of a pool playlist: a rental for the ticket hours',
    body: ZPassUseBody,
    answer: ZPassUse,
  },
  sendGift: {
    summary:
      "Gifts an episode, a playlist or a tier month to a member by nickname: the sender's hearts are spent " +
      'at once (Idempotency-Key makes a retry spend once), the gift waits for the recipient',
    body: ZGiftBody,
    answer: ZGiftAnswer,
  },
  receivedGifts: { tags: ['library'], summary: 'Gifts the member received, newest first', answer: ZGiftList },
  sentGifts: { tags: ['library'], summary: 'Gifts the member sent, newest first', answer: ZGiftList },
  acceptGift: {
    summary: 'The recipient accepts a pending gift: the episode, playlist or tier month is theirs',
    params: ZIdParams,
    answer: ZGiftAnswer,
  },
  refundGift: {
    summary: 'The sender takes back a pending gift within 7 days: the hearts come back',
    params: ZIdParams,
    answer: ZGiftAnswer,
  },
  opsPassPools: {
    tags: ['ops'],
    summary: 'Every pass pool with its playlists (operator, support, finance)',
    answer: z.array(ZOpsPassPool),
  },
  opsCreatePassPool: {
    tags: ['ops'],
    summary: 'Adds a pass pool; audited (operator)',
    body: ZPassPoolBody,
    answer: ZOpsPassPool,
  },
  opsUpdatePassPool: {
    tags: ['ops'],
    summary: 'Changes a pass pool and its playlists; audited (operator)',
    params: ZIdParams,
    body: ZPassPoolBody,
    answer: ZOpsPassPool,
  },
  opsCommerceReport: {
    tags: ['ops'],
    summary:
      'Free unlocks (기다무, pass tickets), rentals, conversions to purchase and gifts per playlist over KST days ' +
      '(operator, support, finance)',
    query: ZOpsCommerceReportQuery,
    answer: ZOpsCommerceReport,
  },
});
