import { eventTexts } from '@sogon/contract/messages/events';
import { inquiryTexts } from '@sogon/contract/messages/inquiries';
import { opsTexts } from '@sogon/contract/messages/ops';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { BASE_URL, checkPhone, newContext, PHONE, useBrowser } from './browser.ts';
import { freshEmail, freshPhone, joinByApi, logIn } from './members.ts';
import { NO_OPERATOR, OPERATOR, type OpsOperator, signIn } from './ops-console.ts';

// Issue 39, part B, at 390 px: the demo coupon SOGON2026 is redeemed with the code alone (no
// event to pick first); the console's member list pages past its first 50; the footer shows
// real-looking business details (no 예시) and leads to 1:1 문의, where a member asks and an
// operator answers; /join refuses a sign-up until 만 14세 이상 is checked. axe on every screen.
const session = useBrowser();
const COUPON = '소곤 오픈 기념 쿠폰';
const MEMBERS_PER_PAGE = 50;

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), page.url()).toEqual([]);
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
  await popup.getByLabel('이름').fill('박문의');
  await popup.getByLabel('생년월일').fill('19930303');
  await popup.getByLabel('여성').check();
  await popup.getByLabel('통신사').selectOption('SKT');
  await popup.getByLabel('휴대폰 번호').fill(freshPhone());
  await popup.getByRole('button', { name: '인증하기' }).click();
  await popup.waitForEvent('close', { timeout: 15_000 });
  await modal.waitFor({ state: 'detached', timeout: 10_000 });
}

/** A phone-sized console page, signed in as `operator`. */
async function operatorPage(
  operator: OpsOperator,
  path: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await newContext(session.browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForURL(`${BASE_URL}/ops/login`);
  await signIn(page, operator);
  await page.goto(path);
  return { page, close: () => context.close() };
}

describe('service desk (issue 39)', () => {
  it('redeems SOGON2026 with the code alone and says how many hearts it gave', async () => {
    const { page, context } = session;
    const uid = await joinByApi('coupondesk');
    await page.goto('/events/coupon');
    await logIn(page, uid);
    await page.setViewportSize(PHONE);
    await page.getByText(eventTexts.page.coupon.verifyPrompt).waitFor();
    await verifyInPopup(page, context);

    // No event to choose: the code field alone.
    const code = page.getByLabel(eventTexts.page.coupon.codeLabel);
    await code.waitFor();
    expect(await page.getByRole('main').getByRole('combobox').count()).toBe(0);
    await expectNoAxeViolations(page);
    await checkPhone(page, 'service-desk-coupon');
    await code.fill('sogon 2026');
    await page.getByRole('button', { name: eventTexts.page.coupon.submit }).click();
    await page.getByRole('status').getByText(eventTexts.answers.couponRedeemed(20)).first().waitFor();
    await page.getByText(eventTexts.page.coupon.redeemedNow(COUPON, 20)).waitFor();
  }, 120_000);

  it('pages the console’s member list past its newest 50', async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page, close } = await operatorPage(OPERATOR, '/ops/members');
    try {
      const text = opsTexts.members;
      await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
      const total = await page.evaluate(async () => {
        const answer = await fetch('/api/live/ops/members?limit=1', { headers: { 'x-client': 'web' } });
        return ((await answer.json()) as { result: { total: number } }).result.total;
      });
      // A second page needs more than 50 members: a fresh database may have fewer.
      for (let n = total; n <= MEMBERS_PER_PAGE; n += 1) await joinByApi('pager');
      if (total <= MEMBERS_PER_PAGE) await page.reload();

      const pager = page.getByRole('navigation', { name: '페이지 이동' });
      await pager.getByText(/^1 \/ \d+ 페이지$/).waitFor();
      await pager.getByRole('link', { name: '다음 페이지 (2페이지)' }).click();
      await page.waitForURL(/\/ops\/members\?page=2$/);
      await pager.getByText(/^2 \/ \d+ 페이지$/).waitFor();
      await page.getByRole('table', { name: text.caption }).getByRole('row').nth(1).waitFor();
      await page.getByText(/^회원 [\d,]+명$/).waitFor();
      await expectNoAxeViolations(page);
      await checkPhone(page, 'service-desk-ops-members');
      await pager.getByRole('link', { name: '이전 페이지 (1페이지)' }).click();
      await page.waitForURL(`${BASE_URL}/ops/members`);
    } finally {
      await close();
    }
  }, 120_000);

  it('shows the footer’s business details and 고객센터; a 1:1 문의 is answered from the console', async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page } = session;
    const uid = await joinByApi('inquiry');
    await page.goto('/terms');
    await logIn(page, uid);
    await page.setViewportSize(PHONE);

    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).not.toContain('예시');
    await footer.getByText('운영 시간').waitFor();
    await footer.getByRole('link', { name: '고객센터 · 1:1 문의' }).click();
    await page.waitForURL(`${BASE_URL}/inquiry`);
    await page.getByRole('heading', { level: 1, name: inquiryTexts.page.title }).waitFor();
    await page.getByText(inquiryTexts.page.empty).waitFor();

    // An empty form says what is missing; a filled one is sent and listed as waiting.
    const send = page.getByRole('button', { name: inquiryTexts.page.submit });
    await send.click();
    expect(await page.getByLabel(inquiryTexts.page.category).getAttribute('aria-invalid')).toBe('true');
    const title = `하트 결제 문의 ${Date.now().toString(36)}`;
    await page
      .getByLabel(inquiryTexts.page.category)
      .selectOption({ label: inquiryTexts.categories.payment });
    await page.getByLabel(inquiryTexts.page.titleLabel).fill(title);
    await page.getByLabel(inquiryTexts.page.bodyLabel).fill('결제는 됐는데 하트가 아직 안 보여요.');
    await send.click();
    await page.getByRole('status').getByText(inquiryTexts.page.sent).first().waitFor();
    const mine = page.getByRole('article', { name: title });
    await mine.getByText(inquiryTexts.status.waiting).waitFor();
    await expectNoAxeViolations(page);
    await checkPhone(page, 'service-desk-inquiry');

    // The operator answers it in /ops/inquiries.
    const answer = '확인해 보니 결제가 지연됐어요. 지금은 하트가 들어가 있어요.';
    const console_ = await operatorPage(OPERATOR, '/ops/inquiries');
    try {
      const ops = console_.page;
      await ops.getByRole('heading', { level: 1, name: inquiryTexts.ops.heading }).waitFor();
      const item = ops.getByRole('article', { name: title });
      await item.getByText(uid).waitFor();
      await expectNoAxeViolations(ops);
      await checkPhone(ops, 'service-desk-ops-inquiries');
      await item.getByRole('button', { name: inquiryTexts.ops.submit }).click();
      await item.getByRole('alert').getByText(inquiryTexts.ops.answerMissing).waitFor();
      await item.getByLabel(inquiryTexts.ops.answerLabel(title)).fill(answer);
      await item.getByRole('button', { name: inquiryTexts.ops.submit }).click();
      await ops.getByRole('status').getByText(inquiryTexts.ops.answered).first().waitFor();
      await item.getByText(answer).waitFor();
      expect(await item.getByRole('button', { name: inquiryTexts.ops.submit }).count()).toBe(0);
    } finally {
      await console_.close();
    }

    // The member sees the answer.
    await page.reload();
    await mine.getByText(inquiryTexts.status.answered).waitFor();
    await mine.getByText(answer).waitFor();
  }, 180_000);

  it('refuses a sign-up on /join until 만 14세 이상 is checked', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/join');
    await page.getByLabel('이메일').fill(freshEmail('over14'));
    await page.getByLabel('비밀번호', { exact: true }).fill('whisper123');
    await page.getByLabel('비밀번호 확인').fill('whisper123');
    await page.getByLabel('이용약관 동의').check();
    await page.getByLabel('개인정보 수집 및 이용 동의').check();
    const submit = page.getByRole('button', { name: '가입하기' });
    await submit.click();
    await page
      .getByRole('alert')
      .getByText(/^만 14세 이상만 가입할 수 있어요\./)
      .waitFor();
    expect(page.url()).toBe(`${BASE_URL}/join`);
    const cookies = await page.context().cookies(BASE_URL);
    expect(cookies.some((cookie) => cookie.name === 'token')).toBe(false);
    await expectNoAxeViolations(page);
    await checkPhone(page, 'service-desk-join');

    await page.getByLabel('만 14세 이상입니다').check();
    await submit.click();
    await page.waitForURL(`${BASE_URL}/`);
  }, 60_000);
});
