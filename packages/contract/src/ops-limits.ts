import { CATEGORY } from './categories.ts';

/**
 * The console's fixed lists and limits (issue 17), zod-free so console components can read
 * them without pulling zod into their bundles; the schemas under schemas/ops-*.ts reuse them.
 */

/** Banner slots and who sees them (spec: GET /v2/service/banners?type&grade). */
export const BANNER_TYPES = ['main', 'charge', 'playlist', 'event'] as const;
export const BANNER_GRADES = ['all', 'member', 'adult'] as const;

/** The kinds of event (ADR 020). */
export const EVENT_KINDS = ['attendance', 'coupon', 'join', 'revalidation', 'promotion'] as const;

/**
 * The reason (사유) an operator gives for an action, kept in the audit log: this many characters
 * after trimming, on every console route that asks for one (the console's field checks the same).
 */
export const OPS_REASON_MIN = 2;
export const OPS_REASON_MAX = 500;

/** Hearts one playlist, bundle or episode may cost. */
export const OPS_CONTENT_PRICE_MAX = 100_000;
/** The spec's playlist category / item-set ids (spec section 3) an operator may assign. */
export const OPS_CATEGORY_IDS = [...new Set(Object.values(CATEGORY))].sort((a, b) => a - b);
/** `archived`: the creator took it off the shelves in the studio (buyers keep what they bought). */
export const CONTENT_STATUSES = ['draft', 'published', 'hidden', 'archived'] as const;

/** The most bonus hearts an attendance day, a streak bonus or one coupon redemption gives. */
export const OPS_EVENT_HEARTS_MAX = 10_000;
/** The most unique codes one batch coupon makes. */
export const OPS_COUPON_BATCH_MAX = 10_000;
/** The most times one person may redeem one coupon. */
export const OPS_COUPON_PER_PERSON_MAX = 100;
/** Codes of a batch: this many characters of an alphabet without 0/O, 1/I/L. */
export const OPS_COUPON_CODE_LENGTH = 12;
export const OPS_COUPON_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
