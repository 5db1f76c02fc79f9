import {
  ZFindAccountAnswer,
  ZFindAccountBody,
  ZFindAccountCheck,
  ZFindAccountQuery,
} from '@sogon/contract/schemas/user';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { FindAccountService } from './service.ts';

export function registerFindAccountRoutes(app: ApiApp, findAccount: FindAccountService): void {
  app.post('/v2/login/findAccount', {
    schema: {
      tags: ['user'],
      summary:
        'Find account: `{userId}` mails a 30-minute reset link (the answer never says whether the ' +
        'address is a member; limited per IP and address); `{fa, password}` sets the new password ' +
        'with that link, once, and ends every session',
      body: ZFindAccountBody,
      response: { 200: envelope(ZFindAccountAnswer) },
    },
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

  app.get('/v2/findAccount', {
    schema: {
      tags: ['user'],
      summary:
        'Checks a mailed reset link before the form is shown: the masked address and until when it works',
      querystring: ZFindAccountQuery,
      response: { 200: envelope(ZFindAccountCheck) },
    },
    handler: async (request, reply) => {
      // The answer belongs to whoever holds the link; no shared cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok(await findAccount.checkLink(request.query.fa));
    },
  });
}
