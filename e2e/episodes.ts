import type { Page } from 'playwright-core';

/** A paid episode's row: its price ("하트 3개"), or rent beside own on a rentable playlist ("소장 3하트"). */
export const PAID_ROW = /하트 \d+개|소장 \d+하트/;

/**
 * From the home page to an episode of a demo playlist: the playlist by its title, then the
 * first episode in its list (or the first whose row matches `episode`, e.g. /하트 \d+개/ for a
 * paid one). Resolves on the episode's page.
 */
export async function openEpisode(page: Page, playlist: string, episode?: string | RegExp): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: playlist }).first().click();
  await page.waitForURL(/\/playlist\/\d+$/);
  const links = page.getByRole('region', { name: /에피소드/ }).getByRole('link');
  await (episode === undefined ? links : links.filter({ hasText: episode })).first().click();
  await page.waitForURL(/\/playlist\/\d+\/\d+$/);
}
