/**
 * The settlement module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/settlement`, never a file inside it.
 */
export { sealAccountNumber } from './account-numbers.ts';
export { closeDueMonths, closeMonth } from './close.ts';
export { checkConservation } from './conservation.ts';
export { createEarningsRepository } from './earnings.repository.ts';
export { settlementCloseJob } from './jobs.ts';
export type { DueOutcome } from './monthly-close.ts';
export { createMonthlyClose } from './monthly-close.ts';
export { addMonths, monthOf, monthRange } from './months.ts';
export { createSettlementRepository } from './repository.ts';
