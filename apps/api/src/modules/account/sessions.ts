import { noteReadingMember } from '#api/db/replica/read-scope';
import { AppError } from '#api/http/app-error';
import type { RequestContext } from '#api/http/request-context';
import { viewerOfUser } from '#api/modules/access';
import { ANONYMOUS, type Viewer } from '#api/modules/viewer';
import type { AccountRepository, UserRow } from './repository.ts';
import { hashSecret, newSecret } from './secrets.ts';
import type { FoundSession, SessionCache } from './session-cache.ts';

/** Token cookie lifetime of spec section 9; the session lives as long. */
export const SESSION_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export interface Member {
  user: UserRow;
  sessionId: number;
  tokenHash: Buffer;
}

const AUTH_FAILURES = new Set([
  'ERROR_AUTHORIZE_TOKEN_NOT_EXIST',
  'ERROR_AUTHORIZE_TOKEN_EXPIRED',
  'ERROR_USER_VALIDATION_FAILED',
  'ERROR_USER_NOT_EXIST',
]);

/** The read rules' view of a member (api.md "Lists": adult items need verification and adult mode). */
export function viewerOfMember({ user }: Pick<Member, 'user'>): Viewer {
  return viewerOfUser(user);
}

export function createSessions(deps: {
  accounts: AccountRepository;
  /** Live sessions kept for seconds (session-cache.ts); without it every request reads them. */
  cache?: SessionCache;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { cache } = deps;

  async function lookUp(
    tokenHash: Buffer,
  ): Promise<{ found: FoundSession | null; generation: number | null }> {
    const cached = cache?.get(tokenHash);
    if (cached) return { found: cached, generation: null };
    const generation = cache?.generation() ?? 0;
    return { found: await deps.accounts.sessionByHash(tokenHash), generation };
  }

  async function member(ctx: Pick<RequestContext, 'token'>): Promise<Member> {
    if (!ctx.token) throw new AppError('ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
    if (!TOKEN_SHAPE.test(ctx.token)) throw new AppError('ERROR_USER_VALIDATION_FAILED');
    const tokenHash = hashSecret(ctx.token);
    const { found, generation } = await lookUp(tokenHash);
    if (!found) throw new AppError('ERROR_USER_VALIDATION_FAILED');
    const { session, user } = found;
    const at = now();
    // A blocked member learns it (spec section 8: USER_NOT_EXIST → /500) even on a session the
    // block revoked; only then do ended sessions read as expired.
    if (user.status === 'blocked') throw new AppError('ERROR_USER_NOT_EXIST', { status: 403 });
    if (session.revokedAt || session.expiresAt <= at || user.status === 'exited') {
      throw new AppError('ERROR_AUTHORIZE_TOKEN_EXPIRED');
    }
    if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      // The touch changes the row, which drops it from every server's cache.
      await deps.accounts.touchSession(session.id, session.expiresAt);
    } else if (generation !== null) {
      cache?.put(tokenHash, found, generation);
    }
    // The request's reads from here on honour this member's recent writes (read replica).
    noteReadingMember(user.id);
    return { user, sessionId: session.id, tokenHash };
  }

  return {
    member,

    /** Who is asking on a public read: a broken or stale token reads as a visitor, never an error. */
    async viewer(ctx: Pick<RequestContext, 'token'>): Promise<Viewer> {
      if (!ctx.token) return ANONYMOUS;
      try {
        return viewerOfMember(await member(ctx));
      } catch (error) {
        if (error instanceof AppError && AUTH_FAILURES.has(error.code)) return ANONYMOUS;
        throw error;
      }
    },

    /** A new session for every login (api.md): the token is returned once and stored only as a hash. */
    async issue(user: UserRow, ctx: Pick<RequestContext, 'ip' | 'userAgent'>): Promise<string> {
      const secret = newSecret();
      await deps.accounts.insertSession({
        userId: user.id,
        tokenHash: secret.hash,
        expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
        ip: ctx.ip,
        userAgent: ctx.userAgent.slice(0, 300),
      });
      return secret.value;
    },

    async extend(current: Member): Promise<void> {
      await deps.accounts.touchSession(current.sessionId, new Date(now().getTime() + SESSION_TTL_MS));
    },

    /**
     * After a member's write went through on this server: their cached session (and the user row it
     * holds) is read again by their next request here. Other servers hear the change from the
     * database (member-changes.ts), which on a busy one can come after that next request.
     */
    forgetMember(userId: number): void {
      cache?.forgetMember(userId);
    },

    async revoke(token: string): Promise<boolean> {
      if (!TOKEN_SHAPE.test(token)) return false;
      const tokenHash = hashSecret(token);
      const revoked = await deps.accounts.revokeSession(tokenHash);
      // Every server hears it from the database; this one forgets at once.
      const cached = cache?.get(tokenHash);
      if (cached) cache?.forgetMember(cached.user.id);
      return revoked;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
