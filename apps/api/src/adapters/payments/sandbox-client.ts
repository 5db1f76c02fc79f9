import type { MerchantKeys } from './protocol.ts';
import { createSettleBankGateway } from './settlebank.ts';
import type { Fetch, PaymentGateway } from './types.ts';

export const PAYMENT_SANDBOX_PATH = '/api/live/payment-sandbox';

/** Where the sandbox gateway is reached: the browser through the site, this server directly. */
export interface PaymentSandboxAddresses {
  /** Public origin; the payment window the browser posts to lives under it. */
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
    windowBaseUrl: () => `${deps.addresses.siteUrl}${PAYMENT_SANDBOX_PATH}`,
    apiBaseUrl: () => `${deps.addresses.sandboxBaseUrl}${PAYMENT_SANDBOX_PATH}`,
    sandbox: true,
    fetch: deps.fetch,
  });
}
