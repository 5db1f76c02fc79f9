/**
 * The site module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/site`, never a file inside it.
 */

export type { SiteRepository } from './repository.ts';
export { createSiteRepository } from './repository.ts';
export type { SiteService } from './service.ts';
export { createSiteService } from './service.ts';
