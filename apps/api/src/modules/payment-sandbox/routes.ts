import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '#api/http/types';
import type { HtmlAnswer } from '#api/modules/oauth-sandbox';
import { parseForm } from '#api/modules/payments';
import { chargebackPage, checkoutPage, invalidCheckoutPage } from './checkout-page.ts';
import type { PaymentSandbox } from './gateway.ts';

const FORM_BODY_LIMIT = 32 * 1024;
const ZChargebackForm = z.object({
  trdNo: z.string().trim().min(1).max(60),
  reason: z.enum(['dispute', 'carrier']).default('dispute'),
  action: z.enum(['cancel', 'resend']).default('cancel'),
});
const ZForm = z.record(z.string(), z.string().max(4000));
const ZPayForm = z.object({
  session: z.string().max(100).default(''),
  action: z.enum(['approve', 'decline', 'cancel', 'timeout']),
  method: z.string().max(10).optional(),
  telecomCd: z.string().max(10).optional(),
});

function sendHtml(reply: FastifyReply, status: number, answer: HtmlAnswer) {
  return reply.status(status).headers(answer.headers).send(answer.html);
}

/**
 * The local SettleBank stand-in under /api/live/payment-sandbox: the payment window the
 * browser posts to (settlebank/settle_main), the customer's choice (settlebank/pay), the
 * cancel API (spay/APICancel.do) and a tester's page of cancels made on the gateway's side
 * (settlebank/chargeback). They speak the gateway's protocol, not our envelope, take
 * no `x-client` header and stay out of the OpenAPI document.
 */
export function registerPaymentSandboxRoutes(app: ApiApp, sandbox: PaymentSandbox): void {
  const plugin = async (scope: ApiApp) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseForm(body as string)),
    );

    scope.post('/settlebank/settle_main', {
      config: { allowWithoutClientHeader: true },
      schema: { hide: true, body: ZForm },
      handler: async (request, reply) => {
        const opened = await sandbox.open(request.body);
        if (!opened) return sendHtml(reply, 400, invalidCheckoutPage());
        return sendHtml(reply, 200, checkoutPage(opened));
      },
    });

    scope.post('/settlebank/pay', {
      config: { allowWithoutClientHeader: true },
      schema: { hide: true, body: ZPayForm },
      handler: async (request, reply) => {
        const { session, ...choice } = request.body;
        const location = await sandbox.finish(session, choice);
        if (!location) return sendHtml(reply, 400, invalidCheckoutPage());
        reply.header('cache-control', 'no-store');
        return reply.redirect(location, 303);
      },
    });

    scope.get('/settlebank/chargeback', {
      config: { allowWithoutClientHeader: true },
      schema: { hide: true },
      handler: async (_request, reply) => sendHtml(reply, 200, chargebackPage()),
    });

    // A tester's cancel from the gateway's side: the page's form for people (answered with the
    // page again), JSON for scripts and tests.
    scope.post('/settlebank/chargeback', {
      config: { allowWithoutClientHeader: true },
      schema: { hide: true, body: ZChargebackForm },
      handler: async (request, reply) => {
        const { trdNo, reason, action } = request.body;
        const done =
          action === 'resend'
            ? await sandbox.resendCancelNotice(trdNo)
            : await sandbox.chargeback(trdNo, reason);
        reply.header('cache-control', 'no-store');
        if (request.headers['content-type']?.startsWith('application/json')) {
          return reply.status(done.ok ? 200 : 400).send(done);
        }
        return sendHtml(
          reply,
          done.ok ? 200 : 400,
          chargebackPage({ transactionId: trdNo, done, resent: action === 'resend' }),
        );
      },
    });

    scope.post('/spay/APICancel.do', {
      config: { allowWithoutClientHeader: true },
      schema: { hide: true },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reply
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(await sandbox.cancel(request.body)));
      },
    });
  };
  app.register(plugin, { prefix: '/payment-sandbox' });
}
