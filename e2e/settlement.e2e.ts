import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { settlementTexts, tipTexts } from '@sogon/contract/messages/settlement';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkPhone, newContext, useBrowser } from './browser.ts';
import { apiCall, apiToken, DEMO_CREATOR, joinByApi, logIn } from './members.ts';
import { FINANCE, NO_FINANCE, signIn, totpCode } from './ops-console.ts';

// Creator earnings and settlement (issue 20, ADR 043): a listener short of hearts is sent to
// charge, tips 오디오툰 공방 50 hearts with a message from its channel page and unlocks one of its
// episodes; the journey moves those earnings into last month and closes it with `npm run
// settlement:close`; the creator reads 수익 and the statement line by line in the studio; finance
// approves the month with a fresh code, downloads the transfer file and marks it paid.
const session = useBrowser();
const DATABASE_URL = process.env.E2E_DATABASE_URL;
const CLOSE = fileURLToPath(new URL('../apps/api/src/cli/settlement-close.ts', import.meta.url));
const run = promisify(execFile);
const CHANNEL = '오디오툰 공방';
const PLAYLIST = '오디오툰: 별을 세는 편의점';
const MESSAGE = '매일 밤 잘 듣고 있어요. 응원해요!';
const won = settlementTexts.studio.won;
const ops = settlementTexts.ops;

type Balance = { paid: number; bonus: number; total: number };

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

describe('creator earnings and settlement', () => {
  it('tips and unlocks, closes the month, shows the statement and pays it out', {
    timeout: 300_000,
  }, async (ctx) => {
    if (!DATABASE_URL)
      return ctx.skip('E2E_DATABASE_URL is not set: the month is moved and closed on the database');
    if (!FINANCE) return ctx.skip(NO_FINANCE);
    const { page } = session;
    const [channel] = await query<{ id: string }>('select id from channels where name = $1', [CHANNEL]);
    const [playlist] = await query<{ id: string }>('select id from playlists where title = $1', [PLAYLIST]);
    const channelPath = `/channel/${channel!.id}`;

    // A visitor is asked to log in first.
    await page.goto(channelPath);
    const tipButton = page.getByRole('button', { name: tipTexts.buttonLabel(CHANNEL) });
    await tipButton.click();
    await page.getByRole('dialog', { name: '소곤 로그인' }).waitFor();
    await page.keyboard.press('Escape');

    // A new member without hearts: 50 hearts are more than they have, so they go to charge.
    const uid = await joinByApi('tipper');
    const token = await apiToken(uid);
    const me = await apiCall<{ userInfo: { id: number; username: string } }>('GET', '/v2/user', token);
    await logIn(page, uid);
    await tipButton.click();
    const dialog = page.getByRole('dialog', { name: tipTexts.title(CHANNEL) });
    await dialog.getByText(tipTexts.balance(0)).waitFor();
    await dialog.getByLabel(tipTexts.preset(50), { exact: true }).check();
    await dialog.getByRole('button', { name: tipTexts.next }).click();
    const short = page.getByRole('dialog', { name: tipTexts.notEnoughTitle });
    await short.getByText(/후원할 하트 50개 · 보유 하트 0개/).waitFor();
    await short.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(`${BASE_URL}/charge?returnTo=${encodeURIComponent(channelPath)}`);
    await page.getByRole('group', { name: '충전 상품' }).getByText('하트 100개', { exact: true }).click();
    await page.getByRole('button', { name: '9,900원 결제하기' }).click();
    await page.getByRole('heading', { level: 1, name: '테스트 결제창' }).waitFor();
    await page.getByRole('button', { name: '결제하기', exact: true }).click();
    await page.waitForURL(/\/pg\/result\?/);
    await page.getByText('지금 보유 하트 110개').waitFor();

    // The tip: 직접 입력 refuses what is out of range, then 50 hearts with a message.
    await page.goto(channelPath);
    await tipButton.click();
    await dialog.getByText(tipTexts.balance(110)).waitFor();
    await dialog.getByLabel(tipTexts.custom, { exact: true }).check();
    await dialog.getByLabel(tipTexts.customLabel).fill('0');
    await dialog.getByRole('button', { name: tipTexts.next }).click();
    await dialog.getByText(tipTexts.amountInvalid(1, 10_000)).waitFor();
    await dialog.getByLabel(tipTexts.customLabel).fill('50');
    await dialog.getByLabel(tipTexts.message).fill(MESSAGE);
    await dialog.getByText(tipTexts.counter(MESSAGE.length, 100)).waitFor();
    await checkPhone(page, 'tip-dialog');
    await dialog.getByRole('button', { name: tipTexts.next }).click();
    const confirm = page.getByRole('dialog', { name: tipTexts.confirmTitle });
    await confirm.getByText(tipTexts.confirmBody(CHANNEL, 50)).waitFor();
    await confirm.getByText(tipTexts.confirmMessage(MESSAGE)).waitFor();
    await confirm.getByRole('img', { name: '하트' }).waitFor();
    // A double press sends once.
    await confirm.getByRole('button', { name: tipTexts.send }).dblclick();
    await page.getByText(tipTexts.sent(50)).waitFor();
    expect((await apiCall<Balance>('GET', '/v1/user/hearts', token)).total).toBe(60);

    // The unlock of one of the channel's episodes (2 hearts).
    await page.goto(`/playlist/${playlist!.id}`);
    await page
      .getByRole('region', { name: /에피소드/ })
      .getByRole('link')
      .filter({ hasText: /하트 \d+개/ })
      .first()
      .click();
    await page.waitForURL(/\/playlist\/\d+\/\d+$/);
    await page.getByRole('button', { name: /하트 \d+개로 듣기/ }).click();
    await page
      .getByRole('dialog', { name: '하트로 구매할까요?' })
      .getByRole('button', { name: '구매하기' })
      .click();
    await page.getByText('구매했어요. 지금 들을 수 있어요.').waitFor();
    // The full player offers 후원하기 for the playing episode's channel; it steps aside for the dialog.
    await page
      .locator('section[aria-labelledby="episode-title"]')
      .getByRole('button', { name: '재생', exact: true })
      .click();
    await page.getByRole('button', { name: '플레이어 크게 보기' }).click();
    const player = page.getByRole('dialog', { name: '플레이어' });
    await player.getByRole('button', { name: tipTexts.buttonLabel(CHANNEL) }).click();
    await dialog.getByText(/^보유 하트 \d+개$/).waitFor();
    await player.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'detached' });

    const spent = 110 - (await apiCall<Balance>('GET', '/v1/user/hearts', token)).total;
    expect(spent).toBeGreaterThan(50);

    // The listener's earnings into last month (Seoul), the channel given a payout account and a
    // low minimum (registration is the creator's own step, not part of this journey), then close.
    const moved = await query<{ hearts: number; won: number }>(
      `with moved as (
         update channel_earnings
            set earned_at = date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul' - interval '1 day'
          where user_id = $1 returning paid_hearts + bonus_hearts as hearts, paid_won + bonus_won as won)
       select sum(hearts)::int as hearts, sum(won)::int as won from moved`,
      [me.userInfo.id],
    );
    expect(moved[0]!.hearts).toBe(spent);
    await query(
      `insert into channel_contracts (channel_id, minimum_payout) values ($1, 1000)
         on conflict (channel_id) do update set minimum_payout = 1000`,
      [channel!.id],
    );
    await query(
      `insert into payout_accounts (channel_id, bank_code, account_number, holder_name, checked_at)
         values ($1, '004', '123456789012', '오디오툰공방', now())
         on conflict (channel_id) do nothing`,
      [channel!.id],
    );
    const [{ month }] = (await query<{ month: string }>(
      `select to_char(now() at time zone 'Asia/Seoul' - interval '1 month', 'YYYY-MM') as month`,
    )) as [{ month: string }];
    const closed = await run(process.execPath, ['--import', 'tsx', CLOSE], {
      env: { ...process.env, DATABASE_URL },
      timeout: 60_000,
    });
    expect(closed.stdout).toMatch(
      new RegExp(`\\[settlement\\] ${month} closed: \\d+ statements, [1-9]\\d* payable`),
    );
    const [statement] = await query<{ paid_won: number; bonus_won: number; net_won: number; status: string }>(
      `select paid_won::int, bonus_won::int, net_won::int, status from settlement_statements
        where channel_id = $1 and month = ($2 || '-01')::date`,
      [channel!.id, month],
    );
    expect(statement).toMatchObject({ status: 'payable' });
    expect(statement!.paid_won + statement!.bonus_won).toBeGreaterThanOrEqual(moved[0]!.won);

    // The creator: 수익 of last month with the tip's message, then the statement line by line.
    const creatorContext = await newContext(session.browser);
    try {
      const creator = await creatorContext.newPage();
      await creator.goto('/studio');
      await logIn(creator, DEMO_CREATOR.uid, DEMO_CREATOR.password);
      await creator.getByRole('link', { name: settlementTexts.studio.navLink }).click();
      await creator.waitForURL(/\/studio\/settlement/);
      await creator.getByRole('combobox', { name: settlementTexts.earnings.monthLabel }).selectOption(month);
      await creator.waitForURL(new RegExp(`month=${month}`));
      // The newest tip first, with who sent it and the message.
      const tip = creator
        .getByRole('region', { name: settlementTexts.earnings.tips })
        .getByRole('listitem')
        .first();
      await tip.getByText(MESSAGE).waitFor();
      await tip
        .getByText(
          settlementTexts.earnings.tipFrom(me.userInfo.username || settlementTexts.earnings.anonymous, 50),
        )
        .waitFor();
      await creator
        .getByRole('region', {
          name: `${settlementTexts.studio.monthName(month)} ${settlementTexts.earnings.totals}`,
        })
        .getByText(won(statement!.paid_won + statement!.bonus_won))
        .first()
        .waitFor();
      await checkPhone(creator, 'settlement-earnings');

      await creator.getByRole('link', { name: settlementTexts.studio.tabs.statements }).click();
      await creator.waitForURL(/tab=statements/);
      const card = creator.locator('details').filter({ hasText: settlementTexts.statements.summary(month) });
      await card.getByText(settlementTexts.statuses.payable).first().waitFor();
      const lines = settlementTexts.statements.lines;
      for (const label of [
        lines.sales,
        lines.vat,
        lines.supply,
        lines.share('70%'),
        lines.incomeTax,
        lines.localTax,
      ]) {
        await card.getByText(label, { exact: true }).waitFor();
      }
      await card.getByText(won(statement!.net_won)).first().waitFor();
      await card.getByText(/004 \*{8}9012/).waitFor();
      await checkPhone(creator, 'settlement-statements');

      await creator.getByRole('link', { name: settlementTexts.studio.tabs.info }).click();
      await creator.getByText(settlementTexts.info.shareValue('70%')).waitFor();
      // The account the statement used is the registered one, offered to be replaced.
      await creator.getByText(/KB국민은행 \*+9012/).waitFor();
      await creator.getByRole('button', { name: settlementTexts.account.replace }).waitFor();
      await checkPhone(creator, 'settlement-info');
    } finally {
      await creatorContext.close();
    }

    // Finance: the month in 정산, 승인 with a fresh code, the transfer file, 지급 완료.
    await page.goto('/ops/settlements');
    await page.waitForURL(`${BASE_URL}/ops/login`);
    await signIn(page, FINANCE);
    await page.getByRole('navigation').getByRole('link', { name: ops.nav }).click();
    await page.waitForURL(`${BASE_URL}/ops/settlements`);
    await page.getByRole('link', { name: ops.monthHeading(month) }).waitFor();
    await checkPhone(page, 'ops-settlements');
    await page.getByRole('link', { name: ops.monthHeading(month) }).click();
    await page.waitForURL(`${BASE_URL}/ops/settlements/${month}`);
    await page
      .getByRole('row')
      .filter({ hasText: CHANNEL })
      .getByText(won(statement!.net_won))
      .first()
      .waitFor();
    await page.getByLabel(ops.otp).fill(await totpCode(FINANCE.totpSecret));
    await page.getByRole('button', { name: ops.approve, exact: true }).click();
    await page
      .getByRole('dialog', { name: ops.approveConfirm(month) })
      .getByRole('button', { name: ops.approve })
      .click();
    await page.getByText(ops.approved).waitFor();
    await checkPhone(page, 'ops-settlement');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: ops.csv }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('123456789012');
    expect(csv).toContain(String(statement!.net_won));
    expect(csv).toContain(CHANNEL);

    await page.getByLabel(ops.otp).fill(await totpCode(FINANCE.totpSecret));
    await page.getByRole('button', { name: ops.markPaid, exact: true }).click();
    await page
      .getByRole('dialog', { name: ops.paidConfirm(month) })
      .getByRole('button', { name: ops.markPaid })
      .click();
    await page.getByText(ops.paidDone).waitFor();
    const [paid] = await query<{ status: string }>(
      "select status from payout_batches where month = ($1 || '-01')::date",
      [month],
    );
    expect(paid).toEqual({ status: 'paid' });
  });
});
