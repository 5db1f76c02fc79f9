import { defineModule } from '#api/app/module';
import { registerAccountRoutes } from './routes.ts';

/** Sign-up, login, logout and the member's own account (the service lives in the kernel). */
export const accountModule = defineModule('account', (kernel) => ({
  exports: {},
  routes: (api) =>
    registerAccountRoutes(api, {
      accounts: kernel.accounts,
      sessions: kernel.sessions,
      secureCookies: kernel.settings.secureCookies,
    }),
}));
