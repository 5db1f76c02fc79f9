import { BANKS, type TBankCode } from '@sogon/contract/banks';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import { formatKstDate, kstParts } from '@sogon/contract/time/kst';
import { z } from 'zod';
import type { ApiApp } from '#api/http/types';
import { parseForm } from '#api/modules/payments';
import type { SandboxBank } from './bank.ts';
import { accountsPage } from './page.ts';

const FORM_BODY_LIMIT = 8 * 1024;
const ZTokenForm = z.object({
  client_id: z.string().max(200),
  client_secret: z.string().max(200),
  scope: z.literal('oob'),
  grant_type: z.literal('client_credentials'),
});
const ZRealName = z.record(z.string(), z.string().max(100));
const ZForm = z.record(z.string(), z.string().max(100));
const ZAccount = z.object({
  bankCode: z.string().regex(/^\d{3}$/),
  accountNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10,16}$/)),
  holderName: z.string().trim().min(1).max(40),
  birthDate: z
    .string()
    .regex(/^\d{6}$/)
    .describe('YYMMDD'),
});

const dtm = (at: Date) => {
  const p = kstParts(at);
  return `${formatKstDate(at, 'YYYY-MM-DD').replaceAll('-', '')}${String(p.hour).padStart(2, '0')}${String(p.minute).padStart(2, '0')}${String(p.second).padStart(2, '0')}000`;
};

/**
 * The local open banking stand-in under /api/live/bank-sandbox: the token and 계좌실명조회 in the
 * platform's own protocol (not our envelope), and `POST /accounts` where a tester opens the
 * accounts it knows. No `x-client`, not in the OpenAPI document.
 */
export function registerBankSandboxRoutes(app: ApiApp, bank: SandboxBank, now: () => Date): void {
  const plugin = async (scope: ApiApp) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseForm(body as string)),
    );

    scope.post('/oauth/2.0/token', {
      config: { allowWithoutClientHeader: true },
      schema: { hide: true, body: ZTokenForm },
      handler: async (request, reply) => {
        const token = await bank.token(request.body.client_id, request.body.client_secret);
        if (!token) return reply.status(401).send({ rsp_code: 'O0001', rsp_message: '인증 요청 거부' });
        return token;
      },
    });

    scope.post('/v2.0/inquiry/real_name', {
      config: { allowWithoutClientHeader: true },
      schema: { hide: true, body: ZRealName },
      handler: async (request, reply) => {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!bearer || !(await bank.validToken(bearer))) {
          return reply.status(401).send({ rsp_code: 'O0002', rsp_message: '유효하지 않은 토큰' });
        }
        return bank.realName(request.body, dtm(now()));
      },
    });

    scope.get('/accounts', {
      schema: { hide: true },
      handler: async (_request, reply) => {
        const page = accountsPage({});
        return reply.headers(page.headers).send(page.html);
      },
    });

    // JSON for scripts and tests, the page's form for people (answered with the page again).
    scope.post('/accounts', {
      config: { allowWithoutClientHeader: true },
      schema: { hide: true, body: ZForm },
      handler: async (request, reply) => {
        const fromPage =
          request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
        const parsed = ZAccount.safeParse(request.body);
        if (!parsed.success) {
          if (!fromPage) return reply.status(400).send({ opened: false });
          const page = accountsPage({ values: request.body, error: true });
          return reply.status(400).headers(page.headers).send(page.html);
        }
        await bank.open(parsed.data);
        if (!fromPage) return reply.status(201).send({ opened: true });
        const account = parsed.data;
        const page = accountsPage({
          opened: settlementTexts.sandboxBank.opened(
            BANKS[account.bankCode as TBankCode] ?? account.bankCode,
            account.accountNumber,
            account.holderName,
          ),
        });
        return reply.status(201).headers(page.headers).send(page.html);
      },
    });
  };
  app.register(plugin, { prefix: '/bank-sandbox' });
}
