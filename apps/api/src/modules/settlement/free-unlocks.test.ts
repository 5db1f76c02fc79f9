// Free unlocks earn what the channel's contract says (issue 38): finance sets the won per free
// unlock in the console, 기다무 claims (a rental, or an owned episode) count for the creator as
// free listens, and the month's statement pays them on top of the share, with the conservation
// laws holding.
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { buildTestServer, type TestApiServer } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { closeMonth } from './close.ts';
import { checkConservation } from './conservation.ts';
import { monthOf, monthRange } from './months.ts';
import { createSettlementRepository } from './repository.ts';

// A little ahead of the real clock: episodes made now are open at the test's time.
let clock = Date.now() + 10 * 60_000;
let database: TestDatabase;
let api: TestApiServer;
beforeAll(async () => {
  database = await createTestDatabase();
  api = await buildTestServer(database, { settings: { clock: () => new Date(clock) } });
});
afterAll(async () => {
  await api?.close();
  await database?.drop();
});

let finance = { cookie: '', secret: '' };
/** Every authenticator step works once: the clock moves to the next one. */
function freshCode(): string {
  clock += 30_000;
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(finance.secret), digits: 6 }).generate({
    timestamp: clock,
  });
}

async function signInFinance() {
  const created = (await api.services.console.createOperator({
    email: 'finance@free.example',
    role: 'finance',
    name: '정산',
  }))!;
  finance = { cookie: '', secret: created.totpSecret };
  const response = await api.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: { email: 'finance@free.example', password: created.password, otp: freshCode() },
  });
  expect(response.statusCode, response.body).toBe(200);
  finance.cookie = `ops_token=${response.cookies.find((item) => item.name === 'ops_token')!.value}`;
}

async function waitFreePlaylist(channelId: number, rentalHours: number) {
  const playlist = await makePlaylist(database.db, {
    channelId,
    isFree: false,
    price: 5,
    waitFreeHours: 24,
    waitFreeExcludeNewest: 0,
    waitFreeRentalHours: rentalHours,
  });
  const episode = await makeContent(database.db, {
    playlistId: playlist.id,
    isFree: false,
    price: 5,
    episodeNo: 1,
  });
  return { playlist, episode };
}

describe('free unlocks in settlement', () => {
  it('pays the contract’s won per 기다무 unlock, counted as free listens, in the month’s statement', async () => {
    const db = database.db;
    const creator = await joinMember(api, 'free-owner@free.example');
    const channel = await makeChannel(db, { name: '무료소리', ownerUserId: creator.user.userInfo.id });
    const rented = await waitFreePlaylist(channel.id, 72);
    const owned = await waitFreePlaylist(channel.id, 0);

    await signInFinance();
    const path = `/api/live/ops/channels/${channel.id}/contract`;
    const put = (body: object) =>
      api.inject({ method: 'PUT', url: path, headers: { ...WRITE, cookie: finance.cookie }, payload: body });
    const terms = { shareBp: 7000, bonusWonPerHeart: 0, creatorType: 'individual', minimumPayout: 10_000 };
    const refused = await put({ ...terms, freeUnlockWon: -1, reason: '무료 이용 단가', otp: freshCode() });
    expect(refused.statusCode).toBe(400);
    const set = await put({ ...terms, freeUnlockWon: 50, reason: '무료 이용 단가', otp: freshCode() });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().result).toMatchObject({ freeUnlockWon: 50 });
    // A body without the rate (an older console) leaves it as it is.
    const kept = await put({ ...terms, minimumPayout: 20_000, reason: '최소 지급액', otp: freshCode() });
    expect(kept.json().result).toMatchObject({ freeUnlockWon: 50, minimumPayout: 20_000 });

    for (const { playlist, episode } of [rented, owned]) {
      const listener = await joinMember(api);
      const claimed = await api.inject({
        method: 'POST',
        url: `/api/live/v2/service/content/waitFree/${playlist.id}/${episode.id}`,
        headers: { 'x-client': 'web', token: listener.token },
      });
      expect(claimed.statusCode, claimed.body).toBe(200);
    }

    const earnings = await api.inject({
      url: `/api/live/v2/studio/channel/${channel.id}/earnings`,
      headers: { token: creator.token },
    });
    expect(earnings.statusCode, earnings.body).toBe(200);
    expect(earnings.json().result.totals).toMatchObject({
      paidWon: 0,
      freeUnlocks: 2,
      freeUnlockWon: 100,
      estimatedCreatorWon: 100,
    });

    const month = monthOf(new Date(clock));
    const closed = await closeMonth(
      createSettlementRepository(db),
      month,
      new Date(monthRange(month).end.getTime() + 10 * 60_000),
    );
    expect(closed).toMatchObject({ outcome: 'closed', statements: 1 });
    const statements = await api.inject({
      url: `/api/live/v2/studio/channel/${channel.id}/statements`,
      headers: { token: creator.token },
    });
    expect(statements.json().result).toMatchObject([
      {
        month: month.slice(0, 7),
        creatorWon: 0,
        freeUnlocks: 2,
        freeUnlockWon: 100,
        status: 'carried',
        holdReason: 'below_minimum',
        carriedOut: 100,
      },
    ]);
    expect((await checkConservation(db)).problems).toEqual([]);
  });
});
