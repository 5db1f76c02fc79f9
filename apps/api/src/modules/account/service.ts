import { randomInt } from 'node:crypto';
import { accountDetails } from '@sogon/contract/messages/account-details';
import type { TJoinBody, TLoginBody, TProfilePatch, TUserObject } from '@sogon/contract/schemas/user';
import { normaliseEmail, validateJoin } from '@sogon/contract/validation/join';
import { isSafeMediaPath, PROFILE_IMAGE_PATH } from '@sogon/contract/validation/safe-path';
import { AppError } from '#api/http/app-error';
import type { RequestContext } from '#api/http/request-context';
import * as metrics from '#api/observability/metrics';
import type { LoginThrottle } from './login-throttle.ts';
import type { PasswordHasher } from './passwords.ts';
import type { AccountRepository, UserRow } from './repository.ts';
import { identityHash } from './secrets.ts';
import type { Member, Sessions } from './sessions.ts';
import { toAsset, toUserInfo, toUserObject } from './user-object.ts';

/** A resigned identity cannot come back for this long: sign-up benefits are not to be farmed. */
export const REJOIN_COOLOFF_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Ctx = Pick<RequestContext, 'token' | 'ip' | 'userAgent' | 'pid'>;

export function defaultUsername(): string {
  return `${accountDetails.defaultNicknamePrefix}${randomInt(100_000, 1_000_000)}`;
}

export function createAccountService(deps: {
  accounts: AccountRepository;
  sessions: Sessions;
  passwords: PasswordHasher;
  /** Failed logins per account and per address (login-throttle.ts). */
  loginThrottle: LoginThrottle;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const recentlyExited = (provider: string, loginId: string) =>
    deps.accounts.exitedSince(
      identityHash(provider, loginId),
      new Date(now().getTime() - REJOIN_COOLOFF_DAYS * DAY_MS),
    );

  async function signIn(user: UserRow, ctx: Ctx, joined: boolean): Promise<TUserObject> {
    const token = await deps.sessions.issue(user, ctx);
    const updated = (await deps.accounts.updateUser(user.id, { lastLoginAt: now() })) ?? user;
    return toUserObject(updated, token, joined);
  }

  return {
    signIn,
    recentlyExited,

    async join(body: TJoinBody, ctx: Ctx): Promise<TUserObject> {
      const problem = validateJoin(body);
      if (problem) throw new AppError(problem);
      const uid = normaliseEmail(body.uid ?? '');
      if (await recentlyExited('email', uid)) throw new AppError('ERROR_USER_EXITED');
      if (await deps.accounts.liveUserByLogin('email', uid)) throw new AppError('ERROR_USER_ALREADY_EXIST');
      const passwordHash = await deps.passwords.hash(body.password ?? '');
      const at = now();
      const user = await deps.accounts.insertUser({
        uid,
        provider: 'email',
        passwordHash,
        username: defaultUsername(),
        pid: ctx.pid.slice(0, 64),
        alarmCheck: body.alarmCheck === 1 || body.alarmCheck === true ? 1 : 0,
        authEvent: 1,
        termsAcceptedAt: at,
        privacyAcceptedAt: at,
        // Sent by the site's form (issue 39); a spec-only client leaves it out and records none.
        ageConfirmedAt: body.ageOver14 === undefined ? null : at,
      });
      // Two sign-ups for one address racing past the check above: the unique index lets one win.
      if (!user) throw new AppError('ERROR_USER_ALREADY_EXIST');
      metrics.signUps.inc({ provider: 'email' });
      return signIn(user, ctx, true);
    },

    async login(body: TLoginBody, ctx: Ctx): Promise<TUserObject> {
      const uid = normaliseEmail(body.uid ?? '');
      const password = body.password ?? '';
      if (!uid) throw new AppError('ERROR_EMAIL_REQUIRED');
      if (!password) throw new AppError('ERROR_PASSWORD_REQUIRED');
      const attempt = { loginId: uid, ip: ctx.ip };
      await deps.loginThrottle.admit(attempt);

      const user = await deps.accounts.liveUserByLogin('email', uid);
      const matches = await deps.passwords.verify(user?.passwordHash ?? null, password);
      if (!user || !matches) {
        if (!user && (await recentlyExited('email', uid))) throw new AppError('ERROR_USER_EXITED');
        throw new AppError('ERROR_USER_LOGIN_FAILED');
      }
      if (user.status === 'blocked') throw new AppError('ERROR_USER_NOT_EXIST', { status: 403 });
      await deps.loginThrottle.succeeded(attempt);
      if (user.passwordHash && deps.passwords.needsRehash(user.passwordHash)) {
        await deps.accounts.updateUser(user.id, { passwordHash: await deps.passwords.hash(password) });
      }
      return signIn(user, ctx, false);
    },

    /** Ends the caller's session; answering the same for a missing or stale token keeps logout idempotent. */
    async logout(ctx: Pick<RequestContext, 'token'>): Promise<void> {
      if (ctx.token) await deps.sessions.revoke(ctx.token);
    },

    me(member: Member) {
      return { userInfo: toUserInfo(member.user), asset: toAsset(member.user) };
    },

    asset(member: Member) {
      return toAsset(member.user);
    },

    async refresh(member: Member, token: string): Promise<TUserObject> {
      await deps.sessions.extend(member);
      return toUserObject(member.user, token, false);
    },

    sign(member: Member) {
      return { alarmCheck: member.user.alarmCheck };
    },

    async setSign(member: Member, alarmCheck: 0 | 1) {
      const user = await deps.accounts.updateUser(member.user.id, { alarmCheck });
      if (!user) throw new AppError('ERROR_DATA_UPDATE_FAILED');
      return { alarmCheck: user.alarmCheck };
    },

    async updateProfile(member: Member, patch: TProfilePatch) {
      const values: { username?: string; profileImg?: string } = {};
      if (patch.username !== undefined) values.username = patch.username;
      if (patch.profileImg !== undefined) {
        // Only images this service stored (or none): every member's browser loads this address.
        if (patch.profileImg !== '' && !isSafeMediaPath(patch.profileImg, PROFILE_IMAGE_PATH)) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
            detail: accountDetails.profileImageForeign,
          });
        }
        values.profileImg = patch.profileImg;
      }
      const user = await deps.accounts.updateUser(member.user.id, values);
      if (!user) throw new AppError('ERROR_DATA_UPDATE_FAILED');
      return toUserInfo(user);
    },

    async resign(member: Member, reason: string, password: string | undefined): Promise<void> {
      const { user } = member;
      if (user.provider === 'email') {
        if (!password) throw new AppError('ERROR_PASSWORD_REQUIRED');
        if (!(await deps.passwords.verify(user.passwordHash, password))) {
          throw new AppError('ERROR_USER_LOGIN_FAILED', {
            status: 400,
            detail: accountDetails.passwordWrong,
          });
        }
      }
      const loginId = user.provider === 'email' ? user.uid : (user.providerUserId ?? user.uid);
      const done = await deps.accounts.anonymise(user.id, identityHash(user.provider, loginId), reason);
      if (!done) throw new AppError('ERROR_USER_EXITED');
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
