/**
 * The identity-sandbox module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/identity-sandbox`, never a file inside it.
 */
export { createIdentitySandbox } from './provider.ts';
export { registerIdentitySandboxRoutes } from './routes.ts';
