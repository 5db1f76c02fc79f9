import { opsTexts } from '@sogon/contract/messages/ops';
import type {
  TOpsHeartsBody,
  TOpsMemberActivity,
  TOpsMemberDetail,
  TOpsMemberPage,
  TOpsMemberQuery,
} from '@sogon/contract/schemas/ops';
import { AppError } from '#api/http/app-error';
import type { Ledger } from '#api/modules/hearts';
import type { ConsoleAuth, SignedInOperator } from './console-auth.ts';
import type { MemberOpsRepository } from './members.repository.ts';

/** What the console does to members: read them, block, adult mode, sessions, bonus hearts. */
export function createMemberOps(deps: {
  members: MemberOpsRepository;
  auth: ConsoleAuth;
  ledger: Ledger;
  now: () => Date;
}) {
  const { now } = deps;
  return {
    async members(query: TOpsMemberQuery): Promise<TOpsMemberPage> {
      const found = await deps.members.searchMembers(query);
      return { ...found, page: query.page, limit: query.limit };
    },

    async member(id: number): Promise<TOpsMemberDetail> {
      const found = await deps.members.member(id, now());
      // Not ERROR_USER_NOT_EXIST: a client reads that as "you are blocked" (spec section 8).
      if (!found)
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
          status: 404,
          detail: opsTexts.details.noMember,
        });
      return found;
    },

    async activity(id: number): Promise<TOpsMemberActivity> {
      await this.member(id);
      return deps.members.activity(id);
    },

    /** Blocks a member: every session ends at once, and their next request answers USER_NOT_EXIST. */
    async block(signedIn: SignedInOperator, memberId: number, reason: string): Promise<TOpsMemberDetail> {
      const current = await this.member(memberId);
      if (current.status === 'exited') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: opsTexts.details.notBlockable });
      }
      const result = await deps.members.setMemberStatus({
        audit: (tx, entry) => deps.auth.audit(tx, signedIn, entry),
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
      await this.member(memberId);
      const result = await deps.members.setMemberStatus({
        audit: (tx, entry) => deps.auth.audit(tx, signedIn, entry),
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
      await this.member(memberId);
      const result = await deps.members.turnAdultModeOff({
        audit: (tx, entry) => deps.auth.audit(tx, signedIn, entry),
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
      await this.member(memberId);
      const ended = await deps.members.endSessions({
        audit: (tx, entry) => deps.auth.audit(tx, signedIn, entry),
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
      const { operator } = signedIn;
      await deps.auth.reauthenticate(signedIn, body.otp);
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
          if (!posted.fresh) {
            // A retry of the same key: the earlier movement and its audit row stand.
            deps.auth.replayed(signedIn);
            return;
          }
          await deps.auth.audit(tx, signedIn, {
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
  };
}

export type MemberOps = ReturnType<typeof createMemberOps>;
