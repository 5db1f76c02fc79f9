import { settlementTexts as text } from '@sogon/contract/messages/settlement';
import type { TBusinessInfo } from '@sogon/contract/schemas/business';
import type { MailMessage } from '#api/adapters/mail/types';
import { type CloseOutcome, closeDueMonths } from './close.ts';
import type { EarningsRepository } from './earnings.repository.ts';
import type { Month } from './months.ts';
import type { SettlementRepository } from './repository.ts';
import { invoiceAnswer } from './tax-invoice.ts';

/** A month's outcome; a month closed now says how many tax-invoice requests were mailed. */
export type DueOutcome =
  | Exclude<CloseOutcome, { outcome: 'closed' }>
  | (Extract<CloseOutcome, { outcome: 'closed' }> & { invoiceRequests: number });

/**
 * The monthly close with its mails (ADR 043): what the daily settlement job and
 * `npm run settlement:close` both run, so a month closed either way asks for its tax invoices.
 */
export function createMonthlyClose(deps: {
  settlement: SettlementRepository;
  earnings: Pick<EarningsRepository, 'ownerMail'>;
  mail: (message: MailMessage) => Promise<void>;
  /** The service's business details: the buyer a tax invoice names. */
  business: TBusinessInfo;
  /** Public origin for the studio link in mails. */
  siteUrl: string;
  now: () => Date;
}) {
  /**
   * Mails each business creator with a payout in a closed month what their tax invoice must
   * say (after the commit: a mail lost to a crash here leaves the request on 정산 내역).
   */
  async function requestInvoices(month: Month): Promise<number> {
    let sent = 0;
    for (const { statement } of await deps.settlement.statementsOfMonth(month)) {
      const invoice = invoiceAnswer(statement, deps.business);
      const to = invoice ? await deps.earnings.ownerMail(statement.channelId) : null;
      if (!invoice || !to) continue;
      const request = text.invoiceRequest(statement.month, invoice);
      await deps.mail({
        to,
        subject: `[소곤] ${request.subject}`,
        text: `${request.body}\n${deps.siteUrl}/studio/settlement?tab=statements&channel=${statement.channelId}`,
      });
      sent += 1;
    }
    return sent;
  }

  /**
   * Closes every month that is over and not closed yet, oldest first (the job of the 1st, its
   * daily catch-up, and the CLI), asking for the tax invoices of each month it closes.
   */
  async function closeDue(): Promise<DueOutcome[]> {
    const outcomes: DueOutcome[] = [];
    for (const outcome of await closeDueMonths(deps.settlement, deps.now())) {
      outcomes.push(
        outcome.outcome === 'closed'
          ? { ...outcome, invoiceRequests: await requestInvoices(outcome.month) }
          : outcome,
      );
    }
    return outcomes;
  }

  return { closeDue, requestInvoices };
}
