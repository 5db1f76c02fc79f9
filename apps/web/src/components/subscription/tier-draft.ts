import {
  TIER_BADGE_MAX_LENGTH,
  TIER_BENEFIT_MAX_LENGTH,
  TIER_BENEFIT_MAX_LINES,
  TIER_EARLY_ACCESS_MAX_DAYS,
  TIER_MAX_HEARTS,
  TIER_MAX_SORT,
  TIER_NAME_MAX_LENGTH,
} from '@sogon/contract/limits';
import { subscriptionTexts, tierStudioTexts } from '@sogon/contract/messages/subscriptions';
import type { TStudioTier, TStudioTierBody } from '@sogon/contract/schemas/subscriptions';

const errors = tierStudioTexts.errors;

/** The tier form as typed (numbers as the text of their inputs). */
export interface TierDraft {
  name: string;
  hearts: string;
  benefits: string;
  includesPaidEpisodes: boolean;
  earlyAccessDays: string;
  membersOnlyPosts: boolean;
  badge: string;
  sort: string;
}

export type TierField = keyof TierDraft;

export const EMPTY_TIER_DRAFT: TierDraft = {
  name: '',
  hearts: '30',
  benefits: '',
  includesPaidEpisodes: true,
  earlyAccessDays: '0',
  membersOnlyPosts: false,
  badge: '',
  sort: '0',
};

export function draftOfTier(tier: TStudioTier): TierDraft {
  return {
    name: tier.name,
    hearts: String(tier.hearts),
    benefits: tier.benefits.join('\n'),
    includesPaidEpisodes: tier.includesPaidEpisodes,
    earlyAccessDays: String(tier.earlyAccessDays),
    membersOnlyPosts: tier.membersOnlyPosts,
    badge: tier.badge,
    sort: String(tier.sort),
  };
}

/** A whole number typed in `text` within min..max, else null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * The body the API takes, or the Korean message of every field that is wrong — the same limits
 * as the contract's schema, so what passes here the API accepts.
 */
export function checkTierDraft(
  draft: TierDraft,
): { body: TStudioTierBody } | { errors: Partial<Record<TierField, string>> } {
  const found: Partial<Record<TierField, string>> = {};
  const name = draft.name.trim();
  if (name.length < 1 || name.length > TIER_NAME_MAX_LENGTH) found.name = errors.name(TIER_NAME_MAX_LENGTH);
  const hearts = wholeNumber(draft.hearts, 1, TIER_MAX_HEARTS);
  if (hearts === null) found.hearts = errors.hearts(TIER_MAX_HEARTS);
  const benefits = draft.benefits
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (
    benefits.length > TIER_BENEFIT_MAX_LINES ||
    benefits.some((line) => line.length > TIER_BENEFIT_MAX_LENGTH)
  ) {
    found.benefits = errors.benefits(TIER_BENEFIT_MAX_LINES, TIER_BENEFIT_MAX_LENGTH);
  }
  const earlyAccessDays = wholeNumber(draft.earlyAccessDays, 0, TIER_EARLY_ACCESS_MAX_DAYS);
  if (earlyAccessDays === null) found.earlyAccessDays = errors.earlyAccessDays(TIER_EARLY_ACCESS_MAX_DAYS);
  const badge = draft.badge.trim();
  if (badge.length > TIER_BADGE_MAX_LENGTH) found.badge = errors.badge(TIER_BADGE_MAX_LENGTH);
  const sort = wholeNumber(draft.sort, 0, TIER_MAX_SORT);
  if (sort === null) found.sort = errors.sort(TIER_MAX_SORT);
  if (Object.keys(found).length > 0 || hearts === null || earlyAccessDays === null || sort === null) {
    return { errors: found };
  }
  return {
    body: {
      name,
      hearts,
      benefits,
      includesPaidEpisodes: draft.includesPaidEpisodes,
      earlyAccessDays,
      membersOnlyPosts: draft.membersOnlyPosts,
      badge,
      sort,
    },
  };
}

/** The benefit switches of a tier in words (the studio's card shows them beside the creator's lines). */
export function featureLines(tier: {
  includesPaidEpisodes: boolean;
  earlyAccessDays: number;
  membersOnlyPosts: boolean;
  badge: string;
}): string[] {
  const words = subscriptionTexts.tierBenefit;
  return [
    tier.includesPaidEpisodes ? words.paidEpisodes : null,
    tier.earlyAccessDays > 0 ? words.earlyAccess(tier.earlyAccessDays) : null,
    tier.membersOnlyPosts ? words.membersOnlyPosts : null,
    tier.badge ? words.badge(tier.badge) : null,
  ].filter((line): line is string => line !== null);
}
