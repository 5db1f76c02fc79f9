/**
 * The payments module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/payments`, never a file inside it.
 */

export { voidedPaymentCancelJob } from './jobs.ts';
export { parseForm } from './routes.ts';
