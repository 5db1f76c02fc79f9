import { DEV_MAIL_LIST_LIMIT } from '@sogon/contract/routes/dev-mail';
import { routes } from '@sogon/contract/routes/table';
import { z } from 'zod';
import { listOutbox, readOutboxMail } from '#api/adapters/mail/outbox';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';

/**
 * The development mail box: what the outbox mailer "sent", for a person testing sign-up and
 * password reset locally. It shows live reset links, so it exists only where the outbox is the
 * mailer and development mode asked for it (routes.ts).
 */
export function registerDevMailRoutes(app: ApiApp, outboxDir: string): void {
  route(app, routes.devMail.list, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const mails = await listOutbox(outboxDir, DEV_MAIL_LIST_LIMIT);
      return ok(mails.map(({ id, to, subject, date, text }) => ({ id, to, subject, date, text })));
    },
  });

  app.get('/dev/mail/:id', {
    schema: {
      tags: ['dev'],
      summary: 'Development only: one mail as stored (message/rfc822), to open in a mail client',
      params: z.object({ id: z.string().max(64) }),
    },
    handler: async (request, reply) => {
      const raw = await readOutboxMail(outboxDir, request.params.id);
      if (!raw) throw new AppError('ERROR_API_PATH_WRONG');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${request.params.id}.eml"`)
        .type('message/rfc822')
        .send(raw);
    },
  });
}
