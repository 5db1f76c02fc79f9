// The unlock statement (purchases/repository.ts) spells the visibility and entitlement rules in
// SQL. Here random playlists (free, paid, zero-priced, 19+, hidden or draft episodes; a bundle
// price or none; a 19+ or hidden channel), random holdings (bought episodes, a bundle, a live,
// cancelled-but-running or ended subscription), random wallets and random purchases (the bundle,
// or episodes, some of another playlist) go through the API, and every answer, wallet and purchase
// row is checked against a model built on the TypeScript rules (access/visibility.ts,
// access/entitlement.ts). A second identical call must then charge nothing, and no wallet drifts.
import { createHash, randomBytes } from 'node:crypto';
import { seriesPrice } from '@sogon/contract/commerce/series-price';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelSubscriptionProducts, channelSubscriptions, purchases, sessions } from '#api/db/schema/index';
import { type Entitlement, isAdultPlaylist, mayPlay, maySee, playReason } from '#api/modules/access';
import { createLedger } from '#api/modules/hearts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist, makeUser } from '../../../test/factories.ts';

const api = setupTestApi();
const db = () => api.database.db;

/** A published paid episode of another playlist: asking for it is asking for an unknown episode. */
let foreign = 0;
beforeAll(async () => {
  const elsewhere = await makePlaylist(db(), { isFree: false, price: 1 });
  foreign = (await makeContent(db(), { playlistId: elsewhere.id, isFree: false, price: 1 })).id;
});

/** True `weight` times in `weight + 1`. */
const mostly = (weight: number) => fc.constantFrom(...Array.from({ length: weight }, () => true), false);

const episodeArbitrary = fc.record({
  isFree: fc.boolean(),
  price: fc.integer({ min: 0, max: 6 }),
  isAdult: mostly(5).map((value) => !value),
  published: mostly(8),
  bought: fc.boolean(),
});

const worldArbitrary = fc
  .record({
    playlist: fc.record({
      bundlePrice: fc.integer({ min: 0, max: 15 }),
      isAdult: mostly(8).map((value) => !value),
      published: mostly(15),
    }),
    channel: fc.record({ isAdult: mostly(8).map((value) => !value), shown: mostly(15) }),
    episodes: fc.array(episodeArbitrary, { minLength: 1, maxLength: 5 }),
    bundleBought: mostly(6).map((value) => !value),
    subscription: fc.constantFrom('none', 'none', 'none', 'live', 'cancelled', 'ended'),
    canSeeAdult: fc.boolean(),
    paid: fc.integer({ min: 0, max: 9 }),
    bonus: fc.integer({ min: 0, max: 4 }),
    clientKey: fc.boolean(),
  })
  .chain((world) =>
    fc
      .record({
        /** The bundle, or episodes by index (the index past the list is the foreign episode). */
        wanted: fc.oneof(
          { arbitrary: fc.constant('bundle' as const), weight: 3 },
          {
            arbitrary: fc.uniqueArray(fc.integer({ min: 0, max: world.episodes.length - 1 }), {
              minLength: 1,
              maxLength: world.episodes.length,
            }),
            weight: 5,
          },
          { arbitrary: fc.constant([world.episodes.length]), weight: 1 },
        ),
      })
      .map(({ wanted }) => ({ ...world, wanted: wanted as 'bundle' | number[] })),
  );
type World = typeof worldArbitrary extends fc.Arbitrary<infer T> ? T : never;

interface Expected {
  status: number;
  message?: string;
  reason?: string;
  /** For a 200: the answer's hearts, contentIds (sorted) and whether it was owned already. */
  hearts?: number;
  contentIds?: number[];
  alreadyOwned?: boolean;
  /** Rows the purchase adds: content ids, null for the bundle. */
  rows?: (number | null)[];
}

/** The rules as the TypeScript modules state them, applied to what the world put in the database. */
function model(world: World, ids: number[]): Expected {
  const notFound = { status: 404, message: 'ERROR_CONTENT_NOT_EXIST' };
  if (!world.playlist.published || !world.channel.shown) return notFound;
  const viewer = { userId: 1, canSeeAdult: world.canSeeAdult };
  const flags = { playlist: world.playlist, channel: world.channel };
  if (!maySee(viewer, isAdultPlaylist(flags))) return { ...notFound, reason: 'adult' };
  const visible = world.episodes
    .map((episode, index) => ({ ...episode, id: ids[index]! }))
    .filter((episode) => episode.published && maySee(viewer, episode.isAdult));
  const held: Entitlement = {
    member: true,
    owner: false,
    bundle: world.bundleBought,
    contentIds: new Set(world.episodes.flatMap((episode, index) => (episode.bought ? [ids[index]!] : []))),
    subscribed: world.subscription === 'live' || world.subscription === 'cancelled',
  };
  const locked = visible.filter((episode) => !mayPlay(playReason(episode, held)));
  const owned = { status: 200, hearts: 0, contentIds: [], alreadyOwned: true, rows: [] };
  let hearts: number;
  let targets: typeof locked;
  let rows: (number | null)[];
  if (world.wanted === 'bundle') {
    if (world.playlist.bundlePrice <= 0) return { status: 404, message: 'ERROR_PRODUCT_NOT_EXIST' };
    if (held.bundle) return owned;
    targets = locked;
    // Series pricing (ADR 066): the bundle's share of the locked paid episodes.
    hearts = seriesPrice(
      world.playlist.bundlePrice,
      locked.reduce((sum, episode) => sum + episode.price, 0),
      visible.filter((episode) => !episode.isFree).reduce((sum, episode) => sum + episode.price, 0),
    );
    rows = [null];
  } else {
    const asked = world.wanted.map((index) => ids[index] ?? foreign);
    if (asked.some((id) => !visible.some((episode) => episode.id === id))) return notFound;
    targets = locked.filter((episode) => asked.includes(episode.id));
    if (targets.length === 0) return owned;
    hearts = targets.reduce((sum, episode) => sum + episode.price, 0);
    rows = targets.map((episode) => episode.id);
  }
  if (hearts > world.paid + world.bonus) return { status: 402, message: 'ERROR_HEART_NOT_ENOUGH' };
  return {
    status: 200,
    hearts,
    contentIds: targets.map((episode) => episode.id).sort((a, b) => a - b),
    alreadyOwned: false,
    rows,
  };
}

/** A member with the adult flags asked for and a session token, made directly (no cache to wait on). */
async function member(canSeeAdult: boolean) {
  const user = await makeUser(db(), {
    isAuth: canSeeAdult,
    isAdult: canSeeAdult ? 1 : 0,
    adultMode: canSeeAdult,
  });
  const token = randomBytes(32).toString('base64url');
  await db()
    .insert(sessions)
    .values({
      userId: user.id,
      tokenHash: createHash('sha256').update(token).digest(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
  return { userId: user.id, token };
}

async function setUp(world: World) {
  const channel = await makeChannel(db(), {
    isAdult: world.channel.isAdult,
    status: world.channel.shown ? 'published' : 'hidden',
  });
  const playlist = await makePlaylist(db(), {
    channelId: channel.id,
    isFree: false,
    bundlePrice: world.playlist.bundlePrice,
    isAdult: world.playlist.isAdult,
    status: world.playlist.published ? 'published' : 'draft',
  });
  const ids: number[] = [];
  for (const [index, episode] of world.episodes.entries()) {
    const made = await makeContent(db(), {
      playlistId: playlist.id,
      episodeNo: index + 1,
      isFree: episode.isFree,
      price: episode.price,
      isAdult: episode.isAdult,
      status: episode.published ? 'published' : 'hidden',
    });
    ids.push(made.id);
  }
  const buyer = await member(world.canSeeAdult);
  const held = [
    ...(world.bundleBought ? [null] : []),
    ...world.episodes.flatMap((episode, index) => (episode.bought ? [ids[index]!] : [])),
  ];
  if (held.length > 0) {
    await db()
      .insert(purchases)
      .values(
        held.map((contentId) => ({ userId: buyer.userId, playlistId: playlist.id, contentId, hearts: 0 })),
      );
  }
  if (world.subscription !== 'none') {
    const [product] = await db()
      .insert(channelSubscriptionProducts)
      .values({ channelId: channel.id, name: '구독', heartsPerMonth: 5 })
      .returning();
    const day = 86_400_000;
    const now = Date.now();
    await db()
      .insert(channelSubscriptions)
      .values({
        userId: buyer.userId,
        channelId: channel.id,
        productId: product!.id,
        hearts: 5,
        status: world.subscription === 'cancelled' ? 'cancelled' : 'active',
        startedAt: new Date(now - 40 * day),
        currentPeriodStart: new Date(now - (world.subscription === 'ended' ? 40 : 1) * day),
        currentPeriodEnd: new Date(now + (world.subscription === 'ended' ? -10 : 29) * day),
      });
  }
  const ledger = createLedger(db());
  if (world.paid + world.bonus > 0) {
    await ledger.transaction((tx) =>
      ledger.credit(tx, {
        userId: buyer.userId,
        kind: 'grant',
        idempotencyKey: 'property',
        paid: world.paid,
        bonus: world.bonus,
      }),
    );
  }
  return { playlistId: playlist.id, ids, buyer, held };
}

const unlock = (token: string, playlistId: number, world: World, ids: number[], key: string | null) => {
  const url =
    world.wanted === 'bundle'
      ? `/api/live/v2/service/content/purchase/${playlistId}/0`
      : `/api/live/v1/service/content/purchase/${playlistId}?contentIds=[${world.wanted
          .map((index) => ids[index] ?? foreign)
          .join(',')}]`;
  return api.app.inject({
    method: 'POST',
    url,
    headers: { token, 'x-client': 'web', ...(key ? { 'idempotency-key': key } : {}) },
  });
};

describe('the one-statement unlock against the rules in TypeScript', () => {
  it('answers, charges and records what the model says, and a second call charges nothing', async () => {
    const ledger = createLedger(db());
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async (world) => {
        const { playlistId, ids, buyer, held } = await setUp(world);
        const expected = model(world, ids);
        const key = world.clientKey ? randomBytes(8).toString('hex') : null;
        const first = await unlock(buyer.token, playlistId, world, ids, key);
        expect(first.statusCode).toBe(expected.status);
        const body = first.json();
        if (expected.status !== 200) {
          expect(body.message).toBe(expected.message);
          if (expected.reason) expect(body.result).toMatchObject({ reason: expected.reason });
        } else {
          expect(body.result).toMatchObject({
            playlistId,
            bundle: world.wanted === 'bundle',
            hearts: expected.hearts,
            contentIds: expected.contentIds,
            alreadyOwned: expected.alreadyOwned,
          });
        }
        const spent = expected.status === 200 ? expected.hearts! : 0;
        const fromBonus = Math.min(world.bonus, spent);
        const balance = { paid: world.paid - (spent - fromBonus), bonus: world.bonus - fromBonus };
        expect(await ledger.balance(buyer.userId)).toEqual(balance);
        if (expected.status === 200) {
          expect(body.result.balance).toEqual({ ...balance, total: balance.paid + balance.bonus });
        }
        const rows = await db()
          .select({ contentId: purchases.contentId, hearts: purchases.hearts })
          .from(purchases)
          .where(eq(purchases.userId, buyer.userId));
        const sort = (list: (number | null)[]) => [...list].sort((a, b) => (a ?? 0) - (b ?? 0));
        expect(sort(rows.map((row) => row.contentId))).toEqual(sort([...held, ...(expected.rows ?? [])]));

        // The same call again (a retry, with or without its key): nothing more moves.
        const again = await unlock(buyer.token, playlistId, world, ids, key);
        if (expected.status === 200) {
          expect(again.json().result).toMatchObject({ alreadyOwned: true, hearts: 0 });
        } else {
          expect(again.statusCode).toBe(expected.status);
        }
        expect(await ledger.balance(buyer.userId)).toEqual(balance);
      }),
      { numRuns: 100 },
    );
    const report = await ledger.check();
    expect(report.walletDrift).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  }, 120_000);
});
