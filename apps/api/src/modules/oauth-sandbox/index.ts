/**
 * The oauth-sandbox module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/oauth-sandbox`, never a file inside it.
 */

export type { HtmlAnswer } from './consent-page.ts';
export { escapeHtml, sandboxPage } from './consent-page.ts';
export { createOAuthSandbox } from './grants.ts';
export { createIdTokenSigner } from './id-token-signer.ts';
export { registerOAuthSandboxRoutes } from './routes.ts';
