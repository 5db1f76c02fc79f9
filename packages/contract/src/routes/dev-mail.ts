import { z } from 'zod';
import { defineRoutes } from './define.ts';
import { devMailEndpoints } from './dev-mail.endpoints.ts';

/** How many of the newest outbox mails the list shows. */
export const DEV_MAIL_LIST_LIMIT = 50;

export const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string().describe('ISO 8601'),
  text: z.string().describe('the plain-text body'),
});

/** The development mail box. One mail as stored (message/rfc822) is not JSON: the API declares it. */
export const devMailRoutes = defineRoutes('dev', devMailEndpoints, {
  list: {
    summary: `Development only: the newest ${DEV_MAIL_LIST_LIMIT} mails of the local outbox`,
    answer: z.array(ZOutboxMail),
  },
});
