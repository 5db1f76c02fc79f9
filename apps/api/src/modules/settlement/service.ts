import { settlementTexts as text } from '@sogon/contract/messages/settlement';
import type { TBusinessInfo } from '@sogon/contract/schemas/business';
import type { TEarnings, TStatement, TTaxInvoiceBody } from '@sogon/contract/schemas/settlement';
import type { AccountHolderCheck } from '#api/adapters/bank/types';
import type { MailMessage } from '#api/adapters/mail/types';
import { AppError } from '#api/http/app-error';
import { requireChannelOwner } from '#api/modules/access';
import type { ChannelBlocks } from '#api/modules/channel-community';
import type { Ledger } from '#api/modules/hearts';
import { statementAnswer, toMonth } from './answers.ts';
import { createContracts } from './contracts.service.ts';
import type { EarningsRepository } from './earnings.repository.ts';
import { statementFigures } from './figures.ts';
import { createMonthlyClose } from './monthly-close.ts';
import { isCalendarDay, monthOf, monthRange, parseMonth } from './months.ts';
import { createPayoutAccounts } from './payout-accounts.service.ts';
import { createPayoutBatches } from './payout-batches.service.ts';
import type { SettlementRepository } from './repository.ts';
import { createSpends } from './spends.service.ts';

export function createSettlementService(deps: {
  ledger: Ledger;
  settlement: SettlementRepository;
  earnings: EarningsRepository;
  mail: (message: MailMessage) => Promise<void>;
  /** 계좌실명조회 for payout accounts. */
  accounts: AccountHolderCheck;
  /** Seals payout account numbers at rest (ADR 046): 32 bytes, the same on every node. */
  accountKey: Buffer;
  now?: () => Date;
  /** The service's business details: the buyer a tax invoice names. */
  business: TBusinessInfo;
  /** Public origin for the studio link in mails. */
  siteUrl: string;
  /** A member blocked from the channel sends it no tips. */
  blocks: Pick<ChannelBlocks, 'requireNotBlocked'>;
}) {
  const { ledger, settlement, earnings, business } = deps;
  const now = deps.now ?? (() => new Date());
  const monthly = createMonthlyClose({
    settlement,
    earnings,
    mail: deps.mail,
    business,
    siteUrl: deps.siteUrl,
    now,
  });

  async function ownedChannel(channelId: number, userId: number) {
    const channel = await earnings.channel(channelId);
    if (!channel) throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.details.channelMissing });
    return requireChannelOwner({ userId }, channel, text.details.notOwner);
  }

  const { tip, cancelSpend } = createSpends({ ledger, settlement, earnings, blocks: deps.blocks });
  const { contract, opsContract, updateContract } = createContracts({ settlement, ownedChannel, now });
  const { payoutAccount, registerPayoutAccount } = createPayoutAccounts({
    settlement,
    accounts: deps.accounts,
    accountKey: deps.accountKey,
    ownedChannel,
    now,
  });
  const { batches, batch, approve, transfers, paid } = createPayoutBatches({
    settlement,
    earnings,
    mail: deps.mail,
    accountKey: deps.accountKey,
    business,
    now,
  });

  return {
    /** Sends hearts to a channel (후원): one spend of kind `tip` (spends.ts). */
    tip,

    /** A channel owner's month of earnings (this Seoul month by default). */
    async earnings(channelId: number, userId: number, monthText?: string): Promise<TEarnings> {
      await ownedChannel(channelId, userId);
      const month = monthText ? parseMonth(monthText) : monthOf(now());
      if (!month) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG');
      const range = monthRange(month);
      const [days, bySource, byContent, tips, contract, freeUnlocks] = await Promise.all([
        earnings.byDay(channelId, range),
        earnings.bySource(channelId, range),
        earnings.byContent(channelId, range),
        earnings.tips(channelId, range),
        settlement.contract(channelId),
        earnings.freeUnlocks(channelId, range),
      ]);
      if (!contract) throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.details.channelMissing });
      const totals = bySource.reduce(
        (sum, row) => ({
          paidHearts: sum.paidHearts + row.paidHearts,
          bonusHearts: sum.bonusHearts + row.bonusHearts,
          paidWon: sum.paidWon + row.paidWon,
          bonusWon: sum.bonusWon + row.bonusWon,
        }),
        { paidHearts: 0, bonusHearts: 0, paidWon: 0, bonusWon: 0 },
      );
      const hearts = totals.paidHearts + totals.bonusHearts;
      const estimate = statementFigures(
        { ...totals, freeUnlocks },
        { ...contract, minimumPayout: 0, wonPerFreeUnlock: contract.freeUnlockWon },
        0,
        true,
      );
      return {
        channelId,
        month: toMonth(month),
        totals: {
          ...totals,
          wonPerHeart: hearts ? Math.round(((totals.paidWon + totals.bonusWon) / hearts) * 10) / 10 : 0,
          estimatedCreatorWon: estimate.creatorWon + estimate.freeUnlockWon,
          freeUnlocks,
          freeUnlockWon: estimate.freeUnlockWon,
        },
        days,
        bySource,
        byContent,
        tips: tips.map((tip) => ({ ...tip, at: tip.at.toISOString() })),
      };
    },

    async statements(channelId: number, userId: number): Promise<TStatement[]> {
      const channel = await ownedChannel(channelId, userId);
      const rows = await settlement.statementsOfChannel(channelId);
      return rows.map(({ batchStatus, payoutMonth, ...row }) =>
        statementAnswer(row, { channelName: channel.name, batchStatus, payoutMonth }, business),
      );
    },

    /**
     * A business creator records the 국세청 approval number of the tax invoice they issued for a
     * month's payout; its 작성일자 (the first 8 digits) must fall in that month. Until a
     * transfer takes the statement the number can be corrected.
     */
    async recordTaxInvoice(
      channelId: number,
      userId: number,
      monthText: string,
      body: TTaxInvoiceBody,
    ): Promise<TStatement> {
      const channel = await ownedChannel(channelId, userId);
      const month = parseMonth(monthText);
      const statement = month ? await settlement.statement(channelId, month) : null;
      if (!month || !statement) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
          status: 404,
          detail: text.details.statementMissing,
        });
      }
      if (statement.creatorType !== 'business') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.invoiceNotBusiness });
      }
      if (statement.status === 'carried') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.invoiceNotPayable });
      }
      const written = body.approvalNumber.slice(0, 8);
      const writtenDay = `${written.slice(0, 4)}-${written.slice(4, 6)}-${written.slice(6, 8)}`;
      if (parseMonth(writtenDay.slice(0, 7)) !== month || !isCalendarDay(writtenDay)) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.invoiceDate(month) });
      }
      const saved = await settlement.recordInvoice(channelId, month, body.approvalNumber, now());
      if (!saved) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.invoiceTaken });
      const batch = await settlement.batch(month);
      return statementAnswer(
        saved,
        { channelName: channel.name, batchStatus: batch?.status ?? 'pending', payoutMonth: null },
        business,
      );
    },

    /** A channel owner reads their channel's terms (contracts.ts). */
    contract,

    /** The console reads a channel's terms (contracts.ts). */
    opsContract,

    /** Finance changes a channel's terms, audited with before and after (contracts.ts). */
    updateContract,

    /** A channel owner reads their payout account (payout-accounts.ts). */
    payoutAccount,

    /** Registers the owner's payout account, checked with the bank (payout-accounts.ts). */
    registerPayoutAccount,

    /** Cancels a purchase or tip from the console, in one transaction (spends.ts). */
    cancelSpend,

    /** Closes every month that is due and asks for its tax invoices (monthly-close.ts). */
    closeDue: monthly.closeDue,
    /** Mails a closed month's business creators what their tax invoice must say. */
    requestInvoices: monthly.requestInvoices,

    /** The latest closed months with their counts (payout-batches.ts). */
    batches,

    /** A closed month's batch with its statements (payout-batches.ts). */
    batch,

    /** Approves a pending month's payout (payout-batches.ts). */
    approve,

    /** The bank transfer file of an approved (or paid) month (payout-batches.ts). */
    transfers,

    /** Marks an approved month paid and mails each paid creator (payout-batches.ts). */
    paid,
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
