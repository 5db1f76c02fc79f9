import { settlementTexts as text } from '@sogon/contract/messages/settlement';
import type { TContract, TContractBody, TOpsContract } from '@sogon/contract/schemas/settlement';
import { AppError } from '#api/http/app-error';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import { opsContractAnswer } from './answers.ts';
import type { SettlementRepository } from './repository.ts';

/**
 * A channel's terms (its contract): as its owner reads them, and as finance reads and changes
 * them in the console (service.ts assembles these into the settlement service).
 */
export function createContracts(deps: {
  settlement: SettlementRepository;
  /** Refuses a channel the member does not own (service.ts). */
  ownedChannel: (channelId: number, userId: number) => Promise<unknown>;
  now: () => Date;
}) {
  const { settlement, ownedChannel, now } = deps;

  async function contract(channelId: number, userId: number): Promise<TContract> {
    await ownedChannel(channelId, userId);
    const row = await settlement.contract(channelId);
    if (!row) throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.details.channelMissing });
    return {
      shareBp: row.shareBp,
      bonusWonPerHeart: row.bonusWonPerHeart,
      freeUnlockWon: row.freeUnlockWon,
      creatorType: row.creatorType,
      minimumPayout: row.minimumPayout,
    };
  }

  async function opsContract(channelId: number): Promise<TOpsContract> {
    const found = await settlement.contractOfChannel(channelId);
    if (!found) throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.details.channelMissing });
    return opsContractAnswer(
      found.contract,
      found.channelName,
      await settlement.lastContractChange(channelId),
    );
  }

  /** Finance changes a channel's terms, with a fresh code and a reason; audited with before and after. */
  async function updateContract(
    auth: ConsoleAuth,
    signedIn: SignedInOperator,
    channelId: number,
    body: TContractBody,
  ): Promise<TOpsContract> {
    const found = await settlement.contractOfChannel(channelId);
    if (!found) throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.details.channelMissing });
    if (body.creatorType === 'business' && !body.businessNumber) {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.businessNumberRequired });
    }
    await auth.reauthenticate(signedIn, body.otp);
    const { reason, otp: _, ...terms } = body;
    const updated = await settlement.transaction(async (tx) => {
      const before = await settlement.lockContract(tx, channelId);
      const row = await settlement.updateContract(tx, channelId, terms, now());
      if (!before || !row)
        throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.details.channelMissing });
      const { updatedAt: _before, channelId: _id, ...was } = before;
      await auth.audit(tx, signedIn, {
        action: 'channel.contract',
        target: `channel:${channelId}`,
        reason,
        before: was,
        after: terms,
      });
      return row;
    });
    return opsContractAnswer(updated, found.channelName, {
      at: updated.updatedAt,
      operator: signedIn.operator.email,
      reason,
    });
  }

  return { contract, opsContract, updateContract };
}
