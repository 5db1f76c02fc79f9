import { ZBanner } from '@sogon/contract/schemas/catalog';
import {
  PAY_METHODS,
  RESULT_TOKEN_PATTERN,
  ZCursorQuery,
  ZHeartBalance,
  ZHeartHistoryPage,
  ZPaidStatus,
  ZPayment,
  ZPaymentGateway,
  ZPaymentOutcome,
  ZPaymentPage,
  ZPaymentReady,
  ZPaymentReadyBody,
  ZPaymentResultBody,
  ZProduct,
  ZRefundAnswer,
  ZSettleBody,
} from '@sogon/contract/schemas/payments';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import { requestOrigin } from '#api/http/site-origin';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account/sessions';
import type { SiteService } from '#api/modules/site/service';
import type { PaymentService } from './service.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Gateways post form-encoded bodies; a field sent twice counts once, with its first value. */
const FORM_BODY_LIMIT = 32 * 1024;

export function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

const ZGatewayFields = z.record(z.string(), z.string().max(4000));

const ORDER_NO = /^[A-Za-z0-9]{8,40}$/;
const CODE = /^[A-Za-z0-9]{1,10}$/;

/**
 * Where the browser lands after the gateway: /pg/result with only the values the page needs,
 * each checked, so this address can never become an open redirect or carry markup.
 */
export function resultPageLocation(fields: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  const keep = (name: string, pattern: RegExp) => {
    const value = fields[name];
    if (value && pattern.test(value)) query.set(name, value);
  };
  keep('orderNo', ORDER_NO);
  keep('mchtTrdNo', ORDER_NO);
  if (!query.has('orderNo') && query.has('mchtTrdNo')) query.set('orderNo', query.get('mchtTrdNo')!);
  query.delete('mchtTrdNo');
  keep('productId', /^\d{1,15}$/);
  if (fields.payMethod && (PAY_METHODS as readonly string[]).includes(fields.payMethod)) {
    query.set('payMethod', fields.payMethod);
  }
  keep('step', /^(next|cancel)$/);
  keep('outStatCd', /^\d{4}$/);
  keep('outRsltCd', CODE);
  keep('resultToken', RESULT_TOKEN_PATTERN);
  const text = query.toString();
  return text ? `/pg/result?${text}` : '/pg/result';
}

export function registerPaymentRoutes(
  app: ApiApp,
  deps: { payments: PaymentService; sessions: Sessions; site: SiteService },
): void {
  const { payments, sessions, site } = deps;
  const memberId = async (request: import('fastify').FastifyRequest) =>
    (await sessions.member(request.ctx)).user.id;

  app.get('/v1/products', {
    schema: {
      tags: ['payment'],
      summary: 'Heart packages: the normal ones, plus the special a member’s payment status unlocks',
      response: { 200: envelope(z.array(ZProduct)) },
    },
    handler: async (request) => ok(await payments.products((await sessions.viewer(request.ctx)).userId)),
  });

  app.get('/v1/payments/gateway', {
    schema: {
      tags: ['payment'],
      summary: 'Which payment gateway runs, and whether it is the local sandbox (a test environment)',
      response: { 200: envelope(ZPaymentGateway) },
    },
    handler: async () => ok(payments.gateway()),
  });

  app.get('/v1/products/:userId', {
    schema: {
      tags: ['payment'],
      summary: 'Payment status (result 0 first, 1 normal, 2 extra-discount, 3 comeback, 4 premium); own only',
      params: z.object({ userId: id }),
      response: { 200: envelope(ZPaidStatus) },
    },
    handler: async (request) => ok(await payments.statusOf(await memberId(request), request.params.userId)),
  });

  app.get('/v2/service/banner/charge', {
    schema: {
      tags: ['banners'],
      summary: 'Banners of the charge page',
      response: { 200: envelope(z.array(ZBanner)) },
    },
    handler: async (request) =>
      ok(await site.banners({ type: 'charge' }, await sessions.viewer(request.ctx))),
  });

  app.post('/v1/user/payment/ready', {
    schema: {
      tags: ['payment'],
      summary: 'Creates an order; answers the form the browser posts to the gateway’s settle_main',
      body: ZPaymentReadyBody,
      response: { 200: envelope(ZPaymentReady) },
    },
    handler: async (request) =>
      ok(await payments.ready(await memberId(request), request.body, requestOrigin(request))),
  });

  app.post('/v1/user/payment', {
    schema: {
      tags: ['payment'],
      summary:
        'Settlement check from the return page: the order’s state (ready = waiting for the gateway). Never credits by itself',
      body: ZSettleBody,
      response: { 200: envelope(ZPayment) },
    },
    handler: async (request) => ok(await payments.settle(await memberId(request), request.body)),
  });

  app.post('/v1/payments/result', {
    schema: {
      tags: ['payment'],
      summary:
        'Settlement check without a login, for a return whose session cookie did not come along: the ' +
        'return address’s resultToken reads its one order’s outcome (no member data). Never credits',
      body: ZPaymentResultBody,
      response: { 200: envelope(ZPaymentOutcome) },
    },
    handler: async (request) => ok(await payments.resultOf(request.body)),
  });

  app.post('/v1/user/payment/:id/refund', {
    schema: {
      tags: ['payment'],
      summary: 'Refunds the unused paid hearts of a charge within 7 days (bonus hearts are withdrawn)',
      params: z.object({ id }),
      response: { 200: envelope(ZRefundAnswer) },
    },
    handler: async (request) => ok(await payments.refund(await memberId(request), request.params.id)),
  });

  app.get('/v1/user/payments', {
    schema: {
      tags: ['payment'],
      summary: 'The member’s charges, newest first (cursor: lastId)',
      querystring: ZCursorQuery,
      response: { 200: envelope(ZPaymentPage) },
    },
    handler: async (request) => ok(await payments.charges(await memberId(request), request.query)),
  });

  app.get('/v1/user/hearts', {
    schema: {
      tags: ['payment'],
      summary: 'The member’s hearts: paid, bonus and total',
      response: { 200: envelope(ZHeartBalance) },
    },
    handler: async (request) => ok(await payments.balance(await memberId(request))),
  });

  app.get('/v1/user/hearts/history', {
    schema: {
      tags: ['payment'],
      summary: 'Every movement of the member’s hearts, newest first (cursor: lastId)',
      querystring: ZCursorQuery,
      response: { 200: envelope(ZHeartHistoryPage) },
    },
    handler: async (request) => ok(await payments.history(await memberId(request), request.query)),
  });

  // What the gateway calls: form-encoded, without x-client, answered in its own terms.
  const gatewayFacing = async (scope: ApiApp) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseForm(body as string)),
    );

    scope.post('/v1/payments/settlebank/noti', {
      config: { allowWithoutClientHeader: true },
      schema: {
        tags: ['payment'],
        summary: 'SettleBank’s server-to-server notification; answers OK or FAIL as plain text',
        body: ZGatewayFields,
      },
      handler: async (request, reply) => {
        const answer = await payments.notify(request.body, request.log);
        return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(answer);
      },
    });

    // SettleBank posts the result to nextUrl / cancUrl from its own site, where SameSite=Lax
    // keeps our session cookie away; a same-site redirect to /pg/result brings it back.
    for (const method of ['GET', 'POST'] as const) {
      scope.route({
        method,
        url: '/v1/payments/settlebank/return',
        config: { allowWithoutClientHeader: true },
        schema: {
          tags: ['payment'],
          summary: 'Where the gateway sends the browser back; redirects to /pg/result',
          querystring: ZGatewayFields,
          ...(method === 'POST' ? { body: ZGatewayFields.optional(), hide: true } : {}),
        },
        handler: async (request, reply) => {
          const fields = {
            ...((request.body as Record<string, string> | undefined) ?? {}),
            ...request.query,
          };
          reply.header('cache-control', 'no-store');
          return reply.redirect(resultPageLocation(fields), 303);
        },
      });
    }
  };
  app.register(gatewayFacing);
}
