// A month of a creator's earnings over real HTTP: a listener pays through the sandbox gateway,
// tips with a message and unlocks episodes; the owner reads the month in won; the month closes
// (test clock) into a statement with withholding; finance approves it with a fresh code,
// downloads the transfer file and marks it paid, and the creator is mailed.
import { randomBytes } from 'node:crypto';
import { OPS_REASON_MAX } from '@sogon/contract/ops-limits';
import type { TOpsRole } from '@sogon/contract/schemas/ops';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { heartProducts, payoutAccounts } from '#api/db/schema/index';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { setupPaymentServer } from '../payments/test-kit.ts';
import { AccountNumberUnreadable, openAccountNumber, sealAccountNumber } from './account-numbers.ts';
import { closeMonth } from './close.ts';
import { checkConservation } from './conservation.ts';
import { statementFigures } from './figures.ts';
import { addMonths, monthOf, monthRange } from './months.ts';
import { createSettlementRepository } from './repository.ts';

let clock = Date.now();
const kit = setupPaymentServer({ clock: () => new Date(clock), devMailbox: true });
const db = () => kit.state.database.db;
const app = () => kit.state.app;
const accountKey = () => app().services.keys.payoutAccount;

/** A table's raw account columns for a channel: what a dump of the database would show. */
async function rawAccount(table: 'payout_accounts' | 'settlement_statements', channelId: number) {
  const { rows } = await db().execute<{ sealed: Buffer | null; masked: string; plain: string | null }>(
    sql`select account_sealed as sealed, account_masked as masked, account_number_plain as plain
          from ${sql.identifier(table)} where channel_id = ${channelId}`,
  );
  return rows[0]!;
}

/** The number appears nowhere in the row: not as text, not as its digits' bytes. */
function expectSealed(row: { sealed: Buffer | null; plain: string | null }, digits: string) {
  expect(row.plain).toBeNull();
  expect(Buffer.isBuffer(row.sealed)).toBe(true);
  expect(row.sealed!.includes(Buffer.from(digits))).toBe(false);
  expect(row.sealed!.includes(Buffer.from(digits.slice(-6)))).toBe(false);
}

const people = {} as Record<TOpsRole, { totpSecret: string; cookie: string }>;
const code = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: clock,
  });
/** Moves the clock to the next step and answers its code: every code works once. */
function freshCode(role: TOpsRole): string {
  clock += 30_000;
  return code(people[role].totpSecret);
}

function ops(role: TOpsRole, method: 'GET' | 'POST', url: string, body?: object) {
  return app().inject({
    method,
    url: `/api/live${url}`,
    headers: { ...WRITE, cookie: people[role].cookie },
    ...(body ? { payload: body } : {}),
  });
}

const made = {} as Record<TOpsRole, { password: string; totpSecret: string }>;

/** Console sign-ins of an operator and of finance (made once, signed in again when called again). */
async function signInOperators() {
  for (const role of ['operator', 'finance'] as const) {
    const email = `${role}@settle.example`;
    if (!made[role]) {
      const created = await app().services.console.createOperator({ email, role, name: role });
      made[role] = { password: created!.password, totpSecret: created!.totpSecret };
    }
    clock += 30_000;
    const response = await app().inject({
      method: 'POST',
      url: '/api/live/ops/auth/login',
      headers: WRITE,
      payload: { email, password: made[role].password, otp: code(made[role].totpSecret) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((item) => item.name === 'ops_token')!;
    people[role] = { totpSecret: made[role].totpSecret, cookie: `ops_token=${cookie.value}` };
  }
}

describe('a creator’s month from tip to payout', () => {
  it('values spends in won, closes the month once, and pays the creator after approval', async () => {
    const creator = await joinMember(app(), 'creator@settle.example');
    const channel = await makeChannel(db(), { name: '달빛소리', ownerUserId: creator.user.userInfo.id });
    const playlist = await makePlaylist(db(), { channelId: channel.id, isFree: false, price: 50 });
    const episode = await makeContent(db(), {
      playlistId: playlist.id,
      isFree: false,
      price: 50,
      episodeNo: 1,
    });
    await db()
      .insert(payoutAccounts)
      .values({
        channelId: channel.id,
        bankCode: '004',
        ...sealAccountNumber(accountKey(), channel.id, '12345678901234'),
        holderName: '김소곤',
        checkedAt: new Date(),
      });

    const listener = await kit.member();
    const [pack] = await db().select().from(heartProducts).where(sql`${heartProducts.name} = '하트 500개'`);
    await kit.pay(await kit.ready(listener.token, pack!.id), 'approve');
    // 500 paid hearts for 49,000 won (98 won each) and 50 bonus hearts.
    expect(await kit.balance(listener.token)).toEqual({ paid: 500, bonus: 50, total: 550 });

    const tip = (token: string, body: object, key?: string) =>
      app().inject({
        method: 'POST',
        url: `/api/live/v2/channel/${channel.id}/tip`,
        headers: { ...WRITE, token, ...(key ? { 'idempotency-key': key } : {}) },
        payload: body,
      });
    const first = await tip(listener.token, { hearts: 300, message: '늘 잘 듣고 있어요' }, 'tip-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({ hearts: 300, balance: { paid: 250, bonus: 0, total: 250 } });
    const retried = await tip(listener.token, { hearts: 300, message: '늘 잘 듣고 있어요' }, 'tip-key-0001');
    expect(retried.json().result).toMatchObject({ hearts: 0, balance: { total: 250 } });
    const own = await tip(creator.token, { hearts: 1 });
    expect(own.statusCode).toBe(400);
    expect(own.json().detail).toBe('내 채널에는 후원할 수 없어요.');
    const tooMany = await tip(listener.token, { hearts: 251 });
    expect(tooMany.json().message).toBe('ERROR_HEART_NOT_ENOUGH');
    const wrong = await tip(listener.token, { hearts: 0 });
    expect(wrong.statusCode).toBe(400);

    const unlock = await app().inject({
      method: 'GET',
      url: `/api/live/v2/service/content/purchase/${playlist.id}/${episode.id}`,
      headers: { 'x-client': 'web', token: listener.token },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);

    // 50 bonus + 250 paid hearts tipped, 50 paid hearts for the episode: 300 paid at 98 won.
    const earnings = await app().inject({
      method: 'GET',
      url: `/api/live/v2/studio/channel/${channel.id}/earnings`,
      headers: { token: creator.token },
    });
    expect(earnings.statusCode, earnings.body).toBe(200);
    const month = earnings.json().result;
    expect(month.totals).toMatchObject({ paidHearts: 300, bonusHearts: 50, paidWon: 29_400, bonusWon: 0 });
    expect(month.bySource).toEqual([
      { source: 'purchase', paidHearts: 50, bonusHearts: 0, paidWon: 4_900, bonusWon: 0 },
      { source: 'tip', paidHearts: 250, bonusHearts: 50, paidWon: 24_500, bonusWon: 0 },
    ]);
    expect(month.tips).toMatchObject([{ hearts: 300, message: '늘 잘 듣고 있어요' }]);
    expect(month.byContent.map((row: { title: string }) => row.title)).toEqual(['달빛소리', playlist.title]);
    const stranger = await app().inject({
      method: 'GET',
      url: `/api/live/v2/studio/channel/${channel.id}/earnings`,
      headers: { token: listener.token },
    });
    expect(stranger.statusCode).toBe(403);

    // The month is not over: nothing closes. Ten minutes after it ends, it closes, once.
    const settlement = app().services.settlement;
    expect(await settlement.closeDue()).toEqual([]);
    const closing = monthOf(new Date());
    clock = monthRange(closing).end.getTime() + 10 * 60_000;
    expect(await settlement.closeDue()).toMatchObject([{ outcome: 'closed', statements: 1, payable: 1 }]);
    expect(await settlement.closeDue()).toEqual([]);

    const expected = statementFigures(
      { paidHearts: 300, bonusHearts: 50, paidWon: 29_400, bonusWon: 0 },
      { shareBp: 7000, creatorType: 'individual', minimumPayout: 10_000 },
      0,
      true,
    );
    // 29,400 won → 26,727 after VAT → 18,708 to the creator → 3 % + 0.3 % withheld.
    expect(expected).toMatchObject({ creatorWon: 18_708, incomeTax: 560, localTax: 50, netWon: 18_098 });
    const statements = await app().inject({
      method: 'GET',
      url: `/api/live/v2/studio/channel/${channel.id}/statements`,
      headers: { token: creator.token },
    });
    expect(statements.json().result).toMatchObject([
      { ...expected, month: closing.slice(0, 7), account: '004 **********1234', batchStatus: 'pending' },
    ]);
    // The statement keeps the account's sealed bytes, never the number.
    const statementRow = await rawAccount('settlement_statements', channel.id);
    expectSealed(statementRow, '12345678901234');
    expect(statementRow.masked).toBe('**********1234');

    // Back to today for the console (its sessions are dated by the database).
    clock = Date.now();
    await signInOperators();
    const path = `/ops/settlements/${closing.slice(0, 7)}`;
    expect((await ops('finance', 'GET', '/ops/settlements')).json().result).toMatchObject([
      { month: closing.slice(0, 7), status: 'pending', statements: 1, payable: 1, netWon: 18_098 },
    ]);
    expect((await ops('finance', 'GET', `${path}/transfers.csv`)).statusCode).toBe(400);
    expect(
      (await ops('operator', 'POST', `${path}/approve`, { otp: freshCode('operator') })).statusCode,
    ).toBe(403);
    expect((await ops('finance', 'POST', `${path}/approve`, { otp: '000000' })).statusCode).toBe(400);
    const approved = await ops('finance', 'POST', `${path}/approve`, { otp: freshCode('finance') });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().result).toMatchObject({ status: 'approved' });
    const again = await ops('finance', 'POST', `${path}/approve`, { otp: freshCode('finance') });
    expect(again.json().detail).toBe('승인을 기다리는 정산이 아니에요.');

    const csv = await ops('finance', 'GET', `${path}/transfers.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [year, monthNo] = closing.split('-').map(Number);
    expect(csv.body).toBe(
      `\uFEFF은행코드,계좌번호,예금주,금액,적요,채널\r\n004,12345678901234,김소곤,18098,소곤 ${year}년 ${monthNo}월 정산,달빛소리\r\n`,
    );
    // A number sealed under another key (or moved from another channel's row) fails the file
    // loudly instead of paying an account nobody checked.
    const [statementId] = (
      await db().execute<{ id: string }>(
        sql`select id from settlement_statements where channel_id = ${channel.id}`,
      )
    ).rows;
    const keep = statementRow.sealed!;
    const otherKey = sealAccountNumber(randomBytes(32), channel.id, '99999999999999').accountSealed;
    const otherChannel = sealAccountNumber(accountKey(), channel.id + 1, '99999999999999').accountSealed;
    for (const wrong of [otherKey, otherChannel]) {
      await db().execute(
        sql`update settlement_statements set account_sealed = ${wrong} where id = ${statementId!.id}`,
      );
      const refused = await ops('finance', 'GET', `${path}/transfers.csv`);
      expect(refused.statusCode).toBe(500);
      expect(refused.body).not.toContain('99999999999999');
    }
    expect(() => openAccountNumber(randomBytes(32), channel.id, keep)).toThrow(AccountNumberUnreadable);
    await db().execute(
      sql`update settlement_statements set account_sealed = ${keep} where id = ${statementId!.id}`,
    );
    expect((await ops('finance', 'GET', `${path}/transfers.csv`)).body).toContain('004,12345678901234,');

    const paid = await ops('finance', 'POST', `${path}/paid`, { otp: freshCode('finance') });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ status: 'paid' });
    const after = await app().inject({
      method: 'GET',
      url: `/api/live/v2/studio/channel/${channel.id}/statements`,
      headers: { token: creator.token },
    });
    expect(after.json().result).toMatchObject([{ status: 'paid', batchStatus: 'paid' }]);
    // The notice goes out through the mail job after the answer.
    await expect
      .poll(async () => (await app().inject({ method: 'GET', url: '/api/live/dev/mail' })).body, {
        timeout: 15_000,
      })
      .toContain(`${monthNo}월 정산금 18,098원을 보냈어요.`);
    const audit = await db().execute<{ action: string }>(
      sql`select action from ops_audit where action like 'settlement.%' order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['settlement.approve', 'settlement.paid']);
  });

  it('lets finance change a channel’s terms, audited, and values later bonus hearts at the new rate', async () => {
    // The clock only moves on: every authenticator step works once.
    await signInOperators();
    const channel = await makeChannel(db(), { name: '새벽비' });
    const path = `/ops/channels/${channel.id}/contract`;
    expect((await ops('operator', 'GET', path)).json().result).toMatchObject({
      shareBp: 7000,
      bonusWonPerHeart: 0,
      creatorType: 'individual',
      minimumPayout: 10_000,
      lastChange: null,
    });
    const terms = { shareBp: 8000, bonusWonPerHeart: 10, creatorType: 'individual', minimumPayout: 5_000 };
    const asOperator = await app().inject({
      method: 'PUT',
      url: `/api/live${path}`,
      headers: { ...WRITE, cookie: people.operator.cookie },
      payload: { ...terms, reason: '계약 갱신', otp: freshCode('operator') },
    });
    expect(asOperator.statusCode).toBe(403);
    const put = (body: object) =>
      app().inject({
        method: 'PUT',
        url: `/api/live${path}`,
        headers: { ...WRITE, cookie: people.finance.cookie },
        payload: body,
      });
    const business = await put({
      ...terms,
      creatorType: 'business',
      reason: '사업자 전환',
      otp: freshCode('finance'),
    });
    expect(business.json().detail).toBe('사업자는 사업자등록번호 10자리를 입력해 주세요.');
    const changed = await put({ ...terms, reason: '계약 갱신', otp: freshCode('finance') });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toMatchObject({ ...terms, channelName: '새벽비' });
    const [audit] = (
      await db().execute<{ reason: string; before: object; after: object }>(
        sql`select reason, before, after from ops_audit where action = 'channel.contract' order by id desc limit 1`,
      )
    ).rows;
    expect(audit).toMatchObject({ reason: '계약 갱신', before: { shareBp: 7000 }, after: { shareBp: 8000 } });
    // Anyone who reads the terms sees who changed them last, and why.
    expect((await ops('operator', 'GET', path)).json().result).toMatchObject({
      ...terms,
      lastChange: { operator: 'finance@settle.example', reason: '계약 갱신' },
    });

    const listener = await kit.member();
    await kit.state.ledger.transaction((tx) =>
      kit.state.ledger.credit(tx, {
        userId: listener.id,
        kind: 'grant',
        idempotencyKey: 'terms',
        paid: 0,
        bonus: 20,
      }),
    );
    const tipped = await app().inject({
      method: 'POST',
      url: `/api/live/v2/channel/${channel.id}/tip`,
      headers: { ...WRITE, token: listener.token },
      payload: { hearts: 20 },
    });
    expect(tipped.statusCode, tipped.body).toBe(200);
    const [earned] = (
      await db().execute<{ bonus_won: number }>(
        sql`select bonus_won from channel_earnings where channel_id = ${channel.id}`,
      )
    ).rows;
    expect(earned).toEqual({ bonus_won: 200 });
  });

  it('registers a payout account only when the bank names the verified owner', async () => {
    const owner = await joinMember(app(), 'payout-owner@settle.example');
    const ownerId = owner.user.userInfo.id;
    const channel = await makeChannel(db(), { name: '조용한밤', ownerUserId: ownerId });
    const register = (body: object, token = owner.token) =>
      app().inject({
        method: 'PUT',
        url: `/api/live/v2/studio/channel/${channel.id}/payout-account`,
        headers: { ...WRITE, token },
        payload: body,
      });
    const account = { bankCode: '088', accountNumber: '110-123-456789' };
    expect((await register(account)).json().detail).toBe('본인인증을 마친 뒤 지급 계좌를 등록할 수 있어요.');
    await db().execute(sql`
      insert into identity_verifications (user_id, provider, name, birth_date, gender, ci_hash, di_hash)
      values (${ownerId}, 'pass', '김소곤', '1990-03-15', 'F', '\\x01', '\\x02')`);
    // The sandbox bank knows only the accounts a tester opened.
    const unknown = await register(account);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('계좌를 확인할 수 없어요');
    const open = (body: object) =>
      fetch(`${kit.state.origin.url}/api/live/bank-sandbox/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (
        await open({
          bankCode: '088',
          accountNumber: '110123456789',
          holderName: '이영희',
          birthDate: '900315',
        })
      ).status,
    ).toBe(201);
    expect((await register(account)).json().detail).toBe(
      '예금주가 본인인증한 이름과 달라요. 본인 명의 계좌만 등록할 수 있어요.',
    );
    await open({
      bankCode: '088',
      accountNumber: '110123456789',
      holderName: '김 소곤',
      birthDate: '900101',
    });
    expect((await register(account)).json().detail).toContain('계좌를 확인할 수 없어요');
    // A tester opens the right account on the sandbox bank's page.
    const page = await fetch(`${kit.state.origin.url}/api/live/bank-sandbox/accounts`);
    expect(await page.text()).toContain('테스트 계좌 만들기');
    const form = await fetch(`${kit.state.origin.url}/api/live/bank-sandbox/accounts`, {
      method: 'POST',
      body: new URLSearchParams({
        bankCode: '088',
        accountNumber: '110-1234-56789',
        holderName: '김 소곤',
        birthDate: '900315',
      }),
    });
    expect(form.status).toBe(201);
    expect(await form.text()).toContain('신한은행 110123456789 (김 소곤) 계좌를 만들었어요.');
    const stranger = await kit.member();
    expect((await register(account, stranger.token)).statusCode).toBe(403);
    expect((await register({ bankCode: '999', accountNumber: '1101234567' })).statusCode).toBe(400);
    const saved = await register(account);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({
      bankCode: '088',
      bankName: '신한은행',
      account: '********6789',
      holderName: '김 소곤',
    });
    const read = await app().inject({
      method: 'GET',
      url: `/api/live/v2/studio/channel/${channel.id}/payout-account`,
      headers: { token: owner.token },
    });
    expect(read.json().result).toMatchObject({ account: '********6789' });
    // At rest: sealed and masked; only the key opens it.
    const row = await rawAccount('payout_accounts', channel.id);
    expectSealed(row, '110123456789');
    expect(row.masked).toBe('********6789');
    expect(openAccountNumber(accountKey(), channel.id, row.sealed)).toBe('110123456789');
  });

  it('cancels an unlock from the console: hearts back, not owned, and a deduction after the close', async () => {
    await signInOperators();
    const creator = await joinMember(app(), 'cancel-owner@settle.example');
    const channel = await makeChannel(db(), { name: '빗소리', ownerUserId: creator.user.userInfo.id });
    const playlist = await makePlaylist(db(), { channelId: channel.id, isFree: false, price: 30 });
    const episode = await makeContent(db(), {
      playlistId: playlist.id,
      isFree: false,
      price: 30,
      episodeNo: 1,
    });
    const listener = await kit.member();
    const [pack] = await db().select().from(heartProducts).where(sql`${heartProducts.name} = '하트 100개'`);
    await kit.pay(await kit.ready(listener.token, pack!.id), 'approve');
    const unlock = await app().inject({
      method: 'GET',
      url: `/api/live/v2/service/content/purchase/${playlist.id}/${episode.id}`,
      headers: { 'x-client': 'web', token: listener.token },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    // 10 bonus + 20 paid hearts at 99 won.
    expect(await kit.balance(listener.token)).toEqual({ paid: 80, bonus: 0, total: 80 });
    const [spend] = (
      await db().execute<{ id: string }>(
        sql`select id from ledger_transactions where user_id = ${listener.id} and kind = 'purchase'`,
      )
    ).rows;
    const spendId = Number(spend!.id);
    // The unlock's month closes before the cancel: the cancel is a deduction of the next one.
    await db().execute(
      sql`update channel_earnings set earned_at = earned_at - interval '40 days' where transaction_id = ${spendId}`,
    );
    const closedMonth = monthOf(new Date(Date.now() - 40 * 86_400_000));
    const repository = createSettlementRepository(db());
    await closeMonth(repository, closedMonth, new Date());

    const cancel = (body: object) =>
      app().inject({
        method: 'POST',
        url: `/api/live/ops/ledger/${spendId}/cancel`,
        headers: { ...WRITE, cookie: people.finance.cookie },
        payload: body,
      });
    // The reason follows the console's one rule (ZOpsReason): one character is refused and
    // changes nothing (the cancel below is the first); 501 are refused as well.
    for (const reason of ['가', '가'.repeat(OPS_REASON_MAX + 1)]) {
      const refused = await cancel({ reason, otp: freshCode('finance') });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    const cancelled = await cancel({ reason: '잘못 구매했다는 문의', otp: freshCode('finance') });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result).toMatchObject({
      paid: 20,
      bonus: 10,
      cancelledNow: true,
      balance: { paid: 100, bonus: 10, total: 110 },
    });
    const again = await cancel({ reason: '잘못 구매했다는 문의', otp: freshCode('finance') });
    expect(again.json().result).toMatchObject({ cancelledNow: false, balance: { total: 110 } });
    const validation = await app().inject({
      method: 'GET',
      url: `/api/live/v2/service/content/validation/${playlist.id}/${episode.id}`,
      headers: { 'x-client': 'web', token: listener.token },
    });
    expect(validation.json().result).toMatchObject({ playable: false });
    const reversal = await app().inject({
      method: 'POST',
      url: `/api/live/ops/ledger/${cancelled.json().result.reversalId}/cancel`,
      headers: { ...WRITE, cookie: people.finance.cookie },
      payload: { reason: '다시', otp: freshCode('finance') },
    });
    expect(reversal.json().detail).toBe('취소할 수 있는 구매나 후원이 아니에요.');

    // The earning of the closed month stands; this month has its negative twin.
    const rows = (
      await db().execute<{ paid_won: number; month: string }>(sql`
        select paid_won, to_char(date_trunc('month', earned_at at time zone 'Asia/Seoul'), 'YYYY-MM-DD') as month
          from channel_earnings where channel_id = ${channel.id} order by id`)
    ).rows;
    expect(rows).toEqual([
      { paid_won: 1980, month: closedMonth },
      { paid_won: -1980, month: monthOf(new Date()) },
    ]);
    const statement = await repository.statement(channel.id, closedMonth);
    expect(statement).toMatchObject({ status: 'carried', holdReason: 'below_minimum', carriedOut: 1260 });
    // Hearts and won are conserved. (The first test closed this very month through its test
    // clock, so today's negative earning sits in a closed month: the statements check says so.)
    const conservation = await checkConservation(db());
    expect(conservation.problems.filter((problem) => !problem.startsWith('closed statements'))).toEqual([]);
    expect(conservation.problems).toEqual([expect.stringContaining('closed statements add up to')]);
  });

  it('pays a business creator against their tax invoice, with the next approved month when it comes late', async () => {
    await signInOperators();
    const creator = await joinMember(app(), 'business-owner@settle.example');
    const channel = await makeChannel(db(), { name: '사업자채널', ownerUserId: creator.user.userInfo.id });
    await db()
      .insert(payoutAccounts)
      .values({
        channelId: channel.id,
        bankCode: '004',
        ...sealAccountNumber(accountKey(), channel.id, '99988877766655'),
        holderName: '박사장',
        checkedAt: new Date(),
      });
    const terms = await app().inject({
      method: 'PUT',
      url: `/api/live/ops/channels/${channel.id}/contract`,
      headers: { ...WRITE, cookie: people.finance.cookie },
      payload: {
        shareBp: 7000,
        bonusWonPerHeart: 0,
        creatorType: 'business',
        minimumPayout: 10_000,
        businessNumber: '1234567890',
        reason: '사업자 등록',
        otp: freshCode('finance'),
      },
    });
    expect(terms.statusCode, terms.body).toBe(200);

    // 50 bonus + 500 paid hearts (49,000 won) tipped, five months ago.
    const listener = await kit.member();
    const [pack] = await db().select().from(heartProducts).where(sql`${heartProducts.name} = '하트 500개'`);
    await kit.pay(await kit.ready(listener.token, pack!.id), 'approve');
    const tipped = await app().inject({
      method: 'POST',
      url: `/api/live/v2/channel/${channel.id}/tip`,
      headers: { ...WRITE, token: listener.token },
      payload: { hearts: 550 },
    });
    expect(tipped.statusCode, tipped.body).toBe(200);
    await db().execute(
      sql`update channel_earnings set earned_at = earned_at - interval '150 days' where channel_id = ${channel.id}`,
    );
    const earned = monthOf(new Date(Date.now() - 150 * 86_400_000));
    const next = addMonths(earned, 1);
    const repository = createSettlementRepository(db());
    expect(await closeMonth(repository, earned, new Date())).toMatchObject({ outcome: 'closed', payable: 1 });
    expect(await closeMonth(repository, next, new Date())).toMatchObject({ outcome: 'closed' });
    // What the job does after a close: the business creator is asked for the invoice.
    expect(await app().services.settlement.requestInvoices(earned)).toBe(1);
    await expect
      .poll(async () => (await app().inject({ method: 'GET', url: '/api/live/dev/mail' })).body, {
        timeout: 15_000,
      })
      .toContain(`${Number(earned.slice(5, 7))}월 정산 세금계산서를 발행해 주세요`);

    const studio = (method: 'GET' | 'PUT', url: string, token = creator.token, body?: object) =>
      app().inject({
        method,
        url: `/api/live/v2/studio/channel/${channel.id}${url}`,
        headers: { ...WRITE, token },
        ...(body ? { payload: body } : {}),
      });
    // 49,000 won → 44,545 supply → 31,181 to the creator, and 10 % VAT on top against the invoice.
    const [statement] = (await studio('GET', '/statements')).json().result;
    expect(statement).toMatchObject({
      month: earned.slice(0, 7),
      creatorType: 'business',
      payableWon: 31_181,
      incomeTax: 0,
      vatAdded: 3_118,
      netWon: 34_299,
      status: 'payable',
      payoutMonth: null,
      taxInvoice: {
        supplyWon: 31_181,
        vatWon: 3_118,
        totalWon: 34_299,
        supplierNumber: '1234567890',
        buyer: { name: '주식회사 소곤', registrationNumber: '123-45-67890' },
        issueBy: `${next.slice(0, 8)}10`,
        approvalNumber: null,
        receivedAt: null,
      },
    });

    // Approved and paid without the invoice: the transfer leaves it out and it stays payable.
    const earnedPath = `/ops/settlements/${earned.slice(0, 7)}`;
    expect(
      (await ops('finance', 'POST', `${earnedPath}/approve`, { otp: freshCode('finance') })).statusCode,
    ).toBe(200);
    expect((await ops('finance', 'GET', `${earnedPath}/transfers.csv`)).body).toBe(
      '\uFEFF은행코드,계좌번호,예금주,금액,적요,채널\r\n',
    );
    expect(
      (await ops('finance', 'POST', `${earnedPath}/paid`, { otp: freshCode('finance') })).statusCode,
    ).toBe(200);
    expect((await studio('GET', '/statements')).json().result[0]).toMatchObject({
      status: 'payable',
      batchStatus: 'paid',
      payoutMonth: null,
    });

    // The creator records the 국세청 approval number; its 작성일자 must fall in the month.
    const invoicePath = `/statements/${earned.slice(0, 7)}/tax-invoice`;
    const written = `${earned.slice(0, 4)}${earned.slice(5, 7)}28`;
    const record = (approvalNumber: string, token?: string) =>
      studio('PUT', invoicePath, token, { approvalNumber });
    expect((await record('1234')).statusCode).toBe(400);
    const outside = await record(`${next.slice(0, 4)}${next.slice(5, 7)}01-41000000-00000001`);
    expect(outside.json().detail).toBe(
      `승인번호 앞 8자리(작성일자)가 ${Number(earned.slice(0, 4))}년 ${Number(earned.slice(5, 7))}월 안의 날짜여야 해요.`,
    );
    const notADay = await record(`${earned.slice(0, 4)}${earned.slice(5, 7)}32-41000000-00000001`);
    expect(notADay.statusCode).toBe(400);
    expect((await record(`${written}4100000000000001`, listener.token)).statusCode).toBe(403);
    const missing = await studio('PUT', '/statements/2001-01/tax-invoice', creator.token, {
      approvalNumber: `${written}4100000000000001`,
    });
    expect(missing.statusCode).toBe(404);
    const recorded = await record(`${written} 41000000 00000001`);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().result.taxInvoice).toMatchObject({
      approvalNumber: `${written}-41000000-00000001`,
      receivedAt: expect.any(String),
    });

    // The next month's approval takes it: its transfer pays the late statement, with its own month.
    const nextPath = `/ops/settlements/${next.slice(0, 7)}`;
    expect((await ops('finance', 'GET', nextPath)).json().result.latePayouts).toMatchObject([
      { channelId: channel.id, month: earned.slice(0, 7), netWon: 34_299 },
    ]);
    expect(
      (await ops('finance', 'POST', `${nextPath}/approve`, { otp: freshCode('finance') })).statusCode,
    ).toBe(200);
    const taken = await record(`${written}-41000000-00000002`);
    expect(taken.json().detail).toBe('이미 지급이 승인된 정산이라 세금계산서를 바꿀 수 없어요.');
    const [year, monthNo] = earned.split('-').map(Number);
    expect((await ops('finance', 'GET', `${nextPath}/transfers.csv`)).body).toBe(
      `\uFEFF은행코드,계좌번호,예금주,금액,적요,채널\r\n004,99988877766655,박사장,34299,소곤 ${year}년 ${monthNo}월 정산,사업자채널\r\n`,
    );
    expect((await ops('finance', 'POST', `${nextPath}/paid`, { otp: freshCode('finance') })).statusCode).toBe(
      200,
    );
    expect((await studio('GET', '/statements')).json().result.at(-1)).toMatchObject({
      month: earned.slice(0, 7),
      status: 'paid',
      payoutMonth: next.slice(0, 7),
    });
    await expect
      .poll(async () => (await app().inject({ method: 'GET', url: '/api/live/dev/mail' })).body, {
        timeout: 15_000,
      })
      .toContain(`${monthNo}월 정산금 34,299원을 보냈어요.`);
  });
});
