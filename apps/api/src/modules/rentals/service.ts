import { remainingText, rentalDetails, timeLeftText } from '@sogon/contract/messages/rentals';
import type { TRentalAnswer, TWaitFreeClaim } from '@sogon/contract/schemas/rentals';
import { AppError } from '#api/http/app-error';
import { adultOnly } from '#api/modules/access';
import { withTotal } from '#api/modules/hearts';
import type { Viewer } from '#api/modules/viewer';
import * as metrics from '#api/observability/metrics';
import type { RentalRepository } from './repository.ts';

/** Lost to a concurrent purchase of the same episode: try once more (it answers owned). */
const MAX_RACE_RETRIES = 3;

/** 대여 and 기다무 (ADR 066, issue 38): the decisions are the repository's statements. */
export function createRentalService(deps: { rentals: RentalRepository; now: () => Date }) {
  const notFound = (outcome: 'missing' | 'unknown' | 'adult') =>
    outcome === 'adult' ? adultOnly() : new AppError('ERROR_CONTENT_NOT_EXIST');

  return {
    /** Rents an episode with hearts; one rental and one spend however many ask at once. */
    async rent(
      userId: number,
      viewer: Viewer,
      playlistId: number,
      contentId: number,
      key?: string,
    ): Promise<TRentalAnswer> {
      for (let tries = 1; ; tries += 1) {
        const at = deps.now();
        const done = await deps.rentals.rent({
          userId,
          playlistId,
          contentId,
          viewer,
          at,
          idempotencyKey: key,
        });
        switch (done.outcome) {
          case 'missing':
          case 'unknown':
          case 'adult':
            throw notFound(done.outcome);
          case 'free':
            throw new AppError('ERROR_PRODUCT_NOT_EXIST', { reason: 'free', detail: rentalDetails.free });
          case 'not_for_rent':
            throw new AppError('ERROR_PRODUCT_NOT_EXIST', {
              reason: 'not_for_rent',
              detail: rentalDetails.notForRent,
            });
          case 'owned':
            throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
              reason: 'owned',
              detail: rentalDetails.owned,
            });
          case 'rented':
            throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
              reason: 'rented',
              detail: rentalDetails.rented(remainingText(done.endsAt.getTime() - at.getTime())),
            });
          case 'not_enough':
            throw new AppError('ERROR_HEART_NOT_ENOUGH');
          case 'raced':
            if (tries < MAX_RACE_RETRIES) continue;
            throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
              reason: 'rented',
              detail: rentalDetails.owned,
            });
        }
        if (done.fresh) {
          metrics.unlocks.inc();
          if (done.hearts > 0) metrics.heartsSpent.inc({ on: 'unlock' }, done.hearts);
        }
        return {
          playlistId,
          contentId,
          hearts: done.hearts,
          endsAt: done.endsAt.toISOString(),
          alreadyRented: !done.fresh,
          balance: withTotal(done.balance),
        };
      }
    },

    /**
     * Claims a 기다무 episode. Refused before the timer with the time left
     * (ERROR_REQUEST_PARAMETER_WRONG, reason wait_free_not_yet: the spec has no code of its own).
     */
    async claim(
      userId: number,
      viewer: Viewer,
      playlistId: number,
      contentId: number,
    ): Promise<TWaitFreeClaim> {
      for (let tries = 1; ; tries += 1) {
        const at = deps.now();
        const done = await deps.rentals.claim({ userId, playlistId, contentId, viewer, at });
        switch (done.outcome) {
          case 'missing':
          case 'unknown':
          case 'adult':
            throw notFound(done.outcome);
          case 'no_wait_free':
            throw new AppError('ERROR_PRODUCT_NOT_EXIST', {
              reason: 'no_wait_free',
              detail: rentalDetails.noWaitFree,
            });
          case 'early':
            // 선공개 is the tier's perk: free unlocks wait for the open time (ADR 070).
            throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
              reason: 'early_access',
              detail: rentalDetails.earlyAccess,
            });
          case 'not_eligible':
            throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
              reason: 'wait_free_not_eligible',
              detail: rentalDetails.notEligible,
            });
          case 'not_yet':
            throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
              reason: 'wait_free_not_yet',
              detail: rentalDetails.notYet(timeLeftText(done.nextAt.getTime() - at.getTime())),
            });
          case 'raced':
            if (tries < MAX_RACE_RETRIES) continue;
            throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
              reason: 'wait_free_not_eligible',
              detail: rentalDetails.notEligible,
            });
        }
        metrics.unlocks.inc();
        return {
          playlistId,
          contentId,
          kind: done.endsAt ? 'rental' : 'owned',
          endsAt: done.endsAt ? done.endsAt.toISOString() : null,
          nextAt: done.nextAt.toISOString(),
        };
      }
    },

    library: (userId: number, viewer: Viewer) => deps.rentals.library(userId, viewer, deps.now()),
  };
}

export type RentalService = ReturnType<typeof createRentalService>;
