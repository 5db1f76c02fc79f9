/**
 * The payment-sandbox module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/payment-sandbox`, never a file inside it.
 */
export { createPaymentSandbox } from './gateway.ts';
export { registerPaymentSandboxRoutes } from './routes.ts';
