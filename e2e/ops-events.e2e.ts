import { eventTexts } from '@sogon/contract/messages/events';
import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import { paymentTexts } from '@sogon/contract/messages/payments';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkPhone, newContext, useBrowser } from './browser.ts';
import { apiCall, apiToken, freshPhone, joinByApi, logIn } from './members.ts';
import { NO_OPERATOR, OPERATOR, signIn } from './ops-console.ts';

// Events and coupons from the console (issue 17): the operator makes a coupon event with its
// preview, issues a shared code for it; a fresh member verifies, redeems the code on the site and
// sees the hearts in their wallet; the console then shows the redemption.
const session = useBrowser();
const text = opsEventsTexts;

const pad = (value: number) => String(value).padStart(2, '0');
/** Seoul midnight `days` from today as a datetime-local value. */
function kstMidnight(days: number): string {
  const at = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T00:00`;
}

/** 본인 인증하기 → 휴대폰 인증 → the sandbox provider's page in the popup, which closes itself. */
async function verifyInPopup(page: Page, context: BrowserContext) {
  await page.getByRole('button', { name: '본인 인증하기' }).click();
  const modal = page.getByRole('dialog', { name: '본인 인증' });
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    modal.getByRole('button', { name: '휴대폰 인증' }).click(),
  ]);
  await popup.getByText('테스트 환경').first().waitFor({ timeout: 20_000 });
  await popup.getByLabel('이름').fill('김쿠폰');
  await popup.getByLabel('생년월일').fill('19940404');
  await popup.getByLabel('여성').check();
  await popup.getByLabel('통신사').selectOption('KT');
  await popup.getByLabel('휴대폰 번호').fill(freshPhone());
  await popup.getByRole('button', { name: '인증하기' }).click();
  await popup.waitForEvent('close', { timeout: 15_000 });
  await modal.waitFor({ state: 'detached', timeout: 10_000 });
}

describe('events and coupons from the console', () => {
  it('an operator issues a coupon; a member redeems it on the site and sees the hearts in their wallet', {
    timeout: 180_000,
  }, async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page } = session;
    const stamp = Date.now().toString(36).toUpperCase();
    const title = `콘솔 쿠폰 이벤트 ${stamp}`;
    const code = `CONSOLE${stamp}`;

    await page.goto('/ops/events');
    await page.waitForURL(`${BASE_URL}/ops/login`);
    await signIn(page, OPERATOR);

    // 이벤트 → 새 이벤트: a coupon event, on from today, with its preview beside the form.
    const nav = page.getByRole('banner').getByRole('navigation');
    await nav.getByRole('link', { name: text.nav.events, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text.events.heading }).waitFor();
    await page.getByRole('link', { name: text.events.create }).click();
    await page.getByRole('heading', { level: 1, name: text.eventForm.createHeading }).waitFor();
    const form = text.eventForm;
    await page.getByLabel(form.kind, { exact: true }).selectOption('coupon');
    await page.getByLabel(form.status, { exact: true }).selectOption('published');
    await page.getByLabel(form.title, { exact: true }).fill(title);
    await page.getByLabel(form.summary, { exact: true }).fill('콘솔에서 만든 쿠폰 이벤트예요.');
    await page.getByLabel(form.startsAt).fill(kstMidnight(0));
    await page.getByLabel(form.endsAt).fill(kstMidnight(30));
    // The preview shows the member's card as it will look.
    const preview = page.getByRole('region', { name: form.preview });
    await preview.getByRole('heading', { level: 3, name: title }).first().waitFor();
    await preview.getByText(eventTexts.page.kinds.coupon).first().waitFor();
    await checkPhone(page, 'ops-event-form');
    // A period the wrong way round is refused in Korean.
    await page.getByLabel(form.endsAt).fill(kstMidnight(-1));
    await page.getByRole('button', { name: form.save }).click();
    await page.getByRole('alert').filter({ hasText: text.details.periodOrder }).waitFor();
    await page.getByLabel(form.endsAt).fill(kstMidnight(30));
    await page.getByRole('button', { name: form.save }).click();
    await page.waitForURL(/\/ops\/events\/\d+$/);
    await page.getByRole('heading', { level: 1, name: form.editHeading }).waitFor();
    const eventId = Number(new URL(page.url()).pathname.split('/').pop());

    // 쿠폰 → 새 쿠폰: one shared code, five uses, 15 hearts.
    await nav.getByRole('link', { name: text.nav.coupons, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text.coupons.heading }).waitFor();
    await page.getByRole('link', { name: text.coupons.create }).click();
    const coupon = text.couponForm;
    await page.getByRole('heading', { level: 1, name: coupon.heading }).waitFor();
    await page.getByLabel(coupon.event, { exact: true }).selectOption(String(eventId));
    await page.getByLabel(coupon.name, { exact: true }).fill(`콘솔 쿠폰 ${stamp}`);
    await page.getByLabel(text.modes.shared).check();
    await page.getByLabel(coupon.code, { exact: true }).fill(code.toLowerCase());
    await page.getByLabel(coupon.quantity).fill('5');
    await page.getByLabel(coupon.hearts).fill('15');
    await checkPhone(page, 'ops-coupon-form');
    await page.getByRole('button', { name: coupon.submit }).click();
    await page.waitForURL(/\/ops\/coupons\/\d+\?created=1$/);
    await page.getByRole('heading', { level: 1, name: `콘솔 쿠폰 ${stamp}` }).waitFor();
    await page.getByText(code, { exact: true }).waitFor();
    await page.getByText(text.couponStatus.active).waitFor();
    await page.getByText(text.couponDetail.noRedemptions).waitFor();
    const detailUrl = page.url();

    // A fresh member redeems it on the site.
    const uid = await joinByApi('opscoupon');
    const memberContext = await newContext(session.browser);
    try {
      const member = await memberContext.newPage();
      await member.goto(`/events/coupon?id=${eventId}`);
      await member.getByRole('heading', { level: 1, name: eventTexts.page.coupon.title }).waitFor();
      await logIn(member, uid);
      await member.getByText(eventTexts.page.coupon.verifyPrompt).waitFor();
      await verifyInPopup(member, memberContext);
      // Verifying may bring its own benefit: the wallet before the coupon.
      const token = await apiToken(uid);
      const wallet = () => apiCall<{ total: number }>('GET', '/v1/user/hearts', token);
      const before = (await wallet()).total;
      await member.getByRole('heading', { level: 2, name: title }).waitFor();
      await member.getByLabel(eventTexts.page.coupon.codeLabel).fill(code.toLowerCase());
      await member.getByRole('button', { name: eventTexts.page.coupon.submit }).click();
      await member.getByRole('status').getByText(eventTexts.answers.couponRedeemed(15)).waitFor();

      // The wallet shows the hearts.
      expect((await wallet()).total).toBe(before + 15);
      await member.goto('/charge');
      await member.getByText(paymentTexts.charge.balanceTotal(before + 15)).waitFor();
    } finally {
      await memberContext.close();
    }

    // Back in the console the redemption is there.
    await page.goto(detailUrl);
    const redemptions = page.getByRole('region', { name: text.couponDetail.redemptions }).last();
    await redemptions.getByRole('row').nth(1).waitFor();
    expect(await redemptions.getByRole('row').count()).toBe(2);
    await page.getByText('1 / 5').waitFor();
    await checkPhone(page, 'ops-coupon-detail');
  });
});
