import { deriveKey } from '#api/adapters/identity/types';
import type { Config } from '#api/config';
import type { MerchantKeys } from './protocol.ts';
import { createSandboxGateway, type PaymentSandboxAddresses } from './sandbox-client.ts';
import { createSettleBankGateway } from './settlebank.ts';
import type { PaymentGateway } from './types.ts';

export interface SettleBankCredentials extends MerchantKeys {
  windowBaseUrl: string;
  apiBaseUrl: string;
}

export interface PaymentSettings extends PaymentSandboxAddresses {
  /** Serve the local sandbox gateway when no SettleBank merchant is configured. */
  sandboxAllowed: boolean;
  settlebank: SettleBankCredentials | null;
}

/**
 * What settingsFromConfig (app/settings.ts) reads. A merchant id without both keys, or no merchant with
 * the sandbox turned off, stops the start-up here rather than failing every payment later.
 */
export function paymentSettings(
  config: Pick<
    Config,
    | 'SITE_URL'
    | 'PORT'
    | 'PAYMENTS_SANDBOX'
    | 'SETTLEBANK_MCHT_ID'
    | 'SETTLEBANK_KEY'
    | 'SETTLEBANK_AES_KEY'
    | 'SETTLEBANK_BASE_URL'
    | 'SETTLEBANK_API_URL'
  >,
): PaymentSettings {
  let settlebank: SettleBankCredentials | null = null;
  if (config.SETTLEBANK_MCHT_ID) {
    if (!config.SETTLEBANK_KEY || !config.SETTLEBANK_AES_KEY) {
      throw new Error('SETTLEBANK_KEY and SETTLEBANK_AES_KEY are required with SETTLEBANK_MCHT_ID');
    }
    if (Buffer.byteLength(config.SETTLEBANK_AES_KEY, 'utf8') !== 32) {
      throw new Error('SETTLEBANK_AES_KEY must be 32 bytes (AES-256)');
    }
    settlebank = {
      mchtId: config.SETTLEBANK_MCHT_ID,
      hashKey: config.SETTLEBANK_KEY,
      aesKey: config.SETTLEBANK_AES_KEY,
      windowBaseUrl: config.SETTLEBANK_BASE_URL.replace(/\/+$/, ''),
      apiBaseUrl: config.SETTLEBANK_API_URL.replace(/\/+$/, ''),
    };
  } else if (!config.PAYMENTS_SANDBOX) {
    throw new Error('Payments need SETTLEBANK_MCHT_ID (with its keys) or PAYMENTS_SANDBOX=true');
  }
  return {
    siteUrl: config.SITE_URL.replace(/\/+$/, ''),
    sandboxBaseUrl: `http://127.0.0.1:${config.PORT}`,
    sandboxAllowed: config.PAYMENTS_SANDBOX,
    settlebank,
  };
}

/** The sandbox gateway's side of the made-up merchant: its keys and where it may send people. */
export interface SandboxMerchant {
  keys: MerchantKeys;
  addresses: PaymentSandboxAddresses;
}

export interface PaymentGateways {
  gateway: PaymentGateway;
  /** Null when a real merchant is configured: then the sandbox routes do not exist. */
  sandbox: SandboxMerchant | null;
}

/** Credentials name the real gateway; without them the sandbox stands in, when allowed. */
export function selectPaymentGateway(settings: PaymentSettings, sandboxKey: Buffer): PaymentGateways {
  if (settings.settlebank) {
    const { windowBaseUrl, apiBaseUrl, ...keys } = settings.settlebank;
    return {
      gateway: createSettleBankGateway({
        keys,
        windowBaseUrl: () => windowBaseUrl,
        apiBaseUrl: () => apiBaseUrl,
        sandbox: false,
      }),
      sandbox: null,
    };
  }
  if (!settings.sandboxAllowed)
    throw new Error('no payment gateway: configure SettleBank or allow the sandbox');
  // Derived from the server secret: every node of a cluster is the same sandbox gateway and merchant.
  const keys: MerchantKeys = {
    mchtId: 'sogon_sandbox',
    hashKey: deriveKey(sandboxKey, 'payment sandbox hash key', 24).toString('base64url'),
    aesKey: deriveKey(sandboxKey, 'payment sandbox aes key', 16).toString('hex'),
  };
  return {
    gateway: createSandboxGateway({ addresses: settings, keys }),
    sandbox: { keys, addresses: settings },
  };
}
