import { type Page, request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, useBrowser } from './browser.ts';

// Browser journeys of the accounts issue: sign-up and the welcome flow, social login through the
// sandbox OAuth provider, and logout reaching every tab.
const session = useBrowser();

let counter = 0;
function freshEmail(): string {
  counter += 1;
  return `listener${Date.now()}${counter}@example.com`;
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies(BASE_URL)).find((c) => c.name === name);
}

async function signUp(page: Page, email: string, password = 'whisper123') {
  await page.goto('/join');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByLabel('모두 동의합니다').check();
  await page.getByRole('button', { name: '가입하기' }).click();
}

describe('email sign-up', () => {
  it('shows the spec messages for each mistake, then signs up, welcomes and opens verification', async () => {
    const { page } = session;
    await page.goto('/join');
    const submit = page.getByRole('button', { name: '가입하기' });
    await submit.click();
    await page.getByText('이메일을 입력해 주세요.').waitFor();

    await page.getByLabel('이메일').fill(freshEmail());
    await page.getByLabel('비밀번호', { exact: true }).fill('12345');
    await submit.click();
    await page.getByText('비밀번호는 6자리 이상이어야 합니다.').waitFor();

    await page.getByLabel('비밀번호', { exact: true }).fill('whisper123');
    await page.getByLabel('비밀번호 확인').fill('whisper123');
    await submit.click();
    await page.getByText('이용 약관에 동의해 주셔야 합니다.').waitFor();

    await page.getByLabel('이용약관 동의').check();
    await submit.click();
    await page.getByText('개인정보 처리 방침에 동의해 주셔야 합니다.').waitFor();
    expect(await cookie(page, 'token')).toBeUndefined();

    await page.getByLabel('개인정보 수집 및 이용 동의').check();
    await submit.click();
    await page.getByText('만 14세 이상만 가입할 수 있어요.', { exact: false }).waitFor();
    expect(await cookie(page, 'token')).toBeUndefined();

    await page.getByLabel('만 14세 이상입니다').check();
    await submit.click();
    await page.waitForURL(`${BASE_URL}/`);

    const welcome = page.getByRole('dialog', { name: '회원가입을 축하합니다!' });
    await welcome.waitFor({ state: 'visible' });
    await welcome.getByText('본인 인증 완료시 코인이 지급됩니다').waitFor();
    const token = await cookie(page, 'token');
    expect(token?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
    await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).waitFor();

    await welcome.getByRole('button', { name: '확인' }).click();
    await page.getByRole('dialog', { name: '본인 인증' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog', { name: '회원가입을 축하합니다!' }).count()).toBe(0);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored.userInfo.provider).toBe('email');
    expect(stored.token).toBeUndefined();
    const flag = await cookie(page, `welcome_${stored.userInfo.id}`);
    expect(flag?.value).toBe('0');
    const days = (flag!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThan(10.1);

    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('logs in with email from the header dialog and says nothing about which field was wrong', async () => {
    const { page } = session;
    const email = freshEmail();
    await signUp(page, email);
    await page.waitForURL(`${BASE_URL}/`);
    await page.goto('/logout');
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
    const dialog = page.getByRole('dialog', { name: '소곤 로그인' });
    await dialog.getByLabel('이메일').fill(email);
    await dialog.getByLabel('비밀번호').fill('wrong-password');
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await dialog.getByText('이메일 또는 비밀번호가 올바르지 않습니다.').waitFor();
    await dialog.getByLabel('비밀번호').fill('whisper123');
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).waitFor();
  });
});

describe('social login', () => {
  it('signs up with Kakao through the sandbox provider and comes back welcomed', async () => {
    const { page } = session;
    await page.goto('/faq');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
    const dialog = page.getByRole('dialog', { name: '소곤 로그인' });
    await dialog.getByRole('link', { name: /카카오로 계속하기/ }).click();

    await page.getByText('테스트 환경').first().waitFor();
    const email = freshEmail();
    await page.getByLabel('이메일').fill(email);
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();

    await page.waitForURL(`${BASE_URL}/faq`);
    await page.getByRole('dialog', { name: '회원가입을 축하합니다!' }).waitFor({ state: 'visible' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored.userInfo.provider).toBe('kakao');
    expect(stored.userInfo.uid).toBe(email);
  });

  it('logs in with Naver in a popup that stores the user and closes itself', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
    const dialog = page.getByRole('dialog', { name: '소곤 로그인' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name: /네이버로 계속하기/ }).click(),
    ]);
    await popup.getByRole('button', { name: '동의하고 계속하기' }).click();
    await popup.waitForEvent('close', { timeout: 15_000 });
    await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).waitFor({ timeout: 15_000 });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored.userInfo.provider).toBe('naver');
  });
});

describe('logout', () => {
  it('logging out in one tab logs the other tab out', async () => {
    const { page, context } = session;
    await signUp(page, freshEmail());
    await page.waitForURL(`${BASE_URL}/`);
    const other = await context.newPage();
    await other.goto('/faq');
    await other.getByRole('banner').getByRole('link', { name: '마이페이지' }).waitFor();

    await page.goto('/logout');
    await page.waitForURL(`${BASE_URL}/`);
    await other.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor({ timeout: 10_000 });
    expect(await other.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await cookie(other, 'token')).toBeUndefined();
    const me = await other.evaluate(async () => (await fetch('/api/live/v2/user')).status);
    expect(me).toBe(401);
  });

  it('a session revoked elsewhere sends the next tab through /logout to a visitor home', async () => {
    const { page, context } = session;
    await signUp(page, freshEmail());
    await page.waitForURL(`${BASE_URL}/`);
    const token = (await cookie(page, 'token'))!.value;
    // The listener comes back later in a new tab: the first one is gone (were it open, its own
    // next request would end the session there and every tab would follow it, see above).
    await page.close();

    // Another device ends this session (as a password reset or resign would).
    const elsewhere = await request.newContext({ baseURL: BASE_URL });
    const revoked = await elsewhere.get('/api/live/v1/user/auth/logout', {
      headers: { token, 'x-client': 'sogon-web' },
    });
    expect(revoked.status()).toBe(200);
    await elsewhere.dispose();

    const next = await context.newPage();
    await next.goto('/faq');
    await next.waitForURL(`${BASE_URL}/`, { timeout: 10_000 });
    await next.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    expect(await next.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  it('a token cookie the API never issued goes to /logout, not to 로그인이 필요한 페이지예요', async () => {
    const { page, context } = session;
    // The cookie without a stored copy: what a member whose storage the browser cleared, or a
    // hand-made cookie, brings. Spec section 8: USER_VALIDATION_FAILED goes to /logout.
    await context.addCookies([
      { name: 'token', value: 'f'.repeat(64), url: BASE_URL, httpOnly: true, sameSite: 'Lax' },
    ]);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/mypage');
    await page.waitForURL(`${BASE_URL}/`, { timeout: 15_000 });
    // In this order (a page may report its own address more than once).
    expect([...new Set(visited)]).toEqual(['/mypage', '/logout', '/']);
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).waitFor();
    expect(await cookie(page, 'token')).toBeUndefined();
    expect(await page.getByText('로그인이 필요한 페이지예요.').count()).toBe(0);
  });
});
