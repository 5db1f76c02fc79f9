/**
 * The schedule module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/schedule`, never a file inside it.
 */

export { createOpeningsRepository } from './repository.ts';
export { createEpisodeOpenings } from './service.ts';
