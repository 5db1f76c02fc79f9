import { randomUUID } from 'node:crypto';
import { settlementTexts as text } from '@sogon/contract/messages/settlement';
import type { TCancelSpendAnswer, TTipAnswer, TTipBody } from '@sogon/contract/schemas/settlement';
import { AppError } from '#api/http/app-error';
import { ownsChannel } from '#api/modules/access';
import type { ChannelBlocks } from '#api/modules/channel-community';
import { type Ledger, withTotal } from '#api/modules/hearts';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import type { EarningsRepository } from './earnings.repository.ts';
import type { SettlementRepository } from './repository.ts';

/**
 * Hearts spent on a channel: a member's tip (후원), and the console's cancel of a purchase or a
 * tip (service.ts assembles these into the settlement service).
 */
export function createSpends(deps: {
  ledger: Ledger;
  settlement: SettlementRepository;
  earnings: Pick<EarningsRepository, 'channel'>;
  /** A member blocked from the channel sends it no tips. */
  blocks: Pick<ChannelBlocks, 'requireNotBlocked'>;
}) {
  const { ledger, settlement, earnings } = deps;

  /**
   * Sends hearts to a channel (후원): one spend of kind `tip`, which records the channel's
   * earning with the message in the same statement. A retried Idempotency-Key sends once.
   */
  async function tip(
    userId: number,
    channelId: number,
    body: TTipBody,
    key: string | undefined,
  ): Promise<TTipAnswer> {
    const channel = await earnings.channel(channelId);
    if (!channel) throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.details.channelMissing });
    if (ownsChannel({ userId }, channel)) {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.ownChannel });
    }
    await deps.blocks.requireNotBlocked(channelId, userId, 'tip');
    const posted = await ledger.transaction((tx) =>
      ledger.spend(tx, {
        userId,
        kind: 'tip',
        idempotencyKey: `channel:${channelId}:${key ? `client:${key}` : randomUUID()}`,
        reference: `channel:${channelId}`,
        memo: body.message,
        hearts: body.hearts,
      }),
    );
    return {
      tipId: posted.transactionId,
      hearts: posted.fresh ? body.hearts : 0,
      balance: withTotal(posted.balance),
    };
  }

  /**
   * Cancels a purchase or tip from the console: the ledger reversal, what it unlocked dropped,
   * and the audit row, in one transaction. A second cancel answers the first.
   */
  async function cancelSpend(
    auth: ConsoleAuth,
    signedIn: SignedInOperator,
    transactionId: number,
    body: { reason: string; otp: string },
  ): Promise<TCancelSpendAnswer> {
    const spend = await settlement.ledgerTransaction(transactionId);
    if (!spend)
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
        status: 404,
        detail: text.details.spendMissing,
      });
    if (spend.kind === 'subscription') {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
        detail: text.details.subscriptionNotCancellable,
      });
    }
    if (spend.kind !== 'purchase' && spend.kind !== 'tip') {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.notCancellable });
    }
    await auth.reauthenticate(signedIn, body.otp);
    return ledger.transaction(async (tx) => {
      const posted = await ledger.reverse(tx, {
        userId: spend.userId,
        spendTransactionId: transactionId,
        memo: text.cancelMemo(body.reason),
      });
      const back = await settlement.reversalOf(tx, posted.transactionId);
      if (!posted.fresh) {
        auth.replayed(signedIn);
      } else {
        const dropped = await settlement.dropEntitlements(tx, transactionId);
        await auth.audit(tx, signedIn, {
          action: 'purchase.cancel',
          target: `member:${spend.userId}`,
          reason: body.reason,
          before: { transactionId, owned: dropped },
          after: { reversalId: posted.transactionId, paid: back.paid, bonus: back.bonus },
        });
      }
      return {
        transactionId,
        reversalId: posted.transactionId,
        paid: back.paid,
        bonus: back.bonus,
        cancelledNow: posted.fresh,
        balance: withTotal(posted.balance),
      };
    });
  }

  return { tip, cancelSpend };
}
