import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, screenshot } from './browser.ts';

// Browser journey of identity verification: the verification modal opens the PASS popup, the
// sandbox provider's page verifies an adult, the popup closes itself, and the member can turn
// adult mode on in 마이페이지.
//
// Its own browser: headless Chromium's default screen is 800×600 and would clamp the 700 px
// popup, so this one reports a larger screen (the flags are otherwise those of browser.ts).
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--screen-info={1280x1024}'],
  });
});
afterAll(async () => {
  await browser?.close();
});

let counter = 0;
function freshEmail(): string {
  counter += 1;
  return `verified${Date.now()}${counter}@example.com`;
}

/** A phone number nobody else in this run has, so the person (and their CI) is new. */
function freshPhone(): string {
  return `010${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

async function signUp(page: Page, email: string, password = 'whisper123') {
  await page.goto('/join');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByLabel('모두 동의합니다').check();
  await page.getByRole('button', { name: '가입하기' }).click();
}

const storedAsset = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.asset ?? null);

describe('identity verification', () => {
  it('verifies an adult in the PASS popup, then turns adult mode on in 마이페이지', async () => {
    // Without an emulated viewport the popup keeps the size window.open asked for.
    const context = await browser.newContext({
      baseURL: BASE_URL,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      viewport: null,
    });
    const page = await context.newPage();
    try {
      await signUp(page, freshEmail());
      await page.waitForURL(`${BASE_URL}/`);

      const welcome = page.getByRole('dialog', { name: '회원가입을 축하합니다!' });
      await welcome.waitFor({ state: 'visible' });
      await welcome.getByRole('button', { name: '확인' }).click();
      const modal = page.getByRole('dialog', { name: '본인 인증' });
      await modal.waitFor({ state: 'visible' });
      expect(await storedAsset(page)).toEqual({ is_adult: 0, is_auth: 0, adult_mode: 0 });

      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        modal.getByRole('button', { name: '휴대폰 인증' }).click(),
      ]);
      // The popup passes through /auth/pass and our API to the sandbox provider's page.
      await popup.getByText('테스트 환경').first().waitFor({ timeout: 20_000 });
      const [name, innerWidth, innerHeight, outerHeight] = await popup.evaluate(() => [
        window.name,
        window.innerWidth,
        window.innerHeight,
        window.outerHeight,
      ]);
      expect(name).toBe('pass');
      expect(innerWidth).toBe(500);
      // width=500,height=700 sizes the content area; headless Chromium leaves it one pixel short.
      expect(innerHeight).toBeGreaterThanOrEqual(699);
      expect(innerHeight).toBeLessThanOrEqual(700);
      expect(outerHeight).toBeGreaterThan(innerHeight);

      await popup.getByLabel('이름').fill('김소곤');
      await popup.getByLabel('생년월일').fill('19900101');
      await popup.getByLabel('남성').check();
      await popup.getByLabel('통신사').selectOption('KT');
      await popup.getByLabel('휴대폰 번호').fill(freshPhone());
      await popup.getByRole('button', { name: '인증하기' }).click();
      await popup.getByText('본인 인증이 완료되었어요. 하트 30개를 드렸어요.').waitFor({ timeout: 15_000 });
      await popup.waitForEvent('close', { timeout: 15_000 });

      await expect
        .poll(() => storedAsset(page), { timeout: 10_000 })
        .toEqual({
          is_adult: 1,
          is_auth: 1,
          adult_mode: 0,
        });
      const check = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === 'auth_check');
      expect(check?.value).toBe('1');
      expect(check?.httpOnly).toBe(false);

      await page.goto('/mypage');
      await page.getByText(/^인증 완료 · \d{4}\.\d{2}\.\d{2}까지 유효$/).waitFor();
      const adultMode = page.getByRole('switch', { name: '성인 모드' });
      await adultMode.waitFor();
      expect(await adultMode.isEnabled()).toBe(true);
      expect(await adultMode.isChecked()).toBe(false);
      await adultMode.click();
      // Turning it on asks first.
      await page
        .getByRole('dialog', { name: '성인 모드를 켤까요?' })
        .getByRole('button', { name: '켜기' })
        .click();
      await page.getByText('성인 모드를 켰어요.').waitFor();
      expect(await adultMode.isChecked()).toBe(true);
      await expect.poll(() => storedAsset(page)).toEqual({ is_adult: 1, is_auth: 1, adult_mode: 1 });
    } catch (error) {
      await screenshot(page, 'identity-verification-failure').catch(() => {});
      throw error;
    } finally {
      await context.close();
    }
  });

  it('verifies with Kakao: the popup waits for KakaoTalk, and 마이페이지 updates when it closes', async () => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    const page = await context.newPage();
    try {
      await signUp(page, freshEmail());
      await page.waitForURL(`${BASE_URL}/`);
      await page
        .getByRole('dialog', { name: '회원가입을 축하합니다!' })
        .getByRole('button', { name: '확인' })
        .click();
      await page.getByRole('button', { name: '본인 인증 닫기' }).click();

      await page.goto('/mypage');
      const adultMode = page.getByRole('switch', { name: '성인 모드' });
      await adultMode.waitFor();
      expect(await adultMode.isDisabled()).toBe(true);
      await page.getByText('성인 인증이 필요해요. 본인 인증 후 이용해 주세요.').waitFor();
      await page.getByRole('button', { name: '본인 인증하기' }).click();
      const modal = page.getByRole('dialog', { name: '본인 인증' });
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        modal.getByRole('button', { name: '카카오 인증' }).click(),
      ]);
      expect(await popup.evaluate(() => window.name)).toBe('userValidation');
      await popup.getByLabel('이름').fill('박소곤');
      await popup.getByLabel('휴대폰 번호').fill(freshPhone());
      await popup.getByLabel('생년월일').fill('19880808');
      await popup.getByRole('button', { name: '인증 요청하기' }).click();
      await popup.getByRole('heading', { name: '카카오톡에서 인증을 완료해 주세요' }).waitFor();

      // The sandbox's stand-in for KakaoTalk on the person's phone.
      const [phone] = await Promise.all([
        context.waitForEvent('page'),
        popup.getByRole('link', { name: '테스트용 카카오톡 화면 열기' }).click(),
      ]);
      await phone.getByText('카카오톡 인증 요청').first().waitFor();
      await phone.getByLabel('통신사').selectOption('MVNO');
      await phone.getByRole('button', { name: '인증하기' }).click();
      await phone.getByText('인증을 승인했어요.').waitFor();

      // The popup polls every 2 s, shows the outcome, then closes itself.
      await popup.getByRole('heading', { name: '본인 인증 완료' }).waitFor({ timeout: 10_000 });
      await popup.waitForEvent('close', { timeout: 15_000 });
      await page.getByText('본인 인증을 마쳤어요. 30하트를 드렸어요.').waitFor({ timeout: 10_000 });
      await modal.waitFor({ state: 'detached' });
      await page.getByText(/^인증 완료 · \d{4}\.\d{2}\.\d{2}까지 유효$/).waitFor();
      expect(await adultMode.isEnabled()).toBe(true);
    } catch (error) {
      await screenshot(page, 'kakao-verification-failure').catch(() => {});
      throw error;
    } finally {
      await context.close();
    }
  });
});
