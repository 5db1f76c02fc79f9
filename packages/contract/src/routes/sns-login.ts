import { z } from 'zod';
import { ZSnsLoginAnswer, ZSnsLoginBody, ZSnsProvider, ZSnsProviderStatus } from '../schemas/user.ts';
import { defineRoutes } from './define.ts';
import { snsLoginEndpoints } from './sns-login.endpoints.ts';

/** Social login. Its start (`/authorize`, a redirect to the provider) is a browser navigation (API routes). */
export const snsLoginRoutes = defineRoutes('user', snsLoginEndpoints, {
  providers: {
    summary: 'Social logins on offer; `sandbox` marks the local test provider standing in for one',
    answer: z.array(ZSnsProviderStatus),
  },
  complete: {
    summary:
      'Finishes a social login with the code and state from the callback; signs the member up on first use',
    params: z.object({ provider: ZSnsProvider }),
    body: ZSnsLoginBody,
    answer: ZSnsLoginAnswer,
  },
});
