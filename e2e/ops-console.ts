import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { opsTexts } from '@sogon/contract/messages/ops';
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { BASE_URL } from './browser.ts';

// Signing in to the operator console from a journey: the operator e2e.mjs created with
// `npm run ops:create-operator` (E2E_OPS_OPERATOR), and its authenticator's codes.

export interface OpsOperator {
  email: string;
  password: string;
  /** Base32 secret of the operator's authenticator app. */
  totpSecret: string;
}

/** An operator from the environment: {"email","password","totpSecret"} as JSON, or null. */
function readOperator(name: string): OpsOperator | null {
  const raw = process.env[name];
  if (!raw) return null;
  const parsed = JSON.parse(raw) as Partial<OpsOperator>;
  if (!parsed.email || !parsed.password || !parsed.totpSecret) {
    throw new Error(`${name} needs {"email","password","totpSecret"}`);
  }
  return parsed as OpsOperator;
}

/** The operator the journeys sign in as (role operator): E2E_OPS_OPERATOR. */
export const OPERATOR = readOperator('E2E_OPS_OPERATOR');
/** A finance operator (approves and pays settlements): E2E_OPS_FINANCE. */
export const FINANCE = readOperator('E2E_OPS_FINANCE');
export const NO_FINANCE =
  'E2E_OPS_FINANCE is not set: settlement approval needs a finance operator, as JSON {"email","password","totpSecret"} (base32)';
export const NO_OPERATOR =
  'E2E_OPS_OPERATOR is not set: the console journey needs an operator account, as JSON {"email","password","totpSecret"} (base32)';

const PERIOD_MS = 30_000;
/**
 * The last 30 s step any journey used, kept in a file: the API accepts a step's code once, and
 * each journey file runs in a process of its own, one after another.
 */
const STEP_FILE = path.join(os.tmpdir(), 'sogon-e2e-ops-totp-step');
function lastStep(): number {
  try {
    return Number(readFileSync(STEP_FILE, 'utf8')) || -1;
  } catch {
    return -1;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The authenticator's current code, from a step not used yet and not about to run out. */
export async function totpCode(secret: string): Promise<string> {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / PERIOD_MS);
    const left = PERIOD_MS - (now % PERIOD_MS);
    if (step > lastStep() && left > 3_000) {
      writeFileSync(STEP_FILE, String(step));
      return totp.generate({ timestamp: now });
    }
    await sleep(left + 250);
  }
}

/**
 * Signs in on /ops/login. A code is good once: when an earlier run used this step's code the
 * API refuses it, and the journey tries once more with the next step's.
 */
export async function signIn(page: Page, operator: OpsOperator): Promise<void> {
  const text = opsTexts.login;
  await page.getByRole('heading', { name: text.heading }).waitFor();
  await page.getByLabel(text.email).fill(operator.email);
  await page.getByLabel(text.password, { exact: true }).fill(operator.password);
  const otp = page.getByLabel(text.otp);
  expect(await otp.getAttribute('inputmode')).toBe('numeric');
  expect(await otp.getAttribute('autocomplete')).toBe('one-time-code');
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await otp.fill(await totpCode(operator.totpSecret));
    await page.getByRole('button', { name: text.submit, exact: true }).click();
    const outcome = await Promise.race([
      page.waitForURL(`${BASE_URL}/ops/dashboard`).then(
        () => 'in',
        () => 'timeout',
      ),
      page
        .getByRole('alert')
        .filter({ hasText: text.failed })
        .waitFor()
        .then(
          () => 'failed',
          () => 'timeout',
        ),
    ]);
    if (outcome === 'in') return;
    expect(outcome, 'the login form answered').toBe('failed');
  }
  throw new Error('the operator could not sign in with two successive TOTP codes');
}
