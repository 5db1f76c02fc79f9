import { formatPaymentDate, nextPaymentDate } from '@sogon/contract/time/payment-date';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, useBrowser } from './browser.ts';
import { openWithLaterChunksHeld } from './later-chunks.ts';

// Channel subscriptions (spec section 3 "Channel subscribe update"): a visitor sees the
// channel's product and is asked to log in; a new member without hearts is sent to charge and
// back, subscribes with the heart confirmation, the channel's paid episodes play, and cancelling
// keeps access until the period end. 마이페이지 lists it and turns renewal back on.
// A fresh member (not the demo one) so the other journeys keep the demo member's hearts.
const session = useBrowser();
const PLAYLIST = '파도가 머무는 밤';

let counter = 0;
function freshEmail(): string {
  counter += 1;
  return `subscriber${Date.now()}${counter}@example.com`;
}

/** Signs up and closes the welcome and verification dialogs that greet a new member. */
async function signUp(page: Page) {
  await page.goto('/join');
  await page.getByLabel('이메일').fill(freshEmail());
  await page.getByLabel('비밀번호', { exact: true }).fill('whisper123');
  await page.getByLabel('비밀번호 확인').fill('whisper123');
  await page.getByLabel('모두 동의합니다').check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.waitForURL(`${BASE_URL}/`);
  const welcome = page.getByRole('dialog', { name: '회원가입을 축하합니다!' });
  await welcome.getByRole('button', { name: '확인' }).click();
  const verification = page.getByRole('dialog', { name: '본인 인증' });
  await verification.getByRole('button', { name: '본인 인증 닫기' }).click();
  await verification.waitFor({ state: 'detached' });
}

/** The HTML the server sends for `path` with the page's cookies (the member's token, if any). */
async function servedHtml(page: Page, path: string): Promise<string> {
  const cookies = await page.context().cookies(BASE_URL);
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return (await fetch(`${BASE_URL}${path}`, { headers: { cookie } })).text();
}

/** Today's next payment date in Seoul (spec section 9), as shown: 'YYYY.MM.DD'. */
const paymentDate = () => formatPaymentDate(nextPaymentDate(new Date()));

describe('channel subscription', () => {
  it('subscribes from a playlist page, unlocks the channel, cancels to 해지 예정 and resumes', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('link', { name: PLAYLIST }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    const playlistPath = new URL(page.url()).pathname;

    // A visitor sees the product; subscribing asks to log in.
    const panel = page.getByRole('region', { name: /채널 구독$/ });
    await panel.getByText('월 하트 30개').waitFor();
    await panel.getByText('채널의 모든 유료 에피소드 무제한 감상').waitFor();
    const channel = ((await panel.getAttribute('aria-label')) ?? '').replace(/ 채널 구독$/, '');
    expect(channel).not.toBe('');
    // The page comes with the box (nothing moves when it hydrates): it is in the server's HTML.
    expect(await servedHtml(page, playlistPath)).toContain('채널의 모든 유료 에피소드 무제한 감상');
    await panel.getByRole('button', { name: '구독하기' }).click();
    await page.getByRole('dialog', { name: '소곤 로그인' }).waitFor();
    await page.keyboard.press('Escape');

    const paidEpisode = page
      .getByRole('region', { name: /에피소드/ })
      .getByRole('link')
      .filter({ hasText: /하트 \d+개/ })
      .first();
    const episodePath = await paidEpisode.getAttribute('href');
    expect(episodePath).toMatch(/^\/playlist\/\d+\/\d+$/);

    await signUp(page);
    await page.goto(episodePath!);
    await page.getByText('구매 후 들을 수 있어요').waitFor();
    expect(await page.locator('audio').count()).toBe(0);

    // No hearts yet. A press that comes before the box hydrated (its code held back) is kept and
    // replayed once the box knows who is asking: the member is told about hearts, not asked to log in.
    const early = await openWithLaterChunksHeld(page, playlistPath);
    await expect.poll(early.held, { timeout: 15_000 }).toBeGreaterThan(0);
    await early.page
      .getByRole('region', { name: /채널 구독$/ })
      .getByRole('button', { name: '구독하기' })
      .click();
    await early.release();
    await early.page
      .getByRole('dialog', { name: '하트가 부족해요' })
      .getByText('보유 하트 0개', { exact: false })
      .waitFor();
    await early.close();

    // The alert leads to charging, which leads back to the playlist.
    await page.goto(playlistPath);
    await panel.getByRole('button', { name: '구독하기' }).click();
    const short = page.getByRole('dialog', { name: '하트가 부족해요' });
    await short.getByText('구독에 필요한 하트 30개 · 보유 하트 0개').waitFor();
    await short.getByRole('button', { name: '충전하기' }).click();
    await page.waitForURL(`${BASE_URL}/charge?returnTo=${encodeURIComponent(playlistPath)}`);
    await page.getByRole('group', { name: '충전 상품' }).getByText('하트 100개', { exact: true }).click();
    await page.getByRole('button', { name: '9,900원 결제하기' }).click();
    await page.getByRole('heading', { level: 1, name: '테스트 결제창' }).waitFor();
    await page.getByRole('button', { name: '결제하기', exact: true }).click();
    await page.waitForURL(/\/pg\/result\?/);
    await page.getByText('지금 보유 하트 110개').waitFor();
    await page.getByRole('link', { name: '이어서 듣기' }).click();
    await page.waitForURL(`${BASE_URL}${playlistPath}`);

    // The heart confirmation names the channel, the monthly hearts and the next payment date.
    const before = paymentDate();
    await panel.getByRole('button', { name: '구독하기' }).click();
    const confirm = page.getByRole('dialog', { name: `「${channel}」 월간 구독` });
    await confirm.getByText(/매월 하트 30개가 사용되며, 다음 결제일은 \d{4}\.\d{2}\.\d{2}이에요\./).waitFor();
    await confirm.getByText('보유 하트 110개').waitFor();
    await confirm.getByRole('button', { name: '구독하기' }).click();

    const status = panel.getByRole('status');
    await status.filter({ hasText: /^구독 중 · 다음 결제일 \d{4}\.\d{2}\.\d{2}$/ }).waitFor();
    const date = ((await status.textContent()) ?? '').replace('구독 중 · 다음 결제일 ', '');
    expect([before, paymentDate()]).toContain(date);
    // Focus stays on the one action button, now 구독 해지.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('구독 해지');
    await page.getByText('구독 1개월', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: /에피소드/ })
      .getByText(/구독 중/)
      .first()
      .waitFor();

    // The episode that was locked now plays.
    await page.goto(episodePath!);
    const episodePlayer = page.locator('section[aria-labelledby="episode-title"]');
    await episodePlayer.getByRole('button', { name: '재생', exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('구매 후 들을 수 있어요').count()).toBe(0);

    // Cancelling: access stays until the period end.
    await panel.getByRole('button', { name: '구독 해지' }).click();
    const cancel = page.getByRole('dialog', { name: '구독을 해지할까요?' });
    await cancel.getByText(`해지해도 ${date}까지는`, { exact: false }).waitFor();
    await cancel.getByRole('button', { name: '구독 해지' }).click();
    await status.filter({ hasText: `해지 예정 · ${date}까지 이용` }).waitFor();
    await panel.getByRole('button', { name: '다시 구독' }).waitFor();
    await page.reload();
    await status.filter({ hasText: `해지 예정 · ${date}까지 이용` }).waitFor();
    // The server reads the member's subscription too: the page comes with the right action.
    expect(await servedHtml(page, episodePath!)).toContain(`해지 예정 · ${date}까지 이용`);
    await page.goto(episodePath!);
    await episodePlayer.getByRole('button', { name: '재생', exact: true }).waitFor({ timeout: 10_000 });

    // 마이페이지 → 채널 구독 관리 lists it; 다시 구독 charges nothing.
    await page.goto('/mypage');
    await page.getByRole('link', { name: '채널 구독 관리' }).click();
    await page.waitForURL(`${BASE_URL}/mypage/subscriptions`);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: channel }) });
    await item.getByText('월간 구독 · 월 하트 30개 · 1개월째').waitFor();
    await item.getByText(`해지 예정 · ${date}까지 이용`).waitFor();
    await item.getByRole('button', { name: `${channel} 다시 구독` }).click();
    await item.getByText(`구독 중 · 다음 결제일 ${date}`).waitFor();
    await page.goto('/charge');
    await page.getByText('보유 하트 80개').waitFor();
  }, 120_000);
});
