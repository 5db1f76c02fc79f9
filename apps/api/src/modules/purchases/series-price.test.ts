import { seriesPrice } from '@sogon/contract/commerce/series-price';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purchases } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeContent, makePlaylist, makeUser } from '../../../test/factories.ts';
import { createPurchaseRepository } from './repository.ts';

// Series pricing (ADR 066): "the rest" of a playlist costs bundle_price × (locked paid) / (all
// paid), rounded down, never more than the locked episodes one by one. The unlock statement
// spells it in SQL; here it is held to the rule and its examples on a real database.
const api = setupTestApi();
const past = new Date('2020-01-01T00:00:00Z');
const NOBODY_ADULT = { canSeeAdult: false };

describe('the rule', () => {
  it('takes the share of the locked episodes, rounded down', () => {
    expect(seriesPrice(12, 15, 15)).toBe(12);
    expect(seriesPrice(12, 5, 15)).toBe(4);
    expect(seriesPrice(10, 7, 30)).toBe(2);
    expect(seriesPrice(20, 3, 15)).toBe(3); // never above the locked episodes one by one
    expect(seriesPrice(40, 30, 30)).toBe(30);
    expect(seriesPrice(12, 0, 15)).toBe(0);
    expect(seriesPrice(0, 5, 15)).toBe(0);
  });
});

async function world(prices: number[], free: boolean[], owned: boolean[], bundlePrice: number) {
  const playlist = await makePlaylist(api.database.db, {
    isFree: false,
    price: 1,
    bundlePrice,
    openDt: past,
  });
  const episodes = [];
  for (const [index, price] of prices.entries()) {
    episodes.push(
      await makeContent(api.database.db, {
        playlistId: playlist.id,
        isFree: free[index]!,
        price,
        episodeNo: index + 1,
        openDt: past,
      }),
    );
  }
  const member = await makeUser(api.database.db);
  const ledger = createLedger(api.database.db);
  await ledger.transaction((tx) =>
    ledger.credit(tx, {
      userId: member.id,
      kind: 'grant',
      idempotencyKey: 'series',
      paid: 100_000,
      bonus: 0,
    }),
  );
  const mine = episodes.filter((_, index) => owned[index]);
  if (mine.length > 0) {
    await api.database.db.insert(purchases).values(
      mine.map((episode) => ({
        userId: member.id,
        playlistId: playlist.id,
        contentId: episode.id,
        hearts: 0,
      })),
    );
  }
  return { playlist, episodes, member };
}

describe('buying the rest', () => {
  const repository = () => createPurchaseRepository(api.database.db);
  const buyRest = async (userId: number, playlistId: number) =>
    repository().unlock({
      userId,
      playlistId,
      viewer: { userId, ...NOBODY_ADULT },
      at: new Date(),
    });

  it('charges the examples of ADR 066', async () => {
    // 12 for 3 × 5; one owned: 10 of 15 locked → 8.
    const one = await world([5, 5, 5], [false, false, false], [true, false, false], 12);
    expect(await buyRest(one.member.id, one.playlist.id)).toMatchObject({ outcome: 'bought', hearts: 8 });
    // A free first episode counts for nothing; nothing owned → the bundle price.
    const none = await world([0, 5, 5, 5], [true, false, false, false], [false, false, false, false], 12);
    expect(await buyRest(none.member.id, none.playlist.id)).toMatchObject({ outcome: 'bought', hearts: 12 });
  });

  it('never costs more than the locked episodes, and the bundle price when nothing is owned', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(
            fc.record({ price: fc.integer({ min: 0, max: 50 }), free: fc.boolean(), owned: fc.boolean() }),
            {
              minLength: 1,
              maxLength: 8,
            },
          )
          .chain((episodes) =>
            fc.tuple(fc.constant(episodes), fc.integer({ min: 1, max: 300 }), fc.boolean()),
          ),
        async ([episodes, bundlePrice, ownNothing]) => {
          const owned = episodes.map((episode) => !ownNothing && episode.owned);
          const { playlist, member } = await world(
            episodes.map((episode) => episode.price),
            episodes.map((episode) => episode.free),
            owned,
            bundlePrice,
          );
          const paid = episodes.filter((episode) => !episode.free);
          const all = paid.reduce((sum, episode) => sum + episode.price, 0);
          const locked = episodes
            .filter((episode, index) => !episode.free && !owned[index])
            .reduce((sum, episode) => sum + episode.price, 0);
          const outcome = await buyRest(member.id, playlist.id);
          expect(outcome.outcome).toBe('bought');
          const hearts = outcome.outcome === 'bought' ? outcome.hearts : -1;
          expect(hearts).toBe(seriesPrice(bundlePrice, locked, all));
          expect(hearts).toBeLessThanOrEqual(locked);
          if (ownNothing) expect(hearts).toBe(Math.min(bundlePrice, all));
        },
      ),
      { numRuns: 30 },
    );
  });
});
