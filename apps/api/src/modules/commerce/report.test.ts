import { formatKstDate } from '@sogon/contract/time/kst';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';

// The console's report of the ways to pay (issue 38): per playlist over Seoul days, 기다무 and
// pass-ticket free unlocks, rentals paid with hearts, conversions to purchase and gifts, on the
// real routes that make them.
const api = setupTestApi();
const past = new Date('2020-01-01T00:00:00Z');
let cookie = '';
let names = 0;

beforeAll(async () => {
  const created = (await api.app.services.console.createOperator({
    email: 'report@commerce.example',
    role: 'support',
    name: 'CS',
  }))!;
  const otp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(created.totpSecret),
    digits: 6,
  }).generate();
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/live/ops/auth/login',
    headers: WRITE,
    payload: { email: 'report@commerce.example', password: created.password, otp },
  });
  expect(response.statusCode, response.body).toBe(200);
  cookie = `ops_token=${response.cookies.find((item) => item.name === 'ops_token')!.value}`;
});

async function member(hearts: number) {
  const joined = await joinMember(api.app);
  const id = joined.user.userInfo.id as number;
  names += 1;
  const nickname = `리포트회원${names}${process.pid}`;
  await api.database.db.update(users).set({ username: nickname }).where(eq(users.id, id));
  if (hearts === 0) return { id, token: joined.token, nickname };
  const ledger = createLedger(api.database.db);
  await ledger.transaction((tx) =>
    ledger.credit(tx, { userId: id, kind: 'grant', idempotencyKey: 'report', paid: hearts, bonus: 0 }),
  );
  return { id, token: joined.token, nickname };
}

const post = (token: string, url: string, payload?: object) =>
  api.app.inject({
    method: 'POST',
    url: `/api/live${url}`,
    ...(payload ? { headers: { ...WRITE, token }, payload } : { headers: { 'x-client': 'web', token } }),
  });
const report = (query = '') =>
  api.app.inject({ url: `/api/live/ops/commerce/report${query}`, headers: { cookie } });

describe('the console’s report of free unlocks, rentals, conversions and gifts', () => {
  it('adds up each playlist over Seoul days, and refuses a range that is not one', async () => {
    const db = api.database.db;
    const channel = await makeChannel(db, { name: '리포트채널' });
    const playlist = await makePlaylist(db, {
      channelId: channel.id,
      title: '기다무 리포트',
      isFree: false,
      price: 5,
      rentalHours: 72,
      waitFreeHours: 24,
      waitFreeRentalHours: 72,
      openDt: past,
    });
    const episodes = [];
    for (const episodeNo of [1, 2, 3, 4])
      episodes.push(
        await makeContent(db, {
          playlistId: playlist.id,
          isFree: false,
          price: 5,
          rentalPrice: 2,
          episodeNo,
          openDt: past,
        }),
      );
    const [first, second, third] = episodes;
    const quiet = await makePlaylist(db, { channelId: channel.id, isFree: false, price: 5, openDt: past });

    // A free unlock, then the same member owns it with hearts: a conversion.
    const reader = await member(20);
    expect(
      (await post(reader.token, `/v2/service/content/waitFree/${playlist.id}/${first!.id}`)).statusCode,
    ).toBe(200);
    const bought = await api.app.inject({
      url: `/api/live/v2/service/content/purchase/${playlist.id}/${first!.id}`,
      headers: { 'x-client': 'web', token: reader.token },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    // A rental paid with hearts, not bought.
    const renter = await member(20);
    expect(
      (await post(renter.token, `/v2/service/content/rent/${playlist.id}/${second!.id}`)).statusCode,
    ).toBe(200);
    // A gift of an episode, accepted.
    const sender = await member(20);
    const recipient = await member(0);
    const sent = await post(sender.token, '/v1/user/gifts', {
      nickname: recipient.nickname,
      target: 'episode',
      contentId: third!.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const accepted = await post(recipient.token, `/v1/user/gifts/${sent.json().result.gift.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const answer = await report();
    expect(answer.statusCode, answer.body).toBe(200);
    const today = formatKstDate(new Date(), 'YYYY-MM-DD');
    expect(answer.json().result).toMatchObject({ to: today, page: 1, total: 1 });
    const row = {
      playlistId: playlist.id,
      title: '기다무 리포트',
      channelName: '리포트채널',
      waitFree: 1,
      passTickets: 0,
      rentals: 1,
      rentalHearts: 2,
      conversions: 1,
      gifts: 1,
      giftHearts: 5,
      giftsAccepted: 1,
    };
    expect(answer.json().result.rows).toEqual([row]);
    expect(
      answer.json().result.rows.some((each: { playlistId: number }) => each.playlistId === quiet.id),
    ).toBe(false);
    const { playlistId: _, title: _t, channelName: _c, ...figures } = row;
    expect(answer.json().result.totals).toEqual(figures);

    // Days before any of it: nothing; a page past the end: no rows, the same totals.
    expect((await report('?from=2024-01-01&to=2024-01-31')).json().result).toMatchObject({
      total: 0,
      rows: [],
    });
    expect((await report('?page=2')).json().result).toMatchObject({ total: 1, rows: [], totals: figures });
    for (const query of [
      '?to=2025-02-30',
      '?from=2026-03-01&to=2026-02-01',
      '?from=2020-01-01&to=2026-01-01',
      '?page=0',
    ]) {
      const refused = await report(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    }
    // Members cannot read it: the console answers them as if it were not there.
    const stranger = await api.app.inject({
      url: '/api/live/ops/commerce/report',
      headers: { token: reader.token },
    });
    expect(stranger.statusCode).toBe(404);
  });
});
