import { defineModule } from '#api/app/module';
import { registerDevMailRoutes } from './routes.ts';

/** The outbox at /api/live/dev/mail: development only, it shows live password-reset links. */
export const devMailModule = defineModule('dev-mail', (kernel) => {
  const transport = kernel.mailTransport;
  const devMailbox = kernel.settings.mail.devMailbox && transport.kind === 'outbox' ? transport.dir : null;
  return {
    exports: { devMailbox },
    ...(devMailbox ? { routes: (api) => registerDevMailRoutes(api, devMailbox) } : {}),
  };
});
