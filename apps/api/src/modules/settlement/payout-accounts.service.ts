import { settlementTexts as text } from '@sogon/contract/messages/settlement';
import type { TPayoutAccount } from '@sogon/contract/schemas/settlement';
import { type AccountHolder, type AccountHolderCheck, BankUnavailableError } from '#api/adapters/bank/types';
import { AppError } from '#api/http/app-error';
import { sealAccountNumber } from './account-numbers.ts';
import { accountAnswer } from './answers.ts';
import type { SettlementRepository } from './repository.ts';

/**
 * A channel's payout account: the owner reads it and registers it, checked with the bank
 * (service.ts assembles these into the settlement service).
 */
export function createPayoutAccounts(deps: {
  settlement: SettlementRepository;
  /** 계좌실명조회 for payout accounts. */
  accounts: AccountHolderCheck;
  /** Seals payout account numbers at rest (ADR 046): 32 bytes, the same on every node. */
  accountKey: Buffer;
  /** Refuses a channel the member does not own (service.ts). */
  ownedChannel: (channelId: number, userId: number) => Promise<unknown>;
  now: () => Date;
}) {
  const { settlement, ownedChannel, now } = deps;

  async function payoutAccount(channelId: number, userId: number): Promise<TPayoutAccount | null> {
    await ownedChannel(channelId, userId);
    const row = await settlement.account(channelId);
    return row ? accountAnswer(row) : null;
  }

  /**
   * Registers the owner's payout account: the bank (계좌실명조회, with the verified birth date)
   * must name the same person the owner verified as; names compare without spaces.
   */
  async function registerPayoutAccount(
    channelId: number,
    userId: number,
    body: { bankCode: string; accountNumber: string },
  ): Promise<TPayoutAccount> {
    await ownedChannel(channelId, userId);
    const identity = await settlement.verifiedIdentity(userId);
    if (!identity) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.notVerified });
    let holder: AccountHolder;
    try {
      holder = await deps.accounts.holderOf({
        bankCode: body.bankCode,
        accountNumber: body.accountNumber,
        birthDate: identity.birthDate.replaceAll('-', '').slice(2),
      });
    } catch (error) {
      if (!(error instanceof BankUnavailableError)) throw error;
      throw new AppError('ERROR_SERVICE_UNAVAILABLE', {
        detail: text.details.bankUnavailable,
        cause: error,
      });
    }
    if (holder.kind !== 'found') {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.accountUnconfirmed });
    }
    const bare = (name: string) => name.replace(/\s/g, '');
    if (bare(holder.holderName) !== bare(identity.name)) {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.holderMismatch });
    }
    const saved = await settlement.saveAccount({
      channelId,
      bankCode: body.bankCode,
      ...sealAccountNumber(deps.accountKey, channelId, body.accountNumber),
      holderName: holder.holderName,
      checkedAt: now(),
    });
    return accountAnswer(saved);
  }

  return { payoutAccount, registerPayoutAccount };
}
