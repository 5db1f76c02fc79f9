/**
 * The hearts module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/hearts`, never a file inside it.
 */

export { bonusHeartExpiryJob } from './bonus-expiry.ts';
export type { Balance, Ledger, Tx } from './ledger.ts';
export { createLedger, withTotal } from './ledger.ts';
