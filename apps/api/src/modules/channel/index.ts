/**
 * The channel module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/channel`, never a file inside it.
 */

export type { ChannelRepository } from './repository.ts';
export { createChannelRepository } from './repository.ts';
