import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkPhone, newContext, useBrowser } from './browser.ts';
import { apiCall, apiToken, joinByApi, logIn } from './members.ts';
import { NO_OPERATOR, OPERATOR, signIn, totpCode } from './ops-console.ts';

// Payments in the operator console (issue 17): a member buys 하트 100개 through the sandbox
// payment window, the operator finds the payment in 결제 and refunds 30 of its paid hearts with a
// fresh authenticator code; the member's wallet, the payment and `npm run ledger:check` agree.
const session = useBrowser();
const DATABASE_URL = process.env.E2E_DATABASE_URL;
const LEDGER_CHECK = fileURLToPath(new URL('../apps/api/src/cli/ledger-check.ts', import.meta.url));
const run = promisify(execFile);
const text = opsPaymentTexts;

type Balance = { paid: number; bonus: number; total: number };

describe('payments in the operator console', () => {
  it('refunds part of a sandbox charge; the wallet, the payment and the ledger check agree', {
    timeout: 180_000,
  }, async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page } = session;

    // The member charges 하트 100개 (9,900원, 100 + 10 bonus) in their own browser.
    const uid = await joinByApi('opspay');
    const token = await apiToken(uid);
    const me = await apiCall<{ userInfo: { id: number } }>('GET', '/v2/user', token);
    const memberId = me.userInfo.id;
    const memberContext = await newContext(session.browser);
    try {
      const memberPage = await memberContext.newPage();
      await memberPage.goto('/charge');
      await logIn(memberPage, uid);
      await memberPage.getByText('보유 하트 0개').waitFor();
      const products = memberPage.getByRole('group', { name: '충전 상품' });
      await products.getByText('하트 100개', { exact: true }).click();
      await memberPage.getByRole('button', { name: '9,900원 결제하기' }).click();
      await memberPage.waitForURL(/\/payment-sandbox\/settlebank\/settle_main$/);
      await memberPage.getByRole('button', { name: '결제하기', exact: true }).click();
      await memberPage.waitForURL(/\/pg\/result\?/);
      await memberPage.getByRole('heading', { level: 1, name: '하트 충전이 완료되었어요' }).waitFor();
    } finally {
      await memberContext.close();
    }
    expect(await apiCall<Balance>('GET', '/v1/user/hearts', token)).toEqual({
      paid: 100,
      bonus: 10,
      total: 110,
    });

    // The operator finds it in 결제 by the member's number.
    await page.goto('/ops/payments');
    await page.waitForURL(`${BASE_URL}/ops/login`);
    await signIn(page, OPERATOR);
    await page.getByRole('navigation').getByRole('link', { name: text.nav.payments }).click();
    await page.waitForURL(`${BASE_URL}/ops/payments`);
    await page.getByRole('heading', { level: 1, name: text.payments.heading }).waitFor();
    await page.getByLabel(text.payments.memberId).fill(String(memberId));
    await page.getByRole('button', { name: text.payments.searchSubmit }).click();
    await page.waitForURL(new RegExp(`/ops/payments\\?memberId=${memberId}$`));
    await page.getByText(text.payments.count(1)).waitFor();
    const table = page.getByRole('table', { name: text.payments.caption });
    await table.getByText(uid).waitFor();
    await table.getByText('9,900원').waitFor();
    await checkPhone(page, 'ops-payments-list');
    await table.getByRole('link', { name: /^#\d+$/ }).click();
    await page.waitForURL(/\/ops\/payments\/\d+$/);
    const paymentId = Number(new URL(page.url()).pathname.split('/').at(-1));

    // 30 of the 100 paid hearts: 2,970원, with 3 of the 10 bonus hearts.
    await page.getByText(text.refund.quote('9,900원', 100, 10)).waitFor();
    await page.getByLabel(text.refund.partial).check();
    await page.getByLabel(text.refund.hearts(100)).fill('30');
    await page.getByText(text.refund.estimate('2,970원')).waitFor();
    await page.getByLabel(text.refund.reason).fill('고객센터 부분 환불 요청');
    await page.getByLabel(text.refund.otp).fill(await totpCode(OPERATOR.totpSecret));
    await page.getByRole('button', { name: text.refund.submit, exact: true }).click();
    const confirm = page.getByRole('dialog', {
      name: text.refund.confirm(paymentId, text.refund.confirmPartial(30)),
    });
    await confirm.getByText(text.refund.estimate('2,970원')).waitFor();
    await confirm.getByRole('button', { name: text.refund.submit }).click();
    await page.getByText(text.refund.done('2,970원')).waitFor();
    await page.getByText(text.refund.quote('6,930원', 70, 7)).waitFor();
    const refunds = page.getByRole('region', { name: text.payment.refundsCaption });
    await refunds.getByText('고객센터 부분 환불 요청').waitFor();
    await refunds.getByText(OPERATOR.email).waitFor();
    await checkPhone(page, 'ops-payments-detail');

    // The member's wallet: 70 paid and 7 bonus hearts left.
    expect(await apiCall<Balance>('GET', '/v1/user/hearts', token)).toEqual({
      paid: 70,
      bonus: 7,
      total: 77,
    });

    if (!DATABASE_URL) return;
    // The ledger: the member's entries add up to the wallet, and the payment records the part.
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    try {
      const entries = await db.query<{ paid: number; bonus: number }>(
        `select coalesce(sum(amount) filter (where account = 'member_paid'), 0)::int as paid,
                coalesce(sum(amount) filter (where account = 'member_bonus'), 0)::int as bonus
           from ledger_entries where user_id = $1`,
        [memberId],
      );
      expect(entries.rows[0]).toEqual({ paid: 70, bonus: 7 });
      const payment = await db.query(
        'select status, refunded_hearts, refunded_bonus, refunded_amount from payments where id = $1',
        [paymentId],
      );
      expect(payment.rows[0]).toEqual({
        status: 'refunded',
        refunded_hearts: 30,
        refunded_bonus: 3,
        refunded_amount: 2970,
      });
    } finally {
      await db.end();
    }
    const checked = await run(process.execPath, ['--import', 'tsx', LEDGER_CHECK], {
      env: { ...process.env, DATABASE_URL },
      timeout: 60_000,
    });
    expect(checked.stdout).toContain('no drift');
  });
});
