import type { SnsProvider } from '@sogon/contract/schemas/user';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '#api/http/app-error';
import type { ApiApp } from '#api/http/types';
import { consentPage, type HtmlAnswer, invalidRequestPage } from './consent-page.ts';
import { type OAuthSandbox, suggestedIdentity } from './grants.ts';

const param = z.string().max(2048).optional();
const ZProviderParams = z.object({ provider: z.string().max(20) });
const ZAuthorizeParams = z.object({
  client_id: param,
  redirect_uri: param,
  response_type: param,
  state: param,
  code_challenge: param,
  code_challenge_method: param,
});
const ZConsentForm = ZAuthorizeParams.extend({ nickname: param, email: param });
const ZTokenForm = z.object({
  grant_type: param,
  code: param,
  redirect_uri: param,
  client_id: param,
  client_secret: param,
  code_verifier: param,
});
const ZOAuthError = z.object({ error: z.string(), error_description: z.string().optional() });

/** Browsers post the consent form, and OAuth clients the token request, form-encoded. */
const FORM_BODY_LIMIT = 16 * 1024;

function sendHtml(reply: FastifyReply, status: number, answer: HtmlAnswer) {
  return reply.status(status).headers(answer.headers).send(answer.html);
}

/**
 * The local OAuth 2.0 provider (see grants.ts) under /api/live/oauth-sandbox/:provider. Its
 * endpoints speak OAuth, not our envelope, and take no `x-client` header: a browser form and a
 * back-channel client call them. Left out of the OpenAPI document: it is not the site's API.
 */
export function registerOAuthSandboxRoutes(app: ApiApp, sandbox: OAuthSandbox): void {
  const sandboxed = (provider: string): SnsProvider => {
    if (!sandbox.offers(provider)) throw new AppError('ERROR_API_PATH_WRONG');
    return provider;
  };

  const plugin = async (scope: ApiApp) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get('/:provider/authorize', {
      schema: { hide: true, params: ZProviderParams, querystring: ZAuthorizeParams },
      handler: async (request, reply) => {
        const provider = sandboxed(request.params.provider);
        const checked = sandbox.checkAuthorize(provider, request.query);
        if (checked.kind === 'invalid-client') return sendHtml(reply, 400, invalidRequestPage(provider));
        if (checked.kind === 'redirect') return reply.redirect(checked.location, 302);
        const page = consentPage({
          provider,
          request: checked.request,
          identity: suggestedIdentity(provider),
          cancelUrl: sandbox.cancelUrl(checked.request),
        });
        return sendHtml(reply, 200, page);
      },
    });

    scope.post('/:provider/authorize', {
      config: { allowWithoutClientHeader: true },
      schema: { hide: true, params: ZProviderParams, body: ZConsentForm },
      handler: async (request, reply) => {
        const provider = sandboxed(request.params.provider);
        const result = await sandbox.consent(provider, request.body);
        if (result.kind === 'invalid-client') return sendHtml(reply, 400, invalidRequestPage(provider));
        if (result.kind === 'redirect') {
          reply.header('cache-control', 'no-store');
          return reply.redirect(result.location, 302);
        }
        const page = consentPage({
          provider,
          request: result.request,
          identity: result.identity,
          cancelUrl: sandbox.cancelUrl(result.request),
          errors: result.errors,
        });
        return sendHtml(reply, 400, page);
      },
    });

    scope.post('/:provider/token', {
      config: { allowWithoutClientHeader: true },
      schema: {
        hide: true,
        params: ZProviderParams,
        body: ZTokenForm,
        response: {
          200: z.object({
            access_token: z.string(),
            token_type: z.literal('bearer'),
            expires_in: z.number(),
          }),
          400: ZOAuthError,
          401: ZOAuthError,
        },
      },
      handler: async (request, reply) => {
        const answer = await sandbox.token(sandboxed(request.params.provider), request.body);
        // RFC 6749 §5.1: token answers must not be cached.
        reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' });
        return reply.status(answer.status).send(answer.body);
      },
    });

    scope.get('/:provider/userinfo', {
      schema: {
        hide: true,
        params: ZProviderParams,
        response: {
          200: z.object({ sub: z.string(), email: z.string(), name: z.string() }),
          401: ZOAuthError,
        },
      },
      handler: async (request, reply) => {
        const identity = await sandbox.userinfo(
          sandboxed(request.params.provider),
          request.headers.authorization,
        );
        if (!identity) {
          reply.header('www-authenticate', 'Bearer error="invalid_token"');
          return reply.status(401).send({ error: 'invalid_token' });
        }
        reply.header('cache-control', 'no-store');
        return { sub: identity.subject, email: identity.email, name: identity.name };
      },
    });
  };
  app.register(plugin, { prefix: '/oauth-sandbox' });
}
