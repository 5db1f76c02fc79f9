import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, useBrowser } from './browser.ts';
import { freshPhone, joinByApi, logIn } from './members.ts';

// 이벤트 (events, daily attendance, coupons): a visitor finds the demo's check-in and coupon events
// on /event and is asked to log in; a fresh member is asked to verify, verifies in the PASS
// sandbox popup, checks in (a toast, today's stamp, the button done, all kept after a reload),
// then redeems the demo coupon: a wrong code is said next to the field, SOGON2026 gives hearts
// once, and a second try (from a tab opened before) is told the coupon was used.
const session = useBrowser();
const ATTENDANCE = '매일매일 출석 체크';
const COUPON = '소곤 오픈 기념 쿠폰';
const COUPON_CODE = 'SOGON2026';

/** 본인 인증하기 → 휴대폰 인증 → the sandbox provider's page in the popup, which closes itself. */
async function verifyInPopup(page: Page, context: BrowserContext) {
  await page.getByRole('button', { name: '본인 인증하기' }).click();
  const modal = page.getByRole('dialog', { name: '본인 인증' });
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    modal.getByRole('button', { name: '휴대폰 인증' }).click(),
  ]);
  await popup.getByText('테스트 환경').first().waitFor({ timeout: 20_000 });
  await popup.getByLabel('이름').fill('이소곤');
  await popup.getByLabel('생년월일').fill('19950505');
  await popup.getByLabel('남성').check();
  await popup.getByLabel('통신사').selectOption('SKT');
  await popup.getByLabel('휴대폰 번호').fill(freshPhone());
  await popup.getByRole('button', { name: '인증하기' }).click();
  await popup.waitForEvent('close', { timeout: 15_000 });
  // Verified: the dialog closes by itself (closing it by hand would leave the event page).
  await modal.waitFor({ state: 'detached', timeout: 10_000 });
}

describe('events', () => {
  it('lists the check-in and the coupon event, and asks a visitor to log in to check in', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '이벤트' }).click();
    await page.waitForURL(`${BASE_URL}/event`);
    await page.getByRole('heading', { level: 1, name: '이벤트' }).waitFor();
    expect(await page.getByRole('link', { name: '진행 중' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { level: 3, name: ATTENDANCE }).waitFor();
    await page.getByRole('heading', { level: 3, name: COUPON }).waitFor();

    const panel = page.getByRole('region', { name: '출석 체크' });
    await panel.getByText('매일 출석하면 1하트').waitFor();
    await panel.getByText('로그인하고 출석 체크에 참여해 보세요.').waitFor();
    await panel.getByRole('button', { name: '로그인' }).click();
    await page.getByRole('dialog', { name: '소곤 로그인' }).waitFor();
    await page.keyboard.press('Escape');

    // 종료: the ended events (the demo has none), and no check-in panel.
    await page.getByRole('link', { name: '종료', exact: true }).click();
    await page.waitForURL(/\/event\?status=ended$/);
    await expect.poll(() => page.getByRole('region', { name: '출석 체크' }).count()).toBe(0);
  });

  it('verifies a new member, checks in once, and redeems the coupon once', async () => {
    const { page, context } = session;
    const uid = await joinByApi('events');

    // The event's own page, from its card.
    await page.goto('/event');
    const list = page.getByRole('region', { name: '진행 중인 이벤트' });
    await list.getByRole('link', { name: new RegExp(ATTENDANCE) }).click();
    await page.waitForURL(/\/event\/\d+$/);
    await page.getByRole('heading', { level: 1, name: ATTENDANCE }).waitFor();
    await logIn(page, uid);

    const panel = page.getByRole('region', { name: '출석 체크' });
    await panel.getByText('출석 체크는 본인 인증을 마친 회원만 참여할 수 있어요. (1인 1일 1회)').waitFor();
    await verifyInPopup(page, context);

    // The calendar of this month, today outlined and not stamped yet.
    const calendar = panel.getByRole('table', { name: /출석 달력$/ });
    await calendar.waitFor();
    const today = calendar.getByRole('cell', { name: /오늘/ });
    expect(await today.getByText('출석', { exact: true }).count()).toBe(0);
    expect(await calendar.getByRole('columnheader').allTextContents()).toEqual([
      '일',
      '월',
      '화',
      '수',
      '목',
      '금',
      '토',
    ]);

    await panel.getByRole('button', { name: '오늘 출석하기' }).click();
    await page.getByRole('status').getByText('출석 완료! 1하트를 받았어요.').waitFor();
    await today.getByText('출석', { exact: true }).waitFor();
    const done = panel.getByRole('button', { name: '오늘 출석 완료' });
    expect(await done.isDisabled()).toBe(true);
    // aria-disabled, so the button keeps the focus it had when clicked.
    expect(await done.evaluate((button) => button === document.activeElement)).toBe(true);
    await panel.getByText('1일 연속 출석 중').waitFor();
    await panel.getByText('이번 이벤트 1일 출석 · 1하트 받음').waitFor();

    // A reload asks the API again: still checked.
    await page.reload();
    await calendar.getByRole('cell', { name: /오늘/ }).getByText('출석', { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: '오늘 출석 완료' }).isDisabled()).toBe(true);

    // The coupon: from the list, through its page, to 쿠폰 등록.
    await page.goto('/event');
    await list.getByRole('link', { name: new RegExp(COUPON) }).click();
    await page.waitForURL(/\/event\/\d+$/);
    await page.getByRole('link', { name: '쿠폰 등록하러 가기' }).click();
    await page.waitForURL(/\/events\/coupon\?id=\d+$/);
    await page.getByRole('heading', { level: 1, name: '쿠폰 등록' }).waitFor();
    await page.getByRole('heading', { level: 2, name: COUPON }).waitFor();

    // A second tab with the form open, for later.
    const other = await context.newPage();
    await other.goto(page.url());
    const otherCode = other.getByLabel('쿠폰 번호');
    await otherCode.waitFor();

    const code = page.getByLabel('쿠폰 번호');
    await code.fill('NOT-A-CODE');
    await page.getByRole('button', { name: '쿠폰 등록' }).click();
    const wrong = page.getByRole('alert').filter({ hasText: '쿠폰 번호를 다시 확인해 주세요.' });
    await wrong.waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await code.getAttribute('aria-describedby')).toContain((await wrong.getAttribute('id')) ?? '-');

    await code.fill(COUPON_CODE.toLowerCase());
    await page.getByRole('button', { name: '쿠폰 등록' }).click();
    await page.getByRole('status').getByText('쿠폰이 등록됐어요. 20하트를 받았어요.').waitFor();
    await page.getByText(`‘${COUPON}’에서 20하트를 받았어요.`).waitFor();
    expect(await page.getByLabel('쿠폰 번호').count()).toBe(0);

    // The tab opened before tries the same code: used.
    await otherCode.fill(COUPON_CODE);
    await other.getByRole('button', { name: '쿠폰 등록' }).click();
    await other.getByRole('alert').filter({ hasText: '이 이벤트의 쿠폰은 이미 사용했어요.' }).waitFor();
    await other.close();

    // A reload shows the coupon as used.
    await page.reload();
    await page.getByText(/에 쿠폰을 등록하고 20하트를 받았어요\.$/).waitFor();
  }, 120_000);
});
