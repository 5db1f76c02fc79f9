import { ko } from '@sogon/contract/messages/ko';
import { opsTexts } from '@sogon/contract/messages/ops';
import { opsAuditActionNames } from '@sogon/contract/messages/ops-audit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkPhone, newContext, useBrowser } from './browser.ts';
import { sitemapPaths } from './lighthouse.ts';
import { API, apiCall, apiToken, joinByApi, logIn, WRITE } from './members.ts';
import { NO_OPERATOR, OPERATOR, signIn, totpCode } from './ops-console.ts';

// The operator console (운영 콘솔, issue 17): an operator signs in with a password and a real
// TOTP code, finds a fresh member, blocks them (their open session ends on /500), reads the audit
// log and lifts the block; visitors and members never learn the console exists (404).
const session = useBrowser();

const banner = (page: Page) => page.getByRole('banner');

async function robotsMeta(page: Page): Promise<string | null> {
  return page.locator('head meta[name="robots"]').first().getAttribute('content');
}

/** An /api/live/ops call as someone who is not an operator: the console is a path that does not exist. */
async function expectHidden(path: string, init: RequestInit = {}): Promise<void> {
  const response = await fetch(`${API}${path}`, init);
  const body = (await response.json()) as { message?: string };
  expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(404);
  expect(body.message, `${init.method ?? 'GET'} ${path}`).toBe('ERROR_API_PATH_WRONG');
}

describe('the operator console', () => {
  it('signs in with a TOTP code, blocks a member found by e-mail (their session ends on /500), shows it in the audit log and unblocks', {
    timeout: 120_000,
  }, async (ctx) => {
    if (!OPERATOR) return ctx.skip(NO_OPERATOR);
    const { page } = session;

    // A member, logged in in their own browser before the operator acts.
    const uid = await joinByApi('opsblock');
    const memberContext = await newContext(session.browser);
    try {
      const memberPage = await memberContext.newPage();
      await memberPage.goto('/');
      await logIn(memberPage, uid);

      // The console sends a stranger to its login; a real TOTP code gets the operator in.
      await page.goto('/ops/members');
      await page.waitForURL(`${BASE_URL}/ops/login`);
      await signIn(page, OPERATOR);

      // Its own header, none of the member site's; never indexed.
      const header = banner(page);
      await header.getByText(OPERATOR.email).waitFor();
      await header.getByText(opsTexts.roles.operator, { exact: true }).waitFor();
      await header.getByRole('navigation', { name: opsTexts.nav.label }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      expect(await header.getByRole('link', { name: ko.my.title }).count()).toBe(0);
      expect(await robotsMeta(page)).toBe('noindex, nofollow');

      // The console opens on its dashboard: today and the last 30 days, charts with their numbers.
      const dashboard = opsTexts.dashboard;
      await page.getByRole('heading', { name: dashboard.heading, level: 1 }).waitFor();
      await page
        .getByRole('region', { name: dashboard.today })
        .getByText(dashboard.figures.signups)
        .waitFor();
      await page.getByRole('region', { name: dashboard.lastDays(30) }).waitFor();
      expect(await page.getByRole('img', { name: new RegExp(`^${dashboard.charts.signups}`) }).count()).toBe(
        1,
      );
      await page.getByRole('heading', { name: dashboard.top.heading }).waitFor();
      // The demo's listening history puts a playlist at the top.
      expect(
        await page.getByRole('table').filter({ hasText: dashboard.top.rank }).getByRole('row').count(),
      ).toBeGreaterThan(1);

      await header.getByRole('link', { name: opsTexts.nav.members, exact: true }).click();
      await page.getByRole('heading', { name: opsTexts.members.heading, level: 1 }).waitFor();

      // Find the member by e-mail and open them.
      await page.getByLabel(opsTexts.members.search).fill(uid);
      await page.getByRole('button', { name: opsTexts.members.searchSubmit, exact: true }).click();
      await page.waitForURL(/\/ops\/members\?q=/);
      // The newest-members list shown before the search has the fresh member too: wait for the answer.
      await page
        .getByRole('status')
        .filter({ hasText: opsTexts.members.count(1) })
        .waitFor();
      const table = page.getByRole('table', { name: opsTexts.members.caption });
      const link = table.getByRole('link', { name: uid, exact: true });
      await link.waitFor();
      expect(await table.getByRole('row').count()).toBe(2);
      await checkPhone(page, 'ops-members');
      await link.click();
      await page.waitForURL(/\/ops\/members\/\d+$/);
      const memberId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { name: opsTexts.member.heading(memberId), level: 1 }).waitFor();
      const facts = page.locator('dl');
      await facts.getByText(uid, { exact: true }).waitFor();
      await facts.getByText(opsTexts.members.status.active, { exact: true }).waitFor();
      for (const label of [
        opsTexts.members.columns.auth,
        opsTexts.member.verifiedAt,
        opsTexts.member.adultMode,
        opsTexts.member.walletLabel,
        opsTexts.member.sessionsLabel,
        opsTexts.member.payments,
        opsTexts.member.purchases,
        opsTexts.member.lastSeen,
      ]) {
        await facts.getByRole('term').filter({ hasText: label }).first().waitFor();
      }
      await facts.getByText(opsTexts.members.notVerified, { exact: true }).waitFor();
      expect(await robotsMeta(page)).toBe('noindex, nofollow');

      // 이용 정지 needs a reason, then a confirmation.
      const actions = page.getByRole('region', { name: opsTexts.member.actions });
      await actions.getByRole('button', { name: opsTexts.member.block, exact: true }).click();
      await actions.getByRole('alert').filter({ hasText: opsTexts.reasonInvalid }).waitFor();
      const reason = `e2e 이용 정지 ${Date.now()}`;
      await actions.getByLabel(opsTexts.member.reason).fill(reason);
      await actions.getByRole('button', { name: opsTexts.member.block, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: opsTexts.member.blockConfirm(memberId) });
      await confirm.getByText(opsTexts.member.confirmReason(reason)).waitFor();
      await confirm.getByRole('button', { name: opsTexts.member.block, exact: true }).click();
      await actions.getByRole('status').filter({ hasText: opsTexts.member.blocked }).waitFor();
      await facts.getByText(opsTexts.members.status.blocked, { exact: true }).waitFor();
      await facts.getByText(opsTexts.member.sessions(0)).waitFor();
      await actions.getByRole('button', { name: opsTexts.member.unblock, exact: true }).waitFor();
      await checkPhone(page, 'ops-member-blocked');

      // The member's next page answers for the block: /500.
      await memberPage.goto('/mypage');
      await memberPage.waitForURL(`${BASE_URL}/500`);
      await memberPage.getByText(ko.blocked.body).waitFor();

      // The audit log shows who blocked whom, and why.
      await banner(page).getByRole('link', { name: opsTexts.nav.audit }).click();
      await page.waitForURL(`${BASE_URL}/ops/audit`);
      await page.getByLabel(opsTexts.audit.search).fill(`member:${memberId}`);
      await page.getByRole('button', { name: opsTexts.audit.searchSubmit, exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: opsTexts.audit.count(1) })
        .waitFor();
      const blockRow = page
        .getByRole('table', { name: opsTexts.audit.caption })
        .getByRole('row')
        .filter({ hasText: reason });
      await blockRow.waitFor();
      await blockRow.getByRole('cell', { name: opsAuditActionNames['member.block'], exact: true }).waitFor();
      await blockRow.getByText(OPERATOR.email).waitFor();
      await checkPhone(page, 'ops-audit');

      // Lifting the block, from the audit entry's member link.
      await blockRow.getByRole('link', { name: opsTexts.member.heading(memberId) }).click();
      await page.waitForURL(`${BASE_URL}/ops/members/${memberId}`);
      const unblockReason = `e2e 이용 정지 해제 ${Date.now()}`;
      await actions.getByLabel(opsTexts.member.reason).fill(unblockReason);
      await actions.getByRole('button', { name: opsTexts.member.unblock, exact: true }).click();
      await page
        .getByRole('dialog', { name: opsTexts.member.unblockConfirm(memberId) })
        .getByRole('button', { name: opsTexts.member.unblock, exact: true })
        .click();
      await actions.getByRole('status').filter({ hasText: opsTexts.member.unblocked }).waitFor();
      await facts.getByText(opsTexts.members.status.active, { exact: true }).waitFor();
      // The member may log in again.
      const memberToken = await apiToken(uid);

      // A money action asks for the authenticator again (a code of a step not used yet).
      const hearts = page.getByRole('region', { name: opsTexts.hearts.heading });
      await hearts.getByLabel(opsTexts.hearts.amount).fill('5');
      await hearts.getByLabel(opsTexts.hearts.reason).fill('e2e 이벤트 보상');
      await hearts.getByLabel(opsTexts.hearts.otp).fill(await totpCode(OPERATOR.totpSecret));
      await hearts.getByRole('button', { name: opsTexts.hearts.submit, exact: true }).click();
      await hearts
        .getByRole('status')
        .filter({ hasText: opsTexts.hearts.granted(5) })
        .waitFor();
      await facts.getByText(opsTexts.member.wallet(0, 5)).waitFor();
      const balance = await apiCall<{ bonus: number }>('GET', '/v1/user/hearts', memberToken);
      expect(balance.bonus).toBe(5);

      // The three actions are in the log.
      await banner(page).getByRole('link', { name: opsTexts.nav.audit }).click();
      await page.getByLabel(opsTexts.audit.search).fill(`member:${memberId}`);
      await page.getByRole('button', { name: opsTexts.audit.searchSubmit, exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: opsTexts.audit.count(3) })
        .waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: unblockReason })
        .getByRole('cell', { name: opsAuditActionNames['member.unblock'], exact: true })
        .waitFor();

      // 로그아웃 ends the console session.
      await banner(page).getByRole('button', { name: opsTexts.logout }).click();
      await page.waitForURL(`${BASE_URL}/ops/login`);
      expect((await page.context().cookies(BASE_URL)).some((c) => c.name === 'ops_token')).toBe(false);
      const me = await page.request.get('/api/live/ops/me');
      expect(me.status()).toBe(404);
      await page.goto('/ops/members');
      await page.waitForURL(`${BASE_URL}/ops/login`);
    } finally {
      await memberContext.close();
    }
  });

  it('is a path that does not exist for visitors and members, and no member page or sitemap leads to it', async () => {
    const { page } = session;

    // A visitor opening the console lands on its login page, which is never indexed.
    const response = await page.goto('/ops/members');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await page.waitForURL(`${BASE_URL}/ops/login`);
    await page.getByRole('heading', { name: opsTexts.login.heading, level: 1 }).waitFor();
    expect(await robotsMeta(page)).toBe('noindex, nofollow');
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await checkPhone(page, 'ops-login');

    // An empty form says what is missing, accessibly.
    await page.getByRole('button', { name: opsTexts.login.submit, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: opsTexts.login.emailRequired }).waitFor();
    expect(await page.getByLabel(opsTexts.login.email).getAttribute('aria-invalid')).toBe('true');

    await page.goto('/ops');
    await page.waitForURL(`${BASE_URL}/ops/login`);

    // The API: 404 ERROR_API_PATH_WRONG for a visitor…
    for (const path of ['/ops/me', '/ops/members', '/ops/members/1', '/ops/audit']) await expectHidden(path);
    await expectHidden('/ops/members/1/block', {
      method: 'POST',
      headers: WRITE,
      body: JSON.stringify({ reason: '방문자의 시도' }),
    });

    // …and for a logged-in member, by token header and by the browser's cookie.
    const uid = await joinByApi('opsvisitor');
    const token = await apiToken(uid);
    await expectHidden('/ops/members', { headers: { 'x-client': 'web', token } });
    await expectHidden('/ops/me', { headers: { 'x-client': 'web', token } });
    await page.goto('/');
    await logIn(page, uid);
    const asMember = await page.request.get('/api/live/ops/members');
    expect(asMember.status()).toBe(404);
    expect(((await asMember.json()) as { message?: string }).message).toBe('ERROR_API_PATH_WRONG');

    // No member page links to the console; neither robots.txt nor the sitemap names it.
    expect(await page.locator('a[href^="/ops"]').count()).toBe(0);
    await page.goto('/mypage');
    await page.getByRole('heading', { name: ko.my.title, level: 1 }).waitFor();
    expect(await page.locator('a[href^="/ops"]').count()).toBe(0);
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots).not.toContain('/ops');
    const paths = await sitemapPaths(BASE_URL);
    expect(paths.some((path) => path === '/ops' || path.startsWith('/ops/'))).toBe(false);
  });
});
