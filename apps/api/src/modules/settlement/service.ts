import { randomUUID } from 'node:crypto';
import { BANKS, type TBankCode } from '@sogon/contract/banks';
import { settlementTexts as text } from '@sogon/contract/messages/settlement';
import type { TBusinessInfo } from '@sogon/contract/schemas/business';
import type {
  TCancelSpendAnswer,
  TContract,
  TContractBody,
  TEarnings,
  TOpsContract,
  TPayoutAccount,
  TPayoutBatch,
  TPayoutBatchDetail,
  TStatement,
  TTaxInvoiceBody,
  TTipAnswer,
  TTipBody,
} from '@sogon/contract/schemas/settlement';
import { formatKstDate } from '@sogon/contract/time/kst';
import { type AccountHolder, type AccountHolderCheck, BankUnavailableError } from '#api/adapters/bank/types';
import type { MailMessage } from '#api/adapters/mail/types';
import { AppError } from '#api/http/app-error';
import { csvFile } from '#api/http/csv';
import { ownsChannel, requireChannelOwner } from '#api/modules/access';
import type { ChannelBlocks } from '#api/modules/channel-community';
import { type Ledger, withTotal } from '#api/modules/hearts';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import { openAccountNumber, sealAccountNumber } from './account-numbers.ts';
import type { EarningsRepository } from './earnings.repository.ts';
import { statementFigures } from './figures.ts';
import { createMonthlyClose } from './monthly-close.ts';
import { isCalendarDay, type Month, monthOf, monthRange, parseMonth } from './months.ts';
import type { AccountRow, BatchRow, ContractRow, SettlementRepository, StatementRow } from './repository.ts';
import { invoiceAnswer } from './tax-invoice.ts';

const toMonth = (month: Month) => month.slice(0, 7);

function batchSummary(
  batch: BatchRow,
  counts: { statements: number; payable: number; netWon: number },
): TPayoutBatch {
  return {
    month: toMonth(batch.month),
    status: batch.status,
    ...counts,
    approvedAt: batch.approvedAt?.toISOString() ?? null,
    paidAt: batch.paidAt?.toISOString() ?? null,
  };
}

function accountAnswer(row: AccountRow): TPayoutAccount {
  return {
    bankCode: row.bankCode,
    bankName: BANKS[row.bankCode as TBankCode] ?? row.bankCode,
    account: row.accountMasked,
    holderName: row.holderName,
    checkedAt: row.checkedAt.toISOString(),
  };
}

function opsContractAnswer(
  row: ContractRow,
  channelName: string,
  last: { at: Date; operator: string; reason: string } | null,
): TOpsContract {
  return {
    channelId: row.channelId,
    channelName,
    shareBp: row.shareBp,
    bonusWonPerHeart: row.bonusWonPerHeart,
    freeUnlockWon: row.freeUnlockWon,
    creatorType: row.creatorType,
    minimumPayout: row.minimumPayout,
    businessNumber: row.businessNumber,
    updatedAt: row.updatedAt.toISOString(),
    lastChange: last ? { ...last, at: last.at.toISOString() } : null,
  };
}

/** A statement row with what its answer needs besides the row. */
interface StatementView {
  channelName: string;
  batchStatus: TStatement['batchStatus'];
  payoutMonth: string | null;
}

function statementAnswer(row: StatementRow, view: StatementView, buyer: TBusinessInfo): TStatement {
  const { channelName, batchStatus, payoutMonth } = view;
  return {
    channelId: row.channelId,
    channelName,
    month: toMonth(row.month),
    paidHearts: row.paidHearts,
    bonusHearts: row.bonusHearts,
    paidWon: row.paidWon,
    bonusWon: row.bonusWon,
    vatWon: row.vatWon,
    shareBp: row.shareBp,
    creatorWon: row.creatorWon,
    freeUnlocks: row.freeUnlocks,
    freeUnlockWon: row.freeUnlockWon,
    carriedIn: row.carriedIn,
    payableWon: row.payableWon,
    incomeTax: row.incomeTax,
    localTax: row.localTax,
    vatAdded: row.vatAdded,
    netWon: row.netWon,
    carriedOut: row.carriedOut,
    creatorType: row.creatorType,
    status: row.status,
    holdReason: row.holdReason,
    account: row.accountMasked ? `${row.bankCode} ${row.accountMasked}` : '',
    batchStatus,
    taxInvoice: invoiceAnswer(row, buyer),
    payoutMonth,
  };
}

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

  async function closedMonth(monthText: string) {
    const month = parseMonth(monthText);
    const batch = month ? await settlement.batch(month) : null;
    if (!month || !batch) {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
        status: 404,
        detail: text.details.monthNotClosed,
      });
    }
    return { month, batch };
  }

  async function batchAnswer(month: Month): Promise<TPayoutBatchDetail> {
    const { batch } = await closedMonth(month);
    const [rows, late] = await Promise.all([
      settlement.statementsOfMonth(month),
      batch.status === 'pending'
        ? settlement.lateReady(month)
        : settlement
            .statementsOfPayout(batch.id)
            .then((list) => list.filter(({ statement }) => statement.month !== month)),
    ]);
    const payable = rows.filter(({ statement }) => statement.status !== 'carried');
    return {
      ...batchSummary(batch, {
        statements: rows.length,
        payable: payable.length,
        netWon: payable.reduce((sum, { statement }) => sum + statement.netWon, 0),
      }),
      statementsList: rows.map(({ statement, channelName, payoutMonth }) =>
        statementAnswer(statement, { channelName, batchStatus: batch.status, payoutMonth }, business),
      ),
      latePayouts: late.map(({ statement, ...view }) => statementAnswer(statement, view, business)),
    };
  }

  return {
    /**
     * Sends hearts to a channel (후원): one spend of kind `tip`, which records the channel's
     * earning with the message in the same statement. A retried Idempotency-Key sends once.
     */
    async tip(
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
    },

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

    async contract(channelId: number, userId: number): Promise<TContract> {
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
    },

    async opsContract(channelId: number): Promise<TOpsContract> {
      const found = await settlement.contractOfChannel(channelId);
      if (!found) throw new AppError('ERROR_CHANNEL_NOT_EXIST', { detail: text.details.channelMissing });
      return opsContractAnswer(
        found.contract,
        found.channelName,
        await settlement.lastContractChange(channelId),
      );
    },

    /** Finance changes a channel's terms, with a fresh code and a reason; audited with before and after. */
    async updateContract(
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
    },

    async payoutAccount(channelId: number, userId: number): Promise<TPayoutAccount | null> {
      await ownedChannel(channelId, userId);
      const row = await settlement.account(channelId);
      return row ? accountAnswer(row) : null;
    },

    /**
     * Registers the owner's payout account: the bank (계좌실명조회, with the verified birth date)
     * must name the same person the owner verified as; names compare without spaces.
     */
    async registerPayoutAccount(
      channelId: number,
      userId: number,
      body: { bankCode: string; accountNumber: string },
    ): Promise<TPayoutAccount> {
      await ownedChannel(channelId, userId);
      const identity = await settlement.verifiedIdentity(userId);
      if (!identity)
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.notVerified });
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
    },

    /**
     * Cancels a purchase or tip from the console: the ledger reversal, what it unlocked dropped,
     * and the audit row, in one transaction. A second cancel answers the first.
     */
    async cancelSpend(
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
    },

    /** Closes every month that is due and asks for its tax invoices (monthly-close.ts). */
    closeDue: monthly.closeDue,
    /** Mails a closed month's business creators what their tax invoice must say. */
    requestInvoices: monthly.requestInvoices,

    async batches(): Promise<TPayoutBatch[]> {
      const summaries = await settlement.batchSummaries(36);
      return summaries.map(({ batch, statements, payable, netWon }) =>
        batchSummary(batch, { statements, payable, netWon: Number(netWon) }),
      );
    },

    batch: (month: string) => batchAnswer(parseMonth(month) ?? month),

    async approve(auth: ConsoleAuth, signedIn: SignedInOperator, monthText: string, otp: string) {
      const { month } = await closedMonth(monthText);
      await auth.reauthenticate(signedIn, otp);
      await settlement.transaction(async (tx) => {
        const approved = await settlement.approve(tx, month, signedIn.operator.id, now());
        if (!approved)
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.notPending });
        await auth.audit(tx, signedIn, {
          action: 'settlement.approve',
          target: `settlement:${toMonth(month)}`,
          reason: '',
          before: { status: 'pending' },
          after: { status: 'approved' },
        });
      });
      const { statementsList: _, ...answer } = await batchAnswer(month);
      return answer;
    },

    /** The bank transfer file of an approved (or paid) month: one row per payable statement. */
    async transfers(monthText: string): Promise<{ name: string; body: string }> {
      const { month, batch } = await closedMonth(monthText);
      if (batch.status === 'pending') {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.notApproved });
      }
      // What the approval took: the month's ready statements and earlier ones whose invoice came late.
      const rows = await settlement.statementsOfPayout(batch.id);
      // Every number opens before the file is made: a row that does not fails the whole file.
      const numbers = rows.map(({ statement }) =>
        openAccountNumber(deps.accountKey, statement.channelId, statement.accountSealed),
      );
      return {
        name: `settlement-${toMonth(month)}.csv`,
        body: csvFile([
          text.transferColumns,
          ...rows.map(({ statement, channelName }, index) => [
            statement.bankCode,
            numbers[index]!,
            statement.holderName,
            statement.netWon,
            text.transferMemo(statement.month),
            channelName,
          ]),
        ]),
      };
    },

    /** Marks an approved month paid, then mails each paid creator (after the commit). */
    async paid(auth: ConsoleAuth, signedIn: SignedInOperator, monthText: string, otp: string) {
      const { month } = await closedMonth(monthText);
      await auth.reauthenticate(signedIn, otp);
      const paid = await settlement.transaction(async (tx) => {
        const done = await settlement.markPaid(tx, month, signedIn.operator.id, now());
        if (!done) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.notApproved });
        await auth.audit(tx, signedIn, {
          action: 'settlement.paid',
          target: `settlement:${toMonth(month)}`,
          reason: '',
          before: { status: 'approved' },
          after: { status: 'paid', statements: done.paid.length },
        });
        return done.paid;
      });
      for (const row of paid) {
        const to = await earnings.ownerMail(row.channelId);
        if (!to) continue;
        const line = text.paidNotice(row.month, row.netWon);
        await deps.mail({ to, subject: `[소곤] ${line}`, text: `${line}\n${formatKstDate(now())}` });
      }
      const { statementsList: _, ...answer } = await batchAnswer(month);
      return answer;
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
