/**
 * The channel-community module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/channel-community`, never a file inside it.
 */

export type { ChannelBlocks } from './blocks.ts';
export { createChannelBlocks } from './blocks.ts';
export { membersOnlySource } from './members-only.ts';
export type { CommunityService } from './service.ts';
