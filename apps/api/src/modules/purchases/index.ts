/**
 * The purchases module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/purchases`, never a file inside it.
 */

export { createPurchaseRepository } from './repository.ts';
