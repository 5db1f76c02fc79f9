import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { FindAccountService } from './service.ts';

export function registerFindAccountRoutes(app: ApiApp, findAccount: FindAccountService): void {
  route(app, routes.account.requestReset, {
    handler: async (request) => {
      const { body } = request;
      if ('userId' in body) {
        const { answer, delivery } = await findAccount.requestReset(body.userId, request.ctx);
        // Not awaited: how long the mail takes must not tell whether there was a mail to send.
        delivery.catch((error: unknown) => request.log.error({ err: error }, 'reset mail not sent'));
        return ok(answer);
      }
      return ok(await findAccount.resetPassword(body.fa, body.password));
    },
  });

  route(app, routes.account.checkResetLink, {
    handler: async (request, reply) => {
      // The answer belongs to whoever holds the link; no shared cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok(await findAccount.checkLink(request.query.fa));
    },
  });
}
