import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { BASE_URL, checkPhone, PHONE, useBrowser } from './browser.ts';
import { openEpisode } from './episodes.ts';
import { freshPhone, joinByApi, logIn } from './members.ts';

// A member's account and money chrome at 390 px (issue 39, part A): the heart balance in the
// header and on 마이페이지, the short-of-hearts question (충전하기 / 취소), /charge's sticky pay
// bar, 크리에이터 신청 instead of creator pages for a member without a channel, identity
// verification closing its dialog with what it earned, and adult mode asking before it goes on.
// axe (WCAG 2.2 AA) finds nothing on /charge and /mypage.
const session = useBrowser();

const HEARTS = 30;

/** Fills the sandbox PASS page in `popup` as an adult with a phone nobody else used, and sends it. */
async function passAsAdult(popup: Page) {
  await popup.getByText('테스트 환경').first().waitFor({ timeout: 20_000 });
  await popup.getByLabel('이름').fill('윤소곤');
  await popup.getByLabel('생년월일').fill('19900101');
  await popup.getByLabel('여성').check();
  await popup.getByLabel('통신사').selectOption('SKT');
  await popup.getByLabel('휴대폰 번호').fill(freshPhone());
  await popup.getByRole('button', { name: '인증하기' }).click();
}

const headerHearts = (page: Page, hearts: number) =>
  page.getByRole('banner').getByRole('link', { name: `내 하트 ${hearts}`, exact: true });

describe('member chrome', () => {
  it('shows the hearts, asks before charging, leads a listener to 크리에이터 신청, says verification and adult mode succeeded', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    const uid = await joinByApi('chrome');

    // A paid episode, hearts short: the header shows 0, and the question offers 충전하기 or 취소.
    await openEpisode(page, '파도가 머무는 밤', /하트 \d+개/);
    const episodePath = new URL(page.url()).pathname;
    await logIn(page, uid);
    await page.getByText('구매 후 들을 수 있어요').waitFor();
    const balance = headerHearts(page, 0);
    await balance.waitFor();
    expect(await balance.getAttribute('href')).toBe('/charge');
    const buy = page.getByRole('button', { name: /^하트 \d+개로 듣기$/ });
    await buy.click();
    const short = page.getByRole('dialog', { name: '하트가 부족해요' });
    await short.getByText('보유 하트 0개', { exact: false }).waitFor();
    expect(await short.getByRole('button', { name: '확인' }).count()).toBe(0);
    await short.getByRole('button', { name: '충전하기' }).waitFor();
    await short.getByRole('button', { name: '취소' }).click();
    await short.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(episodePath);
    await buy.click();
    await short.getByRole('button', { name: '충전하기' }).click();
    await page.waitForURL(`${BASE_URL}/charge?returnTo=${encodeURIComponent(episodePath)}`);

    // /charge: the chosen package, its price and 결제하기 stay at the bottom of the phone's screen,
    // and at the end of the page the bar sits below the last package, hiding none.
    await page.getByRole('heading', { level: 1, name: '하트 충전' }).waitFor();
    await page.getByText(/^보유 하트 [\d,]+개$/).waitFor();
    const products = page.getByRole('group', { name: '충전 상품' });
    const last = products.getByRole('listitem').last();
    await last.click();
    const pay = page.getByRole('button', { name: /^[\d,]+원 결제하기$/ });
    await page.getByText(/^선택한 상품 · /).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const barAtTop = await pay.boundingBox();
    expect(barAtTop, 'the pay button is on screen at the top of the page').not.toBeNull();
    expect(barAtTop!.y + barAtTop!.height).toBeLessThanOrEqual(PHONE.height);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastBox = await last.boundingBox();
    const payBox = await pay.boundingBox();
    expect(lastBox!.y + lastBox!.height, 'the last package ends above the pay button').toBeLessThanOrEqual(
      payBox!.y,
    );
    await checkPhone(page, 'member-chrome-charge');
    expect(await axeViolations(page), '/charge').toEqual([]);

    // 마이페이지: the balance on the 하트 card, and no creator pages for a member without a channel.
    await page.goto('/mypage');
    await page.getByText('보유 하트 0개', { exact: true }).waitFor();
    const apply = page.getByRole('link', { name: '크리에이터 신청' });
    await apply.waitFor();
    expect(await apply.getAttribute('href')).toBe('/studio');
    expect(await page.getByRole('link', { name: '채널 통계' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: '크리에이터 스튜디오' }).count()).toBe(0);
    await checkPhone(page, 'member-chrome-mypage');
    expect(await axeViolations(page), '/mypage').toEqual([]);

    // Verification: the dialog closes by itself and a toast says what was granted.
    await page.getByRole('button', { name: '본인 인증하기' }).click();
    const verification = page.getByRole('dialog', { name: '본인 인증' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      verification.getByRole('button', { name: '휴대폰 인증' }).click(),
    ]);
    await passAsAdult(popup);
    await page
      .getByRole('status')
      .getByText(`본인 인증을 마쳤어요. ${HEARTS}하트를 드렸어요.`)
      .waitFor({ timeout: 15_000 });
    await verification.waitFor({ state: 'detached' });
    await headerHearts(page, HEARTS).waitFor();
    await page.getByText(`보유 하트 ${HEARTS}개`, { exact: true }).waitFor();

    // Adult mode: on asks first (취소 changes nothing; 켜기 turns it on), off does not; both say so.
    const adultMode = page.getByRole('switch', { name: '성인 모드' });
    await expect.poll(() => adultMode.isEnabled(), { timeout: 10_000 }).toBe(true);
    await adultMode.click();
    const ask = page.getByRole('dialog', { name: '성인 모드를 켤까요?' });
    await ask.getByRole('button', { name: '취소' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await adultMode.isChecked()).toBe(false);
    await adultMode.click();
    await ask.getByRole('button', { name: '켜기' }).click();
    await page.getByRole('status').getByText('성인 모드를 켰어요.').waitFor();
    await expect.poll(() => adultMode.isChecked()).toBe(true);
    await adultMode.click();
    await page.getByRole('status').getByText('성인 모드를 껐어요.').waitFor();
    await expect.poll(() => adultMode.isChecked()).toBe(false);
    expect(await ask.count()).toBe(0);
  }, 120_000);
});
