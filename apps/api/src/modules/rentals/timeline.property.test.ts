// Random timelines of 대여, 기다무 claims, purchases and the clock moving on (ADR 066), each
// checked against a model written from the rules: a claim succeeds exactly when the
// timer allows (so tickets never exceed the schedule), a rental plays until its end and never
// after — in the stream decision (behind the play answer and the key), the offline licence and
// the playlist page — owning after renting costs the price less the hearts paid renting, and
// the ledger laws (`ledger:check`: no wallet drift, every spend balanced, conservation) hold.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '#api/modules/hearts';
import { createOfflineLicences } from '#api/modules/media';
import { checkConservation } from '#api/modules/settlement';
import { joinMember } from '../../../test/accounts.ts';
import { buildTestServer, type TestApiServer } from '../../../test/api-server.ts';
import { makeContent, makePlaylist } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

const HOUR = 3_600_000;
const LICENCE_MS = 30 * 24 * HOUR;
let nowMs = Date.now() + 24 * HOUR;
const clock = () => new Date(nowMs);

let database: TestDatabase;
let api: TestApiServer;
beforeAll(async () => {
  database = await createTestDatabase();
  api = await buildTestServer(database, { settings: { clock } });
});
afterAll(async () => {
  await api?.close();
  await database?.drop();
});

const EPISODES = 4;
const PRICE = 5;

const step = fc.oneof(
  {
    arbitrary: fc.record({ op: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 40 }) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ op: fc.constant('claim' as const), episode: fc.nat({ max: EPISODES - 1 }) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ op: fc.constant('rent' as const), episode: fc.nat({ max: EPISODES - 1 }) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ op: fc.constant('buy' as const), episode: fc.nat({ max: EPISODES - 1 }) }),
    weight: 2,
  },
);

const terms = fc.record({
  waitFreeHours: fc.constantFrom(12, 24, 48),
  excludeNewest: fc.nat({ max: 2 }),
  waitFreeRentalHours: fc.constantFrom(0, 24, 72),
  rentalHours: fc.constantFrom(1, 24, 72),
  rentalPrice: fc.integer({ min: 1, max: 4 }),
  hearts: fc.integer({ min: 0, max: 30 }),
});

interface Model {
  owned: boolean[];
  /** The latest end of each episode's rentals (0: none). */
  rentedUntil: number[];
  credit: number[];
  lastClaim: number | null;
  claims: number[];
  wallet: number;
}

describe('rental and 기다무 timelines against the model', () => {
  it('tickets follow the schedule, rentals end on time everywhere, prices and the ledger are right', async () => {
    await fc.assert(
      fc.asyncProperty(terms, fc.array(step, { minLength: 1, maxLength: 10 }), async (t, steps) => {
        const db = database.db;
        const member = await joinMember(api);
        const userId = member.user.userInfo.id as number;
        if (t.hearts > 0) {
          const ledger = createLedger(db);
          await ledger.transaction((tx) =>
            ledger.credit(tx, { userId, kind: 'grant', idempotencyKey: 'model', paid: t.hearts, bonus: 0 }),
          );
        }
        const playlist = await makePlaylist(db, {
          isFree: false,
          price: PRICE,
          bundlePrice: 0,
          rentalHours: t.rentalHours,
          waitFreeHours: t.waitFreeHours,
          waitFreeExcludeNewest: t.excludeNewest,
          waitFreeRentalHours: t.waitFreeRentalHours,
        });
        const episodes = [];
        for (let n = 1; n <= EPISODES; n++) {
          episodes.push(
            await makeContent(db, {
              playlistId: playlist.id,
              isFree: false,
              price: PRICE,
              rentalPrice: t.rentalPrice,
              episodeNo: n,
            }),
          );
        }
        const model: Model = {
          owned: episodes.map(() => false),
          rentedUntil: episodes.map(() => 0),
          credit: episodes.map(() => 0),
          lastClaim: null,
          claims: [],
          wallet: t.hearts,
        };
        const live = (index: number) => model.rentedUntil[index]! > nowMs;
        const newest = (index: number) => index >= EPISODES - t.excludeNewest;
        const viewer = { userId, canSeeAdult: false };
        const offline = createOfflineLicences({
          media: api.services.media.repository,
          access: api.services.media.access,
          play: api.services.media.play,
          storage: api.services.media.storage,
          lifetimeSec: () => LICENCE_MS / 1000,
          now: () => nowMs,
        });
        const post = (url: string) =>
          api.inject({
            method: 'POST',
            url: `/api/live${url}`,
            headers: { 'x-client': 'web', token: member.token },
          });

        for (const s of steps) {
          if (s.op === 'wait') {
            nowMs += s.hours * HOUR;
          } else if (s.op === 'claim') {
            const i = s.episode;
            const answer = await post(`/v2/service/content/waitFree/${playlist.id}/${episodes[i]!.id}`);
            const eligible = !model.owned[i] && !live(i) && !newest(i);
            const due = model.lastClaim === null || nowMs - model.lastClaim >= t.waitFreeHours * HOUR;
            if (!eligible) {
              expect(answer.json().result.reason).toBe('wait_free_not_eligible');
            } else if (!due) {
              expect(answer.json().result.reason).toBe('wait_free_not_yet');
            } else {
              expect(answer.statusCode).toBe(200);
              model.lastClaim = nowMs;
              model.claims.push(nowMs);
              if (t.waitFreeRentalHours > 0) model.rentedUntil[i] = nowMs + t.waitFreeRentalHours * HOUR;
              else model.owned[i] = true;
            }
          } else if (s.op === 'rent') {
            const i = s.episode;
            const answer = await post(`/v2/service/content/rent/${playlist.id}/${episodes[i]!.id}`);
            if (model.owned[i]) expect(answer.json().result.reason).toBe('owned');
            else if (live(i)) expect(answer.json().result.reason).toBe('rented');
            else if (model.wallet < t.rentalPrice)
              expect(answer.json().message).toBe('ERROR_HEART_NOT_ENOUGH');
            else {
              expect(answer.statusCode).toBe(200);
              expect(answer.json().result.hearts).toBe(t.rentalPrice);
              model.wallet -= t.rentalPrice;
              model.credit[i]! += t.rentalPrice;
              model.rentedUntil[i] = nowMs + t.rentalHours * HOUR;
            }
          } else {
            const i = s.episode;
            const answer = await api.inject({
              url: `/api/live/v2/service/content/purchase/${playlist.id}/${episodes[i]!.id}`,
              headers: { 'x-client': 'web', token: member.token },
            });
            const cost = Math.max(0, PRICE - model.credit[i]!);
            if (model.owned[i]) expect(answer.json().result.alreadyOwned).toBe(true);
            else if (model.wallet < cost) expect(answer.json().message).toBe('ERROR_HEART_NOT_ENOUGH');
            else {
              expect(answer.json().result).toMatchObject({ hearts: cost, alreadyOwned: false });
              model.wallet -= cost;
              model.owned[i] = true;
            }
          }

          // Every reader agrees with the model now.
          const page = (
            await api.inject({
              url: `/api/live/v2/playlist/${playlist.id}`,
              headers: { token: member.token },
            })
          ).json().result;
          const licences = await offline.check(
            viewer,
            episodes.map((episode) => episode.id),
          );
          for (const [i, episode] of episodes.entries()) {
            const plays = model.owned[i]! || live(i);
            const decided = await api.services.media.access.decide(episode.id, viewer);
            expect(decided.scope).toBe(plays ? 'full' : 'preview');
            const rentedOnly = !model.owned[i] && live(i);
            expect(decided.until?.getTime() ?? null).toBe(rentedOnly ? model.rentedUntil[i]! : null);
            const shown = page.episodes.find((e: { id: number }) => e.id === episode.id);
            expect(shown.access).toBe(model.owned[i] ? 'purchased' : live(i) ? 'rental' : 'not_purchased');
            const licence = licences.items[i]!;
            expect(licence.valid).toBe(plays);
            if (plays) {
              const expected = rentedOnly
                ? Math.min(nowMs + LICENCE_MS, model.rentedUntil[i]!)
                : nowMs + LICENCE_MS;
              expect(Date.parse(licence.expiresAt!)).toBe(expected);
            }
          }
          const expectedNext =
            model.lastClaim !== null && model.lastClaim + t.waitFreeHours * HOUR > nowMs
              ? new Date(model.lastClaim + t.waitFreeHours * HOUR).toISOString()
              : null;
          expect(page.waitFreeAt).toBe(expectedNext);
        }

        // Tickets never exceed the schedule: claims at least an interval apart.
        for (let n = 1; n < model.claims.length; n++) {
          expect(model.claims[n]! - model.claims[n - 1]!).toBeGreaterThanOrEqual(t.waitFreeHours * HOUR);
        }
        const wallet = await db.$client.query<{ total: number }>(
          'select coalesce(sum(paid + bonus), 0)::int as total from heart_wallets where user_id = $1',
          [userId],
        );
        expect(wallet.rows[0]?.total ?? 0).toBe(model.wallet);
        const report = await createLedger(db).check();
        expect(report.walletDrift).toEqual([]);
        expect(report.unbalancedTransactions).toEqual([]);
        expect((await checkConservation(db)).problems).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
