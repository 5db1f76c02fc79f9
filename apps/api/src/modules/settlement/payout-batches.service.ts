import { settlementTexts as text } from '@sogon/contract/messages/settlement';
import type { TBusinessInfo } from '@sogon/contract/schemas/business';
import type { TPayoutBatch, TPayoutBatchDetail } from '@sogon/contract/schemas/settlement';
import { formatKstDate } from '@sogon/contract/time/kst';
import type { MailMessage } from '#api/adapters/mail/types';
import { AppError } from '#api/http/app-error';
import { csvFile } from '#api/http/csv';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import { openAccountNumber } from './account-numbers.ts';
import { batchSummary, statementAnswer, toMonth } from './answers.ts';
import type { EarningsRepository } from './earnings.repository.ts';
import { type Month, parseMonth } from './months.ts';
import type { SettlementRepository } from './repository.ts';

/**
 * A closed month's payout batch in the console: read, approved, its bank transfer file, and
 * marked paid (service.ts assembles these into the settlement service).
 */
export function createPayoutBatches(deps: {
  settlement: SettlementRepository;
  earnings: Pick<EarningsRepository, 'ownerMail'>;
  mail: (message: MailMessage) => Promise<void>;
  /** Seals payout account numbers at rest (ADR 046): 32 bytes, the same on every node. */
  accountKey: Buffer;
  /** The service's business details: the buyer a tax invoice names. */
  business: TBusinessInfo;
  now: () => Date;
}) {
  const { settlement, earnings, business, now } = deps;

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

  async function batches(): Promise<TPayoutBatch[]> {
    const summaries = await settlement.batchSummaries(36);
    return summaries.map(({ batch, statements, payable, netWon }) =>
      batchSummary(batch, { statements, payable, netWon: Number(netWon) }),
    );
  }

  const batch = (month: string) => batchAnswer(parseMonth(month) ?? month);

  async function approve(auth: ConsoleAuth, signedIn: SignedInOperator, monthText: string, otp: string) {
    const { month } = await closedMonth(monthText);
    await auth.reauthenticate(signedIn, otp);
    await settlement.transaction(async (tx) => {
      const approved = await settlement.approve(tx, month, signedIn.operator.id, now());
      if (!approved) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.notPending });
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
  }

  /** The bank transfer file of an approved (or paid) month: one row per payable statement. */
  async function transfers(monthText: string): Promise<{ name: string; body: string }> {
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
  }

  /** Marks an approved month paid, then mails each paid creator (after the commit). */
  async function paid(auth: ConsoleAuth, signedIn: SignedInOperator, monthText: string, otp: string) {
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
  }

  return { batches, batch, approve, transfers, paid };
}
