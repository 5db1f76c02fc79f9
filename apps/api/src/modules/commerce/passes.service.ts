import { nextGrant } from '@sogon/contract/commerce/pass-schedule';
import { commerceDetails } from '@sogon/contract/messages/commerce';
import type { TMemberPass, TOpsPassPool, TPassPoolBody, TPassUse } from '@sogon/contract/schemas/commerce';
import { AppError } from '#api/http/app-error';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import type { Viewer } from '#api/modules/viewer';
import type { PassRepository } from './passes.repository.ts';

/** The daily free pass (이용권, ADR 066): members' tickets and the console's pools. */
export function createPassService(deps: { passes: PassRepository; auth: ConsoleAuth; now: () => Date }) {
  const { passes, auth, now } = deps;

  async function checkedBody(body: TPassPoolBody) {
    if (new Set(body.grantTimes).size !== body.grantTimes.length) {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: commerceDetails.passPoolTimesRepeated });
    }
    const wanted = [...new Set(body.playlistIds)];
    const found = await passes.existingPlaylists(wanted);
    if (found.length !== wanted.length) {
      throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: commerceDetails.passPoolPlaylistMissing });
    }
    return body;
  }

  function auditOf(operator: SignedInOperator, action: 'pass.create' | 'pass.update') {
    return (tx: Parameters<ConsoleAuth['audit']>[0], before: TOpsPassPool | null, after: TOpsPassPool) =>
      auth.audit(tx, operator, {
        action,
        target: `pass_pool:${after.id}`,
        reason: '',
        before: before as Record<string, unknown> | null,
        after: after as unknown as Record<string, unknown>,
      });
  }

  return {
    /** The member's tickets per active pool, accrued to now. */
    async mine(userId: number, playlistId?: number): Promise<TMemberPass[]> {
      const at = now();
      const wallets = await passes.wallets(userId, at, playlistId);
      return wallets.map((wallet) => {
        const next = nextGrant(wallet.grantTimes, at);
        return {
          poolId: wallet.poolId,
          name: wallet.name,
          tickets: wallet.tickets,
          maxTickets: wallet.maxTickets,
          ticketHours: wallet.ticketHours,
          nextGrantAt: next ? next.at.toISOString() : null,
          nextGrantTime: next ? next.time : null,
          playlistIds: wallet.playlistIds,
        };
      });
    },

    /** Spends one ticket on a locked paid episode of a pool playlist: a rental for the ticket hours. */
    async use(userId: number, viewer: Viewer, contentId: number): Promise<TPassUse> {
      const spent = await passes.spend({ userId, viewer, contentId, at: now() });
      switch (spent.outcome) {
        case 'missing':
          throw new AppError('ERROR_CONTENT_NOT_EXIST');
        case 'not_in_pool':
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: commerceDetails.passNotInPool });
        case 'early':
          // 선공개 is the tier's perk: a free ticket waits for the open time (ADR 070).
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
            reason: 'early_access',
            detail: commerceDetails.passEarlyAccess,
          });
        case 'held':
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: commerceDetails.passAlreadyHeld });
        case 'no_tickets':
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: commerceDetails.passNoTickets });
      }
      return {
        rentalId: spent.rentalId,
        poolId: spent.poolId,
        playlistId: spent.playlistId,
        contentId,
        endsAt: spent.endsAt.toISOString(),
        tickets: spent.tickets,
      };
    },

    pools: () => passes.pools(),

    async createPool(operator: SignedInOperator, body: TPassPoolBody): Promise<TOpsPassPool> {
      const saved = await passes.savePool(
        null,
        await checkedBody(body),
        now(),
        auditOf(operator, 'pass.create'),
      );
      return saved!;
    },

    async updatePool(operator: SignedInOperator, id: number, body: TPassPoolBody): Promise<TOpsPassPool> {
      const saved = await passes.savePool(
        id,
        await checkedBody(body),
        now(),
        auditOf(operator, 'pass.update'),
      );
      if (!saved) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: commerceDetails.passPoolMissing });
      return saved;
    },
  };
}

export type PassService = ReturnType<typeof createPassService>;
