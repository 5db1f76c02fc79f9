import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

// Page views and browsing sessions (spec section 7 "Misc"): a visitor sent by a partner link
// logs each page with the partner id and the page before it, and the tab's session starts once.
const session = useBrowser();

describe('access log and session analytics', () => {
  it('logs each page with the partner and the referrer, and starts one session per tab', async () => {
    const { page } = session;
    const views: Array<{ url: string; referer: string; pid: string }> = [];
    const sessions: Array<{ type: string; sessionId: string }> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/live/v1/log/access')) views.push(request.postDataJSON());
      if (request.url().endsWith('/api/live/v1/analytics/log/user')) sessions.push(request.postDataJSON());
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/v1/log/access'));
    await page.goto('/?p_id=e2e-partner');
    expect((await answered).status()).toBe(200);
    await expect.poll(() => sessions.length).toBe(1);

    await page.getByRole('link', { name: '한밤의 빗소리' }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    await expect.poll(() => views.length).toBe(2);
    expect(views[0]).toMatchObject({ url: '/?p_id=e2e-partner', pid: 'e2e-partner' });
    expect(views[1]!.url).toMatch(/^\/playlist\/\d+$/);
    expect(views[1]!.referer).toMatch(/\/\?p_id=e2e-partner$/);
    expect(views[1]!.pid).toBe('e2e-partner');

    // A reload continues the tab's session: no second start.
    await page.reload();
    await expect.poll(() => views.length).toBe(3);
    expect(sessions.filter((event) => event.type === 'start').map((event) => event.sessionId)).toHaveLength(
      1,
    );
    expect(sessions[0]!.sessionId).toMatch(/^[\w-]{8,64}$/);
  });
});
