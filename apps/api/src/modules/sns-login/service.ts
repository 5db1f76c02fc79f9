import { snsTexts } from '@sogon/contract/messages/sns';
import {
  type SnsProvider,
  type TSnsLoginAnswer,
  type TSnsLoginBody,
  type TSnsProviderStatus,
  USERNAME_MAX,
} from '@sogon/contract/schemas/user';
import { isEmail, normaliseEmail } from '@sogon/contract/validation/join';
import { safeReturnTo } from '@sogon/contract/validation/safe-path';
import type { FastifyBaseLogger } from 'fastify';
import { callbackUrl, type OAuthProviders } from '#api/adapters/oauth/select';
import {
  newCodeVerifier,
  type OAuthProfile,
  type OAuthProvider,
  OAuthProviderError,
  pkceChallenge,
} from '#api/adapters/oauth/types';
import { AppError } from '#api/http/app-error';
import type { RequestContext } from '#api/http/request-context';
import { siteOriginFor } from '#api/http/site-origin';
import type { AccountRepository, UserRow } from '#api/modules/account';
import { type AccountService, defaultUsername, hashSecret, newSecret } from '#api/modules/account';
import * as metrics from '#api/observability/metrics';
import type { SnsLoginRepository } from './repository.ts';

/** How long a person has between leaving for the provider and coming back. */
export const SNS_STATE_TTL_MS = 10 * 60 * 1000;

type Ctx = Pick<RequestContext, 'token' | 'ip' | 'userAgent' | 'pid'>;

/** The provider's nickname as a username: visible characters only, at most USERNAME_MAX of them. */
export function usernameFrom(nickname: string | undefined): string {
  const visible = (nickname ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = Array.from(visible).slice(0, USERNAME_MAX).join('').trim();
  return Array.from(cut).length >= 2 ? cut : defaultUsername();
}

/** Login ids to try for a new member: the verified address, else (or if taken) a provider-scoped id. */
function loginIds(provider: SnsProvider, profile: OAuthProfile): string[] {
  const scoped = `${provider}_${profile.subject}`;
  const email = profile.email ? normaliseEmail(profile.email) : '';
  return email && isEmail(email) ? [email, scoped] : [scoped];
}

const stateExpired = () => new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: snsTexts.stateExpired });

export function createSnsLoginService(deps: {
  states: SnsLoginRepository;
  users: AccountRepository;
  accounts: Pick<AccountService, 'signIn' | 'recentlyExited'>;
  providers: OAuthProviders;
  /** Read per request: SITE_URL, the callback pages' origin unless the member browses on another accepted one. */
  site: { readonly siteUrl: string };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  function offered(name: SnsProvider): OAuthProvider {
    const provider = deps.providers.get(name);
    if (!provider) throw new AppError('ERROR_API_PATH_WRONG', { detail: snsTexts.providerUnavailable });
    return provider;
  }

  async function profileFrom(
    provider: OAuthProvider,
    grant: { code: string; codeVerifier: string; redirectUri: string; state: string },
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<OAuthProfile> {
    try {
      return await provider.profile(await provider.exchange(grant));
    } catch (error) {
      if (!(error instanceof OAuthProviderError)) throw error;
      log.warn(
        { err: error, provider: provider.name, sandbox: provider.sandbox },
        'sns login: provider failed',
      );
      throw new AppError('ERROR_USER_LOGIN_FAILED', {
        detail: snsTexts.providerFailed(snsTexts.providerName[provider.name]),
        cause: error,
      });
    }
  }

  async function memberFor(
    provider: SnsProvider,
    profile: OAuthProfile,
    ctx: Ctx,
  ): Promise<{ user: UserRow; created: boolean }> {
    const existing = await deps.users.liveUserBySubject(provider, profile.subject);
    if (existing) return { user: existing, created: false };
    if (await deps.accounts.recentlyExited(provider, profile.subject))
      throw new AppError('ERROR_USER_EXITED');
    const at = now();
    for (const uid of loginIds(provider, profile)) {
      const user = await deps.users.insertUser({
        uid,
        provider,
        providerUserId: profile.subject,
        username: usernameFrom(profile.nickname),
        pid: ctx.pid.slice(0, 64),
        authEvent: 1,
        // The SNS sign-up screens show the terms and privacy text before the provider button.
        termsAcceptedAt: at,
        privacyAcceptedAt: at,
      });
      if (user) {
        metrics.signUps.inc({ provider });
        return { user, created: true };
      }
      // A first login racing itself: the unique index let the other request create the member.
      const winner = await deps.users.liveUserBySubject(provider, profile.subject);
      if (winner) return { user: winner, created: false };
      // Otherwise another account of this provider holds the address; try the provider-scoped id.
    }
    throw new AppError('ERROR_DATA_CREATE_FAILED', { detail: snsTexts.accountUnavailable });
  }

  return {
    offered(): TSnsProviderStatus[] {
      return deps.providers.offered();
    },

    /**
     * Starts a login: a single-use state bound to this browser and a PKCE verifier kept here.
     * The provider returns to the callback on the origin the browser is on (`requestOrigin`,
     * when accepted: site-origin.ts), where the state cookie set now lives.
     */
    async begin(
      name: SnsProvider,
      input: { returnTo?: string; popup?: string },
      requestOrigin: string | null = null,
    ): Promise<{ state: string; location: string }> {
      const provider = offered(name);
      const state = newSecret();
      const codeVerifier = newCodeVerifier();
      const redirectUri = callbackUrl(siteOriginFor(requestOrigin, deps.site.siteUrl), name);
      const at = now();
      await deps.states.insertState(
        {
          stateHash: state.hash,
          provider: name,
          codeVerifier,
          redirectUri,
          returnTo: safeReturnTo(input.returnTo),
          createdAt: at,
          expiresAt: new Date(at.getTime() + SNS_STATE_TTL_MS),
        },
        at,
      );
      const location = provider.authorizeUrl({
        state: state.value,
        codeChallenge: pkceChallenge(codeVerifier),
        redirectUri,
        popup: input.popup === '1' || input.popup === 'true',
      });
      return { state: state.value, location };
    },

    /**
     * Finishes a login: the state must be the one this browser was given (its cookie) and still
     * unspent, then the code is exchanged for the person behind it, who is found or signed up.
     */
    async complete(
      name: SnsProvider,
      body: TSnsLoginBody,
      browserState: string | undefined,
      ctx: Ctx,
      log: Pick<FastifyBaseLogger, 'warn'>,
    ): Promise<TSnsLoginAnswer> {
      if (body.provider !== name) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: snsTexts.providerMismatch });
      }
      const provider = offered(name);
      if (!browserState || browserState !== body.state) throw stateExpired();
      const flow = await deps.states.consumeState(hashSecret(body.state), name, now());
      if (!flow) throw stateExpired();

      const profile = await profileFrom(
        provider,
        {
          code: body.code,
          codeVerifier: flow.codeVerifier,
          redirectUri: flow.redirectUri,
          state: body.state,
        },
        log,
      );
      const { user, created } = await memberFor(name, profile, ctx);
      if (user.status === 'blocked') throw new AppError('ERROR_USER_NOT_EXIST', { status: 403 });
      const answer = await deps.accounts.signIn(user, ctx, created);
      return { ...answer, returnTo: flow.returnTo };
    },
  };
}

export type SnsLoginService = ReturnType<typeof createSnsLoginService>;
