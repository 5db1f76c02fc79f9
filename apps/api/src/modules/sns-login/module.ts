import { selectOAuthProviders } from '#api/adapters/oauth/select';
import { defineModule } from '#api/app/module';
import { createOAuthSandbox, registerOAuthSandboxRoutes } from '#api/modules/oauth-sandbox';
import { createSnsLoginRepository } from './repository.ts';
import { registerSnsLoginRoutes } from './routes.ts';
import { createSnsLoginService } from './service.ts';

/** Kakao, Naver and Google login, with the local OAuth sandbox where a provider has no app. */
export const snsLoginModule = defineModule('sns-login', (kernel) => {
  const oauth = kernel.settings.oauth;
  const oauthProviders = selectOAuthProviders(oauth, kernel.keys.sandbox);
  const snsLogin = createSnsLoginService({
    states: createSnsLoginRepository(kernel.db),
    users: kernel.accountRepository,
    accounts: kernel.accounts,
    providers: oauthProviders,
    site: oauth,
  });
  const oauthSandbox = oauthProviders.sandbox
    ? createOAuthSandbox({ registration: oauthProviders.sandbox, stores: kernel.flows })
    : null;
  return {
    exports: { snsLogin, oauthProviders, oauthSandbox },
    routes: (api) => {
      registerSnsLoginRoutes(api, { snsLogin, secureCookies: kernel.settings.secureCookies });
      if (oauthSandbox) registerOAuthSandboxRoutes(api, oauthSandbox);
    },
  };
});
