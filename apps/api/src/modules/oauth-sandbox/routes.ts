import type { SnsProvider } from '@sogon/contract/schemas/user';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SANDBOX_PROFILE_PATH } from '#api/adapters/oauth/sandbox-client';
import { AppError } from '#api/http/app-error';
import type { ApiApp } from '#api/http/types';
import { consentPage, type HtmlAnswer, invalidRequestPage } from './consent-page.ts';
import { discoveryDocument } from './discovery.ts';
import { type OAuthSandbox, suggestedIdentity } from './grants.ts';
import { profileBody, profileRefusal } from './profile-answers.ts';

const param = z.string().max(2048).optional();
const ZProviderParams = z.object({ provider: z.string().max(20) });
const ZAuthorizeParams = z.object({
  client_id: param,
  redirect_uri: param,
  response_type: param,
  state: param,
  code_challenge: param,
  code_challenge_method: param,
  scope: param,
  nonce: param,
});
const ZConsentForm = ZAuthorizeParams.extend({ nickname: param, email: param, email_unverified: param });
const ZTokenForm = z.object({
  grant_type: param,
  code: param,
  redirect_uri: param,
  client_id: param,
  client_secret: param,
  code_verifier: param,
  state: param,
});

/** Browsers post the consent form, and OAuth clients the token request, form-encoded. */
const FORM_BODY_LIMIT = 16 * 1024;

function sendHtml(reply: FastifyReply, status: number, answer: HtmlAnswer) {
  return reply.status(status).headers(answer.headers).send(answer.html);
}

/**
 * The local OAuth 2.0 providers (see grants.ts) under /api/live/oauth-sandbox/:provider: the
 * authorize and token endpoints, each provider's profile resource at its real path (Google's
 * userinfo, Kakao's v2/user/me, Naver's v1/nid/me), and Google's discovery document and keys.
 * They speak OAuth, not our envelope, and take no `x-client` header: a browser form and a
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
      schema: { hide: true, params: ZProviderParams, body: ZTokenForm },
      handler: async (request, reply) => {
        const answer = await sandbox.token(
          sandboxed(request.params.provider),
          request.body,
          request.headers.authorization,
        );
        // RFC 6749 §5.1: token answers must not be cached.
        reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache', ...answer.headers });
        return reply.status(answer.status).send(answer.body);
      },
    });

    for (const provider of ['google', 'kakao', 'naver'] as const) {
      scope.get(`/${provider}/${SANDBOX_PROFILE_PATH[provider]}`, {
        schema: { hide: true },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const issued = await sandbox.resource(sandboxed(provider), request.headers.authorization);
          reply.header('cache-control', 'no-store');
          if (!issued) {
            // RFC 6750 §3: the bearer challenge, whatever the provider's own body says.
            reply.header('www-authenticate', 'Bearer error="invalid_token"');
            return reply.status(401).send(profileRefusal(provider));
          }
          return reply.send(profileBody(provider, issued));
        },
      });
    }

    scope.get('/google/.well-known/openid-configuration', {
      schema: { hide: true },
      handler: async (_request, reply) => {
        const registration = sandbox.registration;
        const endpoints = registration.endpoints(sandboxed('google'));
        return reply.send(
          discoveryDocument(endpoints, endpoints.authorization(registration.redirectUri('google'))),
        );
      },
    });

    scope.get('/google/certs', {
      schema: { hide: true },
      handler: async (_request, reply) => {
        sandboxed('google');
        return reply.header('cache-control', 'public, max-age=3600').send(sandbox.jwks());
      },
    });
  };
  app.register(plugin, { prefix: '/oauth-sandbox' });
}
