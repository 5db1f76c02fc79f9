/**
 * The rentals module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/rentals`, never a file inside it.
 */

export type { RentalRepository } from './repository.ts';
export { createRentalRepository } from './repository.ts';
