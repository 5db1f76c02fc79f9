import { tierStudioTexts as text } from '@sogon/contract/messages/subscriptions';
import type { TStudioTier, TStudioTierBody, TStudioTierChannel } from '@sogon/contract/schemas/subscriptions';
import { AppError } from '#api/http/app-error';
import { requireChannelOwner } from '#api/modules/access';
import type { Ledger, Tx } from '#api/modules/hearts';
import { benefitLines } from './live-version.ts';
import type { ProductRow, SubscriptionRepository } from './repository.ts';

type TierRow = Awaited<ReturnType<SubscriptionRepository['tiersOf']>>[number];

function present({ product, versions, subscribers }: TierRow): TStudioTier {
  return {
    tierId: product.tierId,
    productId: product.id,
    channelId: product.channelId,
    name: product.name,
    hearts: product.heartsPerMonth,
    benefits: benefitLines(product.benefits),
    includesPaidEpisodes: product.includesPaidEpisodes,
    earlyAccessDays: product.earlyAccessDays,
    membersOnlyPosts: product.membersOnlyPosts,
    badge: product.badge,
    sort: product.sort,
    onSale: product.active,
    versions,
    subscribers,
    createdAt: product.createdAt.toISOString(),
  };
}

/** The columns of a version written from the studio's body. */
function termsOf(body: TStudioTierBody) {
  return {
    name: body.name,
    heartsPerMonth: body.hearts,
    benefits: body.benefits.join('\n'),
    includesPaidEpisodes: body.includesPaidEpisodes,
    earlyAccessDays: body.earlyAccessDays,
    membersOnlyPosts: body.membersOnlyPosts,
    badge: body.badge,
    sort: body.sort,
  };
}

const sameTerms = (product: ProductRow, terms: ReturnType<typeof termsOf>) =>
  (Object.keys(terms) as (keyof typeof terms)[]).every((key) => product[key] === terms[key]);

/**
 * The studio's tiers (issue 37, ADR 066): a channel's owner adds tiers, edits them — an edit
 * writes a new version of the tier and takes the old one off sale, in one transaction, so
 * subscribers keep the version (and price) they hold — and stops or resumes selling them.
 * Every write checks ownership first (access/ownership.ts); others are refused.
 */
export function createStudioTiers(deps: {
  subscriptions: SubscriptionRepository;
  ledger: Ledger;
  now?: () => Date;
}) {
  const { subscriptions, ledger } = deps;
  const clock = deps.now ?? (() => new Date());

  async function view(channelId: number, tierId: number): Promise<TStudioTier> {
    const rows = await subscriptions.tiersOf([channelId], clock());
    const found = rows.find((row) => row.product.tierId === tierId);
    if (!found) throw new AppError('ERROR_PRODUCT_NOT_EXIST', { detail: text.notFound });
    return present(found);
  }

  /** The tier's newest version, locked, once the caller is its channel's owner. */
  async function ownedTier(tx: Tx, userId: number, tierId: number) {
    const found = await subscriptions.lockTier(tx, tierId);
    if (!found) throw new AppError('ERROR_PRODUCT_NOT_EXIST', { detail: text.notFound });
    requireChannelOwner({ userId }, found, text.notOwner);
    return found.product;
  }

  return {
    /** Every channel the member owns with its tiers (none for a member without a channel). */
    async list(userId: number): Promise<TStudioTierChannel[]> {
      const owned = await subscriptions.ownedChannels(userId);
      const rows = await subscriptions.tiersOf(
        owned.map((channel) => channel.id),
        clock(),
      );
      return owned.map((channel) => ({
        channel,
        tiers: rows.filter((row) => row.product.channelId === channel.id).map(present),
      }));
    },

    async create(userId: number, body: TStudioTierBody & { channelId: number }): Promise<TStudioTier> {
      const channel = await subscriptions.channel(body.channelId);
      if (!channel) throw new AppError('ERROR_CHANNEL_NOT_EXIST');
      requireChannelOwner({ userId }, channel, text.notOwner);
      const created = await ledger.transaction((tx) =>
        subscriptions.insertProduct(tx, { channelId: channel.id, ...termsOf(body), active: true }),
      );
      return view(channel.id, created.tierId);
    },

    /** A new version with the same tier id; the old one leaves sale. Unchanged terms write nothing. */
    async edit(userId: number, tierId: number, body: TStudioTierBody): Promise<TStudioTier> {
      const terms = termsOf(body);
      const channelId = await ledger.transaction(async (tx) => {
        const newest = await ownedTier(tx, userId, tierId);
        if (sameTerms(newest, terms)) return newest.channelId;
        await subscriptions.setActive(tx, [newest.id], false);
        await subscriptions.insertProduct(tx, {
          channelId: newest.channelId,
          tierId: newest.tierId,
          ...terms,
          active: newest.active,
        });
        return newest.channelId;
      });
      return view(channelId, tierId);
    },

    /** Stops (or resumes) selling the tier's newest version; its subscribers keep what they hold. */
    async setSale(userId: number, tierId: number, onSale: boolean): Promise<TStudioTier> {
      const channelId = await ledger.transaction(async (tx) => {
        const newest = await ownedTier(tx, userId, tierId);
        await subscriptions.setActive(tx, [newest.id], onSale);
        return newest.channelId;
      });
      return view(channelId, tierId);
    },
  };
}

export type StudioTiers = ReturnType<typeof createStudioTiers>;
