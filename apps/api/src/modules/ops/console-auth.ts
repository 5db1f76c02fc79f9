import { randomBytes } from 'node:crypto';
import { opsTexts } from '@sogon/contract/messages/ops';
import {
  opsMay,
  type TOperator,
  type TOpsAccess,
  type TOpsLoginBody,
  type TOpsRole,
} from '@sogon/contract/schemas/ops';
import type { AttemptLimiter } from '#api/adapters/rate-limit/attempt-limiter';
import { AppError } from '#api/http/app-error';
import type { PasswordHasher } from '#api/modules/account';
import { hashSecret, newSecret } from '#api/modules/account';
import {
  type AuditInput,
  insertAudit,
  type OperatorRepository,
  type OperatorRow,
  type Tx,
} from './operators.repository.ts';
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

/** What the console answers to anyone who is not a signed-in operator: the path does not exist. */
export function notForYou(): AppError {
  return new AppError('ERROR_API_PATH_WRONG');
}

/**
 * A new operator with a generated password and TOTP secret, both returned once (the CLI or the
 * console shows them; there is no default password); `after` runs in the insert's transaction
 * (the console's audit row). Null when the e-mail has an operator already.
 */
export async function createOperatorAccount(
  deps: { operators: OperatorRepository; passwords: PasswordHasher; totp: Totp },
  args: { email: string; role: TOpsRole; name: string },
  after: (tx: Tx, created: OperatorRow) => Promise<void> = async () => {},
): Promise<{ operator: OperatorRow; password: string; totpSecret: string; otpauth: string } | null> {
  const password = randomBytes(15).toString('base64url');
  const secret = deps.totp.create(args.email);
  const operator = await deps.operators.insertOperatorAnd(
    {
      email: args.email,
      name: args.name,
      role: args.role,
      passwordHash: await deps.passwords.hash(password),
      totpSecret: secret.sealed,
    },
    after,
  );
  return operator && { operator, password, totpSecret: secret.base32, otpauth: secret.uri };
}

/**
 * Who is at the console (ADR 030, ADR 034): operator sign-in with a password and a TOTP code,
 * sessions, role checks, re-authentication before money moves, and the audit log. One per
 * process, in the kernel, so every module that owns console data declares its own /ops routes
 * behind the same guard (console-routes.ts).
 */
export function createConsoleAuth(deps: {
  operators: OperatorRepository;
  passwords: PasswordHasher;
  totp: Totp;
  /** Sign-in attempts per e-mail and per address. */
  loginLimiter: AttemptLimiter;
  /** Fresh codes per operator before money or hearts move (the re-authentication gate). */
  reauthLimiter: AttemptLimiter;
  /** The allowance reauthLimiter counts against (named in the lockout's audit row). */
  reauthLimits: { limit: number; windowMs: number };
  now: () => Date;
}) {
  const { operators, now } = deps;
  /** The requests' operators (one object per request) that wrote an audit row. */
  const audited = new WeakSet<SignedInOperator>();

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

  return {
    toOperator,

    /** Refuses with ERROR_PERMISSION_DENIED unless the operator's role may do `what`. */
    may(signedIn: SignedInOperator, what: TOpsAccess): void {
      if (!opsMay(signedIn.operator.role, what)) throw new AppError('ERROR_PERMISSION_DENIED');
    },

    createOperator(args: { email: string; role: TOpsRole; name: string }) {
      return createOperatorAccount(deps, args);
    },

    /** Password and TOTP code; a wrong one of either answers the same, and a code works once. */
    async login(body: TOpsLoginBody, ip: string): Promise<{ token: string; operator: TOperator }> {
      const byEmail = await deps.loginLimiter.take(`email:${body.email}`);
      if (!byEmail.allowed || !(await deps.loginLimiter.take(`ip:${ip}`)).allowed) {
        throw new AppError('ERROR_TOO_MANY_REQUESTS', { detail: opsTexts.login.tooMany });
      }
      const operator = await operators.operatorByEmail(body.email);
      const passwordOk = await deps.passwords.verify(operator?.passwordHash ?? null, body.password);
      const at = now();
      const step = operator && passwordOk ? deps.totp.stepOf(operator.totpSecret, body.otp, at) : null;
      if (
        !operator ||
        operator.disabledAt ||
        step === null ||
        !(await operators.acceptTotpStep(operator.id, step))
      ) {
        throw new AppError('ERROR_USER_LOGIN_FAILED', { detail: opsTexts.login.failed });
      }
      // A successful sign-in clears both counts: operators behind one office address sign in often.
      await Promise.all([
        deps.loginLimiter.reset(`email:${body.email}`),
        deps.loginLimiter.reset(`ip:${ip}`),
      ]);
      const secret = newSecret();
      const expiresAt = new Date(at.getTime() + OPS_SESSION_TTL_MS);
      await operators.insertSession({ operatorId: operator.id, tokenHash: secret.hash, expiresAt, ip });
      return { token: secret.value, operator: toOperator({ operator, sessionExpiresAt: expiresAt }) };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token && TOKEN_SHAPE.test(token)) await operators.revokeSession(hashSecret(token), now());
    },

    /** The operator behind an `ops_token`, or notForYou() — never a hint that the console exists. */
    async signedIn(token: string | undefined): Promise<SignedInOperator> {
      if (!token || !TOKEN_SHAPE.test(token)) throw notForYou();
      const at = now();
      const found = await operators.sessionByHash(hashSecret(token), at);
      if (!found || at.getTime() - found.session.lastSeenAt.getTime() > OPS_IDLE_MS) throw notForYou();
      if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await operators.touchSession(found.session.id, at);
      }
      return { operator: found.operator, sessionExpiresAt: found.session.expiresAt };
    },

    /**
     * Re-authentication before money or hearts move: a fresh authenticator code, used once
     * (a code already taken for the sign-in or another action is refused). Every code counts
     * against the operator's allowance (on every server when Redis is there): the wrong code
     * that uses it up writes an audit row, and until the window ends every action behind the
     * gate answers 429, a right code included. A right code gives the allowance back.
     */
    async reauthenticate(signedIn: SignedInOperator, otp: string): Promise<void> {
      const { operator } = signedIn;
      const key = `operator:${operator.id}`;
      const turn = await deps.reauthLimiter.take(key);
      if (!turn.allowed) {
        throw new AppError('ERROR_TOO_MANY_REQUESTS', {
          detail: opsTexts.details.otpTooMany(Math.max(1, Math.ceil(turn.retryAfterMs / 60_000))),
        });
      }
      const step = deps.totp.stepOf(operator.totpSecret, otp, now());
      if (step === null || !(await operators.acceptTotpStep(operator.id, step))) {
        if (turn.remaining === 0) {
          const { limit, windowMs } = deps.reauthLimits;
          const minutes = Math.round(windowMs / 60_000);
          audited.add(signedIn);
          await operators.auditAlone({
            operatorId: operator.id,
            action: 'operator.reauth.locked',
            target: `operator:${operator.id}`,
            reason: opsTexts.details.otpLockedReason(limit, minutes),
            before: null,
            after: { wrongCodes: limit, lockedMinutes: minutes },
          });
        }
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: opsTexts.details.otpWrong });
      }
      await deps.reauthLimiter.reset(key);
    },

    /** Writes the operator's audit row inside the transaction of the change it records. */
    audit(tx: Tx, signedIn: SignedInOperator, entry: Omit<AuditInput, 'operatorId'>) {
      audited.add(signedIn);
      return insertAudit(tx, { ...entry, operatorId: signedIn.operator.id });
    },

    /**
     * Says that this request changed nothing (an Idempotency-Key retry answering the earlier
     * result), so it writes no audit row of its own.
     */
    replayed(signedIn: SignedInOperator): void {
      audited.add(signedIn);
    },

    /** Whether this request's operator wrote an audit row (console-routes.ts checks it). */
    audited(signedIn: SignedInOperator): boolean {
      return audited.has(signedIn);
    },

    auditEntries: operators.auditEntries,
  };
}

export type ConsoleAuth = ReturnType<typeof createConsoleAuth>;
