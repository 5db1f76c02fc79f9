import { routes } from '@sogon/contract/routes/table';
import { PAY_METHODS, RESULT_TOKEN_PATTERN } from '@sogon/contract/schemas/payments';
import { z } from 'zod';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import { requestOrigin } from '#api/http/site-origin';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { SiteService } from '#api/modules/site';
import type { PaymentService } from './service.ts';

const _id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

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

  const table = routes.payments;

  route(app, table.products, {
    handler: async (request) => ok(await payments.products((await sessions.viewer(request.ctx)).userId)),
  });
  route(app, table.gateway, { handler: async () => ok(payments.gateway()) });
  route(app, table.paidStatus, {
    handler: async (request) => ok(await payments.statusOf(await memberId(request), request.params.userId)),
  });
  route(app, table.chargeBanners, {
    handler: async (request) =>
      ok(await site.banners({ type: 'charge' }, await sessions.viewer(request.ctx))),
  });
  route(app, table.ready, {
    handler: async (request) =>
      ok(await payments.ready(await memberId(request), request.body, requestOrigin(request))),
  });
  route(app, table.settle, {
    handler: async (request) => ok(await payments.settle(await memberId(request), request.body)),
  });
  route(app, table.result, { handler: async (request) => ok(await payments.resultOf(request.body)) });
  route(app, table.refund, {
    handler: async (request) => ok(await payments.refund(await memberId(request), request.params.id)),
  });
  route(app, table.charges, {
    handler: async (request) => ok(await payments.charges(await memberId(request), request.query)),
  });
  route(app, table.balance, {
    handler: async (request) => ok(await payments.balance(await memberId(request))),
  });
  route(app, table.history, {
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
