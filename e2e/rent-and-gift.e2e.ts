import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { checkPhone, newContext, PHONE, useBrowser } from './browser.ts';
import { openEpisode } from './episodes.ts';
import { apiCall, apiToken, joinByApi, logIn } from './members.ts';

// Ways to pay (issue 38) beside 기다무 (commerce.e2e.ts): renting an episode with hearts until the
// rental ends and the player says why, and a playlist gifted by nickname that the recipient
// accepts in 보관함 and listens to. Members and their names are made through the API; hearts
// are charged in the sandbox's window, as a member does.
const session = useBrowser();
const DATABASE_URL = process.env.E2E_DATABASE_URL;

const RENTABLE = '바이노럴 집중 사운드';
const GIFTED = '파도가 머무는 밤';
const ENDED = '대여 기간이 끝났어요';
const ENDED_BODY = '다시 대여하거나 소장하면 이어서 들을 수 있어요.';
const LOCKED = '구매 후 들을 수 있어요';

const audio = (page: Page) => page.locator('[data-player="audio"]');
const currentTime = (page: Page) => audio(page).evaluate((element: HTMLAudioElement) => element.currentTime);
/** The episode's own player (the playlist header has its own 재생 button). */
const player = (page: Page) => page.locator('section[aria-labelledby="episode-title"]');

/**
 * Presses `button` until `shown` appears: a part hydrated after the load event ignores a press
 * that came before its code.
 */
async function pressUntil(button: Locator, shown: Locator) {
  for (let tries = 1; ; tries += 1) {
    await button.click();
    try {
      await shown.waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (tries >= 5) throw error;
    }
  }
}

/** Charges 100 hearts through the sandbox gateway, as a member does. */
async function chargeHearts(page: Page) {
  await page.goto('/charge');
  await page.getByRole('group', { name: '충전 상품' }).getByText('하트 100개', { exact: true }).click();
  await page.getByRole('button', { name: '9,900원 결제하기' }).click();
  await page.getByRole('heading', { level: 1, name: '테스트 결제창' }).waitFor();
  await page.getByRole('button', { name: '결제하기', exact: true }).click();
  await page.waitForURL(/\/pg\/result\?/);
  await page.getByText(/지금 보유 하트 \d+개/).waitFor();
}

/** Plays the episode of this page in full (not the preview) for a moment. */
async function listens(page: Page) {
  expect(await page.getByText(LOCKED).count()).toBe(0);
  await player(page).getByRole('button', { name: '재생', exact: true }).click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await page.getByRole('region', { name: '미니 플레이어' }).getByRole('button', { name: '일시정지' }).click();
}

describe('ways to pay', () => {
  it('rents an episode, listens, and once the rental ends the player says why', async (ctx) => {
    if (!DATABASE_URL) {
      return ctx.skip(
        'E2E_DATABASE_URL is not set: a three-day rental is brought to its end on the database',
      );
    }
    const { page } = session;
    const uid = await joinByApi('rent');
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await logIn(page, uid);
    await chargeHearts(page);

    await openEpisode(page, RENTABLE, '몰입 구간');
    const episodePath = new URL(page.url()).pathname;
    const contentId = Number(episodePath.split('/').pop());
    await page.getByText(LOCKED).waitFor();
    const confirm = page.getByRole('dialog', { name: '대여하기 · 1하트 · 3일' });
    await pressUntil(player(page).getByRole('button', { name: '대여하기 · 1하트 · 3일' }), confirm);
    await confirm.getByText(/^「2화 · 몰입 구간」을\(를\) 하트 1개로 3일 동안 대여합니다\.$/).waitFor();
    await confirm.getByRole('button', { name: '대여하기 · 1하트 · 3일' }).click();
    await page.getByText(/^대여했어요\. 지금 들을 수 있어요\. \(2일 23시간 남음\)$/).waitFor();
    // The refreshed page plays it in full, and the episode list says how long it is held.
    await player(page).getByRole('button', { name: '재생', exact: true }).waitFor({ timeout: 15_000 });
    await page
      .getByRole('region', { name: /에피소드/ })
      .getByText(/대여 중 · 2일 23시간 남음/)
      .waitFor();
    await checkPhone(page, 'rent-renting');
    expect(await axeViolations(page)).toEqual([]);
    await listens(page);

    // Three days cannot pass in a browser: the rental is moved on to end 20 s from now, as if
    // it had been taken three days earlier, and the page is opened again with that end.
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    try {
      const moved = await db.query(
        `update rentals r
            set starts_at = now() - interval '72 hours', ends_at = now() + interval '20 seconds'
           from users u
          where r.user_id = u.id and u.provider = 'email' and u.uid = $1 and r.content_id = $2`,
        [uid, contentId],
      );
      expect(moved.rowCount).toBe(1);
    } finally {
      await db.end();
    }
    await page.reload();
    // Still held: the page offers to play it in full until the end comes.
    await player(page)
      .getByRole('button', { name: /^(재생|이어 듣기)$/ })
      .waitFor();
    expect(await player(page).getByText(LOCKED).count()).toBe(0);

    // At the end, on the open page: the player says why (and drops to the preview).
    const ended = page.getByRole('dialog', { name: ENDED });
    await ended.waitFor({ timeout: 45_000 });
    await ended.getByText(ENDED_BODY).waitFor();
    await checkPhone(page, 'rent-ended-alert');
    expect(await axeViolations(page)).toEqual([]);
    await ended.getByRole('button', { name: '확인' }).click();
    // The refreshed page says it under the player too.
    await player(page).getByText(ENDED, { exact: true }).waitFor({ timeout: 15_000 });

    // Coming back later, the episode page still says why it no longer plays, and how to go on.
    await page.reload();
    const reason = player(page);
    await reason.getByText(ENDED, { exact: true }).waitFor();
    await reason.getByText(ENDED_BODY).waitFor();
    expect(await reason.getByText(LOCKED).count()).toBe(0);
    await reason.getByRole('button', { name: '미리듣기', exact: true }).waitFor();
    await reason.getByRole('button', { name: '대여하기 · 1하트 · 3일' }).waitFor();
    expect(
      await page
        .getByRole('region', { name: /에피소드/ })
        .getByText(/대여 중 · /)
        .count(),
    ).toBe(0);
    await checkPhone(page, 'rent-ended');
    expect(await axeViolations(page)).toEqual([]);
  }, 240_000);

  it('gifts a playlist by nickname with a message; the recipient accepts it in 보관함 and listens', async () => {
    const { page } = session;
    const giver = await joinByApi('giver');
    const taker = await joinByApi('taker');
    const nickname = `받는이${String(Date.now()).slice(-8)}`;
    await apiCall('PATCH', '/v1/user', await apiToken(taker), { username: nickname });
    const message = '잠 안 오는 밤에 들어 봐요';

    // The giver, with hearts, gifts the rest of the playlist from its page.
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await logIn(page, giver);
    await chargeHearts(page);
    await page.goto('/');
    await page.getByRole('link', { name: GIFTED }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    const dialog = page.getByRole('dialog', { name: '선물하기' });
    await pressUntil(page.getByRole('button', { name: `선물하기: ${GIFTED} 전체` }), dialog);
    await dialog.getByText(`${GIFTED} 전체`).waitFor();
    await dialog.getByLabel('받는 분 닉네임').fill(nickname);
    await dialog.getByLabel(/^메시지/).fill(message);
    await checkPhone(page, 'gift-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '선물하기', exact: true }).click();
    await page.getByText('선물을 보냈어요. 받는 분이 보관함에서 받을 수 있어요.').first().waitFor();
    expect(await dialog.count()).toBe(0);

    // The recipient, on their own phone, finds it in 보관함 → 선물 and accepts it.
    const other = await newContext(session.browser, { viewport: PHONE });
    try {
      const phone = await other.newPage();
      await phone.goto('/');
      await logIn(phone, taker);
      // On a phone the main menu waits behind 메뉴.
      const menu = phone.getByRole('banner').getByRole('navigation', { name: '주 메뉴' });
      await menu.locator('summary').click();
      await menu.getByRole('link', { name: '보관함', exact: true }).filter({ visible: true }).click();
      await phone.waitForURL(/\/library/);
      const received = phone.getByRole('region', { name: '받은 선물' });
      await pressUntil(phone.getByRole('tab', { name: '선물' }), received);
      const gift = received.getByRole('listitem').filter({ hasText: `${GIFTED} 전체` });
      await gift.getByText(`“${message}”`).waitFor();
      await gift.getByText(/님의 선물$/).waitFor();
      await gift.getByText(/ · 받기 전$/).waitFor();
      await checkPhone(phone, 'gift-received');
      expect(await axeViolations(phone)).toEqual([]);
      await gift.getByRole('button', { name: `받기: ${GIFTED} 전체` }).click();
      await phone.getByText('선물을 받았어요. 지금 들을 수 있어요.').first().waitFor();
      await gift.getByText(/ · 받음$/).waitFor();
      expect(await gift.getByRole('button', { name: /^받기/ }).count()).toBe(0);

      // The accepted gift leads to the playlist; a paid episode of it plays with no purchase prompt.
      await gift.getByRole('link', { name: `${GIFTED} 전체` }).click();
      await phone.waitForURL(/\/playlist\/\d+$/);
      await phone
        .getByRole('region', { name: /에피소드/ })
        .getByRole('link')
        .filter({ hasText: '밤바다 산책' })
        .first()
        .click();
      await phone.waitForURL(/\/playlist\/\d+\/\d+$/);
      await player(phone).getByRole('button', { name: '재생', exact: true }).waitFor({ timeout: 15_000 });
      await listens(phone);
      await checkPhone(phone, 'gift-listening');
    } finally {
      await other.close();
    }
  }, 240_000);
});
