import { defineModule } from '#api/app/module';
import { registerFindAccountRoutes } from './routes.ts';
import { createFindAccountService } from './service.ts';

/** Password reset by mail. */
export const findAccountModule = defineModule('find-account', (kernel) => {
  const findAccount = createFindAccountService({
    accounts: kernel.accountRepository,
    passwords: kernel.passwords,
    mailer: kernel.mailer,
    siteUrl: kernel.settings.siteUrl,
    requestLimiter: kernel.limiter('find-account', kernel.settings.limits.findAccount),
  });
  return { exports: { findAccount }, routes: (api) => registerFindAccountRoutes(api, findAccount) };
});
