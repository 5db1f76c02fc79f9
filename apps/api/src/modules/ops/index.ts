/**
 * The ops module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/ops`, never a file inside it.
 */

export type { ConsoleAuth, SignedInOperator } from './console-auth.ts';
export { createConsoleAuth, createOperatorAccount } from './console-auth.ts';
export { consoleRoutes, OPS_COOKIE } from './console-routes.ts';
export type { Tx } from './operators.repository.ts';
export { createOperatorRepository } from './operators.repository.ts';
export { createTotp } from './totp.ts';
