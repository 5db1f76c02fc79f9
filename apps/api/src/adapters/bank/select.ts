import { createHmac } from 'node:crypto';
import type { Config } from '#api/config';
import { createOpenBankingCheck, type OpenBankingCredentials } from './open-banking.ts';
import type { AccountHolderCheck, Fetch } from './types.ts';

/** Where the sandbox bank lives under this server (the open banking paths follow it). */
export const BANK_SANDBOX_PATH = '/api/live/bank-sandbox';

export interface BankSettings {
  /** Open banking credentials; null runs the account check on the local sandbox bank (if allowed). */
  openBanking: OpenBankingCredentials | null;
  sandboxAllowed: boolean;
  /** Origin this process reaches itself at (the sandbox bank's API). */
  readonly sandboxBaseUrl: string;
}

export function bankSettings(
  config: Pick<
    Config,
    'PORT' | 'BANK_SANDBOX' | 'OPEN_BANKING_CLIENT_ID' | 'OPEN_BANKING_CLIENT_SECRET' | 'OPEN_BANKING_API_URL'
  >,
): BankSettings {
  let openBanking: OpenBankingCredentials | null = null;
  if (config.OPEN_BANKING_CLIENT_ID) {
    if (!config.OPEN_BANKING_CLIENT_SECRET) {
      throw new Error('OPEN_BANKING_CLIENT_SECRET is required with OPEN_BANKING_CLIENT_ID');
    }
    openBanking = {
      baseUrl: config.OPEN_BANKING_API_URL.replace(/\/+$/, ''),
      clientId: config.OPEN_BANKING_CLIENT_ID,
      clientSecret: config.OPEN_BANKING_CLIENT_SECRET,
    };
  } else if (!config.BANK_SANDBOX) {
    throw new Error('Payout accounts need OPEN_BANKING_CLIENT_ID (with its secret) or BANK_SANDBOX=true');
  }
  return {
    openBanking,
    sandboxAllowed: config.BANK_SANDBOX,
    sandboxBaseUrl: `http://127.0.0.1:${config.PORT}`,
  };
}

/** The sandbox bank's made-up client of this process, derived from the sandbox key. */
export function sandboxBankClient(sandboxKey: Buffer): { clientId: string; clientSecret: string } {
  return {
    clientId: 'sogon-sandbox-bank',
    clientSecret: createHmac('sha256', sandboxKey).update('bank client secret').digest('hex'),
  };
}

/**
 * The account check: open banking with credentials, else the same client pointed at the
 * sandbox bank over real HTTP (null when neither is allowed: then the sandbox routes do not exist).
 */
export function selectAccountCheck(
  settings: BankSettings,
  sandboxKey: Buffer,
  fetch?: Fetch,
): { check: AccountHolderCheck; sandbox: boolean } {
  if (settings.openBanking) {
    const credentials = settings.openBanking;
    return { check: createOpenBankingCheck({ credentials: () => credentials, fetch }), sandbox: false };
  }
  const client = sandboxBankClient(sandboxKey);
  return {
    check: createOpenBankingCheck({
      credentials: () => ({ baseUrl: `${settings.sandboxBaseUrl}${BANK_SANDBOX_PATH}`, ...client }),
      fetch,
    }),
    sandbox: true,
  };
}
