import { defineModule } from '#api/app/module';
import { createSocialRepository } from '#api/modules/discovery';
import { createChannelRepository } from './repository.ts';
import { registerChannelRoutes } from './routes.ts';
import { createChannelService } from './service.ts';

/** A channel page with its follow state. */
export const channelModule = defineModule('channel', (kernel) => {
  const channels = createChannelService({
    channels: createChannelRepository(kernel.db, kernel.settings.clock),
    follows: createSocialRepository(kernel.db, kernel.settings.clock),
  });
  return { exports: { channels }, routes: (api) => registerChannelRoutes(api, channels, kernel.viewerOf) };
});
