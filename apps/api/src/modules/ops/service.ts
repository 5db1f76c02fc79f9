import { randomBytes } from 'node:crypto';
import { opsTexts } from '@sogon/contract/messages/ops';
import {
  opsMay,
  type TOperator,
  type TOpsAccess,
  type TOpsAuditEntry,
  type TOpsHeartsBody,
  type TOpsLoginBody,
  type TOpsMemberDetail,
  type TOpsMemberQuery,
  type TOpsMemberRow,
  type TOpsRole,
} from '@sogon/contract/schemas/ops';
import { AppError } from '#api/http/app-error';
import type { RateLimiter } from '#api/http/rate-limiter';
import type { PasswordHasher } from '#api/modules/account/passwords';
import { hashSecret, newSecret } from '#api/modules/account/secrets';
import type { Ledger } from '#api/modules/hearts/ledger';
import type { OperatorRow, OpsRepository } from './repository.ts';
import type { Totp } from './totp.ts';

/** An operator's session lasts at most this long (a member's lasts a year)… */
export const OPS_SESSION_TTL_MS = 12 * 3600_000;
/** …and ends after this long without a request. */
export const OPS_IDLE_MS = 30 * 60_000;
const TOUCH_EVERY_MS = 60_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface SignedInOperator {
  operator: OperatorRow;
  sessionExpiresAt: Date;
}

/**
 * A new operator with a generated password and TOTP secret, both returned once (the CLI prints
 * them; there is no default password).
 */
export async function createOperatorAccount(
  deps: { ops: OpsRepository; passwords: PasswordHasher; totp: Totp },
  args: { email: string; role: TOpsRole; name: string },
): Promise<{ operator: OperatorRow; password: string; totpSecret: string; otpauth: string } | null> {
  if (await deps.ops.operatorByEmail(args.email)) return null;
  const password = randomBytes(15).toString('base64url');
  const secret = deps.totp.create(args.email);
  const operator = await deps.ops.insertOperator({
    email: args.email,
    name: args.name,
    role: args.role,
    passwordHash: await deps.passwords.hash(password),
    totpSecret: secret.sealed,
  });
  return { operator, password, totpSecret: secret.base32, otpauth: secret.uri };
}

/** What the console answers to anyone who is not a signed-in operator: the path does not exist. */
export function notForYou(): AppError {
  return new AppError('ERROR_API_PATH_WRONG');
}

export function createOpsService(deps: {
  ops: OpsRepository;
  ledger: Ledger;
  passwords: PasswordHasher;
  totp: Totp;
  /** Sign-in attempts per e-mail and per address. */
  loginLimiter: RateLimiter;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  function toOperator(signedIn: SignedInOperator): TOperator {
    const { operator } = signedIn;
    return {
      id: operator.id,
      email: operator.email,
      name: operator.name,
      role: operator.role,
      sessionExpiresAt: signedIn.sessionExpiresAt.toISOString(),
    };
  }

  function may(signedIn: SignedInOperator, what: TOpsAccess): void {
    if (!opsMay(signedIn.operator.role, what)) throw new AppError('ERROR_PERMISSION_DENIED');
  }

  return {
    toOperator,
    may,

    createOperator(args: { email: string; role: TOpsRole; name: string }) {
      return createOperatorAccount(deps, args);
    },

    /** Password and TOTP code; a wrong one of either answers the same, and a code works once. */
    async login(body: TOpsLoginBody, ip: string): Promise<{ token: string; operator: TOperator }> {
      if (!deps.loginLimiter.take(`email:${body.email}`) || !deps.loginLimiter.take(`ip:${ip}`)) {
        throw new AppError('ERROR_TOO_MANY_REQUESTS', { detail: opsTexts.login.tooMany });
      }
      const operator = await deps.ops.operatorByEmail(body.email);
      const passwordOk = await deps.passwords.verify(operator?.passwordHash ?? null, body.password);
      const at = now();
      const step = operator && passwordOk ? deps.totp.stepOf(operator.totpSecret, body.otp, at) : null;
      if (
        !operator ||
        operator.disabledAt ||
        step === null ||
        !(await deps.ops.acceptTotpStep(operator.id, step))
      ) {
        throw new AppError('ERROR_USER_LOGIN_FAILED', { detail: opsTexts.login.failed });
      }
      // A successful sign-in clears both counts: operators behind one office address sign in often.
      deps.loginLimiter.reset(`email:${body.email}`);
      deps.loginLimiter.reset(`ip:${ip}`);
      const secret = newSecret();
      const expiresAt = new Date(at.getTime() + OPS_SESSION_TTL_MS);
      await deps.ops.insertSession({ operatorId: operator.id, tokenHash: secret.hash, expiresAt, ip });
      return { token: secret.value, operator: toOperator({ operator, sessionExpiresAt: expiresAt }) };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token && TOKEN_SHAPE.test(token)) await deps.ops.revokeSession(hashSecret(token), now());
    },

    /** The operator behind an `ops_token`, or notForYou() — never a hint that the console exists. */
    async signedIn(token: string | undefined): Promise<SignedInOperator> {
      if (!token || !TOKEN_SHAPE.test(token)) throw notForYou();
      const at = now();
      const found = await deps.ops.sessionByHash(hashSecret(token), at);
      if (!found || at.getTime() - found.session.lastSeenAt.getTime() > OPS_IDLE_MS) throw notForYou();
      if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await deps.ops.touchSession(found.session.id, at);
      }
      return { operator: found.operator, sessionExpiresAt: found.session.expiresAt };
    },

    members(query: TOpsMemberQuery): Promise<TOpsMemberRow[]> {
      return deps.ops.searchMembers(query);
    },

    async member(id: number): Promise<TOpsMemberDetail> {
      const found = await deps.ops.member(id, now());
      // Not ERROR_USER_NOT_EXIST: a client reads that as "you are blocked" (spec section 8).
      if (!found)
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
          status: 404,
          detail: opsTexts.details.noMember,
        });
      return found;
    },

    /** Blocks a member: every session ends at once, and their next request answers USER_NOT_EXIST. */
    async block(signedIn: SignedInOperator, memberId: number, reason: string): Promise<TOpsMemberDetail> {
      may(signedIn, 'block');
      const current = await this.member(memberId);
      if (current.status === 'exited') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: opsTexts.details.notBlockable });
      }
      const result = await deps.ops.setMemberStatus({
        operatorId: signedIn.operator.id,
        memberId,
        from: 'active',
        to: 'blocked',
        action: 'member.block',
        reason,
        at: now(),
      });
      if (result === 'unchanged') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: opsTexts.details.alreadyBlocked });
      }
      return this.member(memberId);
    },

    async unblock(signedIn: SignedInOperator, memberId: number, reason: string): Promise<TOpsMemberDetail> {
      may(signedIn, 'block');
      await this.member(memberId);
      const result = await deps.ops.setMemberStatus({
        operatorId: signedIn.operator.id,
        memberId,
        from: 'blocked',
        to: 'active',
        action: 'member.unblock',
        reason,
        at: now(),
      });
      if (result === 'unchanged') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: opsTexts.details.notBlocked });
      }
      return this.member(memberId);
    },

    /** Turns a member's adult mode off; they can turn it on again only as a verified adult. */
    async adultModeOff(
      signedIn: SignedInOperator,
      memberId: number,
      reason: string,
    ): Promise<TOpsMemberDetail> {
      may(signedIn, 'adultMode');
      await this.member(memberId);
      const result = await deps.ops.turnAdultModeOff({
        operatorId: signedIn.operator.id,
        memberId,
        reason,
        at: now(),
      });
      if (result === 'unchanged') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: opsTexts.details.adultModeOffAlready });
      }
      return this.member(memberId);
    },

    /** Ends every session of a member: each of their devices asks them to log in again. */
    async endSessions(
      signedIn: SignedInOperator,
      memberId: number,
      reason: string,
    ): Promise<TOpsMemberDetail> {
      may(signedIn, 'sessions');
      await this.member(memberId);
      const ended = await deps.ops.endSessions({
        operatorId: signedIn.operator.id,
        memberId,
        reason,
        at: now(),
      });
      if (ended === 0) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: opsTexts.details.noSessions });
      }
      return this.member(memberId);
    },

    /**
     * Grants (positive) or takes back (negative) bonus hearts as one ledger movement with its
     * audit row, after a fresh authenticator code. `key` (the request's Idempotency-Key) makes
     * a retry move nothing twice.
     */
    async changeBonus(
      signedIn: SignedInOperator,
      memberId: number,
      body: TOpsHeartsBody,
      key: string,
    ): Promise<TOpsMemberDetail> {
      may(signedIn, 'hearts');
      const { operator } = signedIn;
      const at = now();
      const step = deps.totp.stepOf(operator.totpSecret, body.otp, at);
      if (step === null || !(await deps.ops.acceptTotpStep(operator.id, step))) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: opsTexts.details.otpWrong });
      }
      const member = await this.member(memberId);
      if (member.status === 'exited') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: opsTexts.details.notBlockable });
      }
      const grant = body.bonus > 0;
      const movement = {
        userId: memberId,
        idempotencyKey: `ops:${key}`,
        reference: `operator:${operator.id}`,
        memo: body.reason,
        paid: 0,
        bonus: Math.abs(body.bonus),
      };
      try {
        await deps.ledger.transaction(async (tx) => {
          const posted = grant
            ? await deps.ledger.credit(tx, { ...movement, kind: 'grant' })
            : await deps.ledger.withdraw(tx, { ...movement, kind: 'revoke', to: 'issued_bonus' });
          if (!posted.fresh) return;
          await deps.ops.auditIn(tx, {
            operatorId: operator.id,
            action: grant ? 'member.hearts.grant' : 'member.hearts.revoke',
            target: `member:${memberId}`,
            reason: body.reason,
            before: { bonus: posted.balance.bonus - body.bonus },
            after: { bonus: posted.balance.bonus },
          });
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'ERROR_HEART_NOT_ENOUGH') {
          throw new AppError('ERROR_HEART_NOT_ENOUGH', { detail: opsTexts.details.heartsNotEnough });
        }
        throw error;
      }
      return this.member(memberId);
    },

    audit(query: { q: string; limit: number }): Promise<TOpsAuditEntry[]> {
      return deps.ops.auditEntries(query);
    },
  };
}

export type OpsService = ReturnType<typeof createOpsService>;
