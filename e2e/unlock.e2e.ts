import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { openEpisode, PAID_ROW } from './episodes.ts';
import { DEMO_MEMBER, logIn } from './members.ts';

// Unlocking a paid episode with hearts (issue 7): the demo member (30 hearts) buys an episode
// after the heart confirmation and plays it; a visitor is asked to log in first.
const session = useBrowser();

async function openPaidEpisode(page: Page, playlistTitle: string) {
  await openEpisode(page, playlistTitle, PAID_ROW);
  await page.getByText('구매 후 들을 수 있어요').waitFor();
}

describe('unlocking a paid episode', () => {
  it('asks a visitor to log in, then confirms with hearts, unlocks and plays', async () => {
    const { page } = session;
    await openPaidEpisode(page, '바이노럴 집중 사운드');
    const buy = page.getByRole('button', { name: /하트 \d+개로 듣기/ });
    await buy.click();
    await page.getByRole('dialog', { name: '소곤 로그인' }).waitFor();
    await page.keyboard.press('Escape');

    await logIn(page, DEMO_MEMBER.uid, DEMO_MEMBER.password);
    await page.getByText('구매 후 들을 수 있어요').waitFor();
    await page.getByRole('button', { name: /하트 \d+개로 듣기/ }).click();

    const confirm = page.getByRole('dialog', { name: '하트로 구매할까요?' });
    await confirm.waitFor();
    await confirm.getByText(/보유 하트 \d+개/).waitFor();
    await confirm.getByRole('button', { name: '구매하기' }).click();

    await page.getByText('구매했어요. 지금 들을 수 있어요.').waitFor();
    // The bought episode plays in full through the player: encrypted HLS, key and all.
    await page
      .locator('section[aria-labelledby="episode-title"]')
      .getByRole('button', { name: '재생', exact: true })
      .click();
    const audio = page.locator('[data-player="audio"]');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.5);

    // The episode list now marks it bought; buying it again is not offered.
    await page.reload();
    expect(await page.getByRole('button', { name: /하트 \d+개로 듣기/ }).count()).toBe(0);
    await page
      .getByRole('region', { name: /에피소드/ })
      .getByText(/구매함/)
      .first()
      .waitFor();
  });
});
