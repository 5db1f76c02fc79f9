import type { MerchantKeys } from './protocol.ts';
import { createSettleBankGateway } from './settlebank.ts';
import type { Fetch, PaymentGateway } from './types.ts';

export const PAYMENT_SANDBOX_PATH = '/api/live/payment-sandbox';

/** Where the sandbox gateway is reached: the browser through the site, this server directly. */
export interface PaymentSandboxAddresses {
  /** Public origin (SITE_URL); the payment window lives under it or another accepted origin. */
  readonly siteUrl: string;
  /** Origin this process reaches itself at (cancels, and the sandbox's notifications). */
  readonly sandboxBaseUrl: string;
}

/**
 * Our SettleBank adapter pointed at the local sandbox gateway: the same signed form, the same
 * notification check and the same cancel call, over real HTTP, with a merchant made up for
 * this process.
 */
export function createSandboxGateway(deps: {
  addresses: PaymentSandboxAddresses;
  keys: MerchantKeys;
  fetch?: Fetch;
}): PaymentGateway {
  return createSettleBankGateway({
    keys: deps.keys,
    windowBaseUrl: (siteOrigin) => `${siteOrigin}${PAYMENT_SANDBOX_PATH}`,
    apiBaseUrl: () => `${deps.addresses.sandboxBaseUrl}${PAYMENT_SANDBOX_PATH}`,
    sandbox: true,
    fetch: deps.fetch,
  });
}
