import { identityTexts } from '@sogon/contract/messages/identity';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '#api/http/types';
import type { HtmlAnswer } from '#api/modules/oauth-sandbox';
import { invalidRequestPage, kakaoOutcomePage, kakaoPhonePage, passPage } from './pages.ts';
import type { IdentitySandbox } from './provider.ts';

const param = z.string().max(2048).optional();
const ZPassParams = z.object({
  client_id: param,
  redirect_uri: param,
  state: param,
  nonce: param,
  kind: param,
});
const ZPersonForm = z.object({
  name: param,
  birthDate: param,
  phone: param,
  carrier: param,
  gender: param,
  action: param,
});
const ZKakaoRequest = z.object({
  clientId: z.string().max(100).optional(),
  name: z.string().max(100).optional(),
  phone: z.string().max(30).optional(),
  birthday: z.string().max(10).optional(),
  nonce: z.string().max(200).optional(),
  expiresIn: z.number().int().optional(),
});
const ZTxParams = z.object({ txId: z.string().max(100) });
const ZSandboxError = z.object({ error: z.string() });

const FORM_BODY_LIMIT = 16 * 1024;

function sendHtml(reply: FastifyReply, status: number, answer: HtmlAnswer) {
  return reply.status(status).headers(answer.headers).send(answer.html);
}

/**
 * The local identity provider (provider.ts) under /api/live/identity-sandbox: Kakao's back
 * channel (requests, status) and its "phone" page, and the PASS check page. They speak the
 * sandbox's protocol, not our envelope, take no `x-client` header (a browser form and a
 * back-channel client call them) and stay out of the OpenAPI document.
 */
export function registerIdentitySandboxRoutes(app: ApiApp, sandbox: IdentitySandbox): void {
  const plugin = async (scope: ApiApp) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    if (sandbox.offers.kakao) {
      scope.post('/kakao/requests', {
        config: { allowWithoutClientHeader: true },
        schema: {
          hide: true,
          body: ZKakaoRequest,
          response: {
            200: z.object({ txId: z.string(), expiresAt: z.string() }),
            400: ZSandboxError,
            401: ZSandboxError,
          },
        },
        handler: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          if (!sandbox.authorised(request.headers.authorization)) {
            return reply.status(401).send({ error: 'invalid_client' });
          }
          const receipt = await sandbox.createKakaoRequest(request.body);
          return receipt ?? reply.status(400).send({ error: 'invalid_request' });
        },
      });

      scope.get('/kakao/requests/:txId', {
        schema: {
          hide: true,
          params: ZTxParams,
          response: {
            200: z.object({ status: z.string(), result: z.string().nullable() }),
            401: ZSandboxError,
            404: ZSandboxError,
          },
        },
        handler: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          if (!sandbox.authorised(request.headers.authorization)) {
            return reply.status(401).send({ error: 'invalid_client' });
          }
          return (
            (await sandbox.kakaoStatus(request.params.txId)) ?? reply.status(404).send({ error: 'not_found' })
          );
        },
      });

      scope.get('/kakao/phone/:txId', {
        schema: { hide: true, params: ZTxParams },
        handler: async (request, reply) => {
          const pending = await sandbox.pendingKakao(request.params.txId);
          if (!pending) return sendHtml(reply, 404, kakaoOutcomePage('gone'));
          return sendHtml(reply, 200, kakaoPhonePage({ txId: request.params.txId, request: pending }));
        },
      });

      scope.post('/kakao/phone/:txId', {
        config: { allowWithoutClientHeader: true },
        schema: { hide: true, params: ZTxParams, body: ZPersonForm },
        handler: async (request, reply) => {
          const { txId } = request.params;
          const pending = await sandbox.pendingKakao(txId);
          const outcome = await sandbox.decideKakao(txId, request.body);
          if (outcome.kind === 'gone' || !pending) return sendHtml(reply, 404, kakaoOutcomePage('gone'));
          if (outcome.kind === 'form-error') {
            const page = kakaoPhonePage({
              txId,
              request: pending,
              form: request.body,
              errors: outcome.errors,
            });
            return sendHtml(reply, 400, page);
          }
          return sendHtml(reply, 200, kakaoOutcomePage(outcome.approved ? 'approved' : 'refused'));
        },
      });
    }

    if (sandbox.offers.pass) {
      scope.get('/pass/authorize', {
        schema: { hide: true, querystring: ZPassParams },
        handler: async (request, reply) => {
          const checked = sandbox.checkPass(request.query);
          if (!checked) return sendHtml(reply, 400, invalidRequestPage());
          // A stable test person, as the OAuth sandbox suggests one: change the phone for another person.
          const form = { name: identityTexts.sandbox.testName, birthDate: '19900101' };
          return sendHtml(reply, 200, passPage({ request: checked, form }));
        },
      });

      scope.post('/pass/authorize', {
        config: { allowWithoutClientHeader: true },
        schema: { hide: true, body: ZPassParams.extend(ZPersonForm.shape) },
        handler: async (request, reply) => {
          const checked = sandbox.checkPass(request.body);
          if (!checked) return sendHtml(reply, 400, invalidRequestPage());
          reply.header('cache-control', 'no-store');
          if (request.body.action !== 'approve') return reply.redirect(sandbox.passCancelUrl(checked), 303);
          const approved = sandbox.approvePass(checked, request.body);
          if ('location' in approved) return reply.redirect(approved.location, 303);
          return sendHtml(
            reply,
            400,
            passPage({ request: checked, form: request.body, errors: approved.errors }),
          );
        },
      });
    }
  };
  app.register(plugin, { prefix: '/identity-sandbox' });
}
