/**
 * The bank-sandbox module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/bank-sandbox`, never a file inside it.
 */
export { createSandboxBank } from './bank.ts';
export { registerBankSandboxRoutes } from './routes.ts';
