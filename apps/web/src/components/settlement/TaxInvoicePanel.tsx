'use client';

import { formatBusinessNumber } from '@sogon/contract/business-number';
import { businessTexts } from '@sogon/contract/messages/business';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import { settlementEndpoints } from '@sogon/contract/routes/settlement.endpoints';
import type { TStatement } from '@sogon/contract/schemas/settlement';
import { formatKstDate } from '@sogon/contract/time/kst';
import { FormField } from '@web/components/form/FormField';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { type FormEvent, useState } from 'react';
import styles from './Settlement.module.css';
import { wonText } from './settlement-view.ts';

const text = settlementTexts.invoice;
const api = {
  settlement: browserApi('settlement', settlementEndpoints),
};

type Invoice = NonNullable<TStatement['taxInvoice']>;

/** The service as the invoice names it: the configured 상호 and number, else the marked examples. */
function buyerLine(buyer: Invoice['buyer']): string {
  const name = buyer.name ?? `${businessTexts.examples.name} (${businessTexts.example})`;
  const number =
    buyer.registrationNumber ?? `${businessTexts.examples.registrationNumber} (${businessTexts.example})`;
  return `${name} · ${businessTexts.labels.registrationNumber} ${number}`;
}

/**
 * 세금계산서 of a business creator's payout: what the electronic tax invoice must say, and the
 * 국세청 approval number, recorded here, that lets the next approved transfer pay it.
 */
export function TaxInvoicePanel({
  channelId,
  statement,
  onSaved,
}: {
  channelId: number;
  statement: TStatement & { taxInvoice: Invoice };
  onSaved: (statement: TStatement) => void;
}) {
  const invoice = statement.taxInvoice;
  const [approvalNumber, setApprovalNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const open = statement.status === 'payable' && statement.payoutMonth === null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    if (!/^\d{24}$/.test(approvalNumber.replace(/[\s-]/g, ''))) {
      setError(text.invalid);
      return;
    }
    setSending(true);
    try {
      const saved = await api.settlement.recordTaxInvoice({
        id: channelId,
        month: statement.month,
        body: { approvalNumber },
      });
      setApprovalNumber('');
      setDone(text.saved);
      onSaved(saved);
    } catch (failed) {
      setError(failureText(failed));
    } finally {
      setSending(false);
    }
  };

  const rows: Array<[string, string]> = [
    [text.supply, wonText(invoice.supplyWon)],
    [text.vat, wonText(invoice.vatWon)],
    [text.total, wonText(invoice.totalWon)],
    [text.supplier, formatBusinessNumber(invoice.supplierNumber)],
  ];
  return (
    <section className={styles.invoice} aria-label={text.title}>
      <h3 className={styles.invoiceTitle}>
        {text.title}{' '}
        <span className={styles.badge} data-status={invoice.approvalNumber ? 'paid' : 'carried'}>
          {invoice.approvalNumber ? text.received : text.waiting}
        </span>
      </h3>
      {open ? <p className={styles.lineNote}>{text.rule(invoice.issueBy)}</p> : null}
      <dl className={styles.lines}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.line}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.lineNote}>
        {text.buyer}: {buyerLine(invoice.buyer)}
      </p>
      <p className={styles.lineNote}>{text.writtenIn(statement.month)}</p>
      {invoice.approvalNumber && invoice.receivedAt ? (
        <p>{text.receivedAt(invoice.approvalNumber, formatKstDate(invoice.receivedAt, 'YYYY.MM.DD'))}</p>
      ) : null}
      {open ? (
        <form className={styles.accountForm} onSubmit={submit} noValidate>
          <FormField label={text.number} hint={text.numberHint} error={error}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                value={approvalNumber}
                onChange={(event) => setApprovalNumber(event.target.value)}
                required
              />
            )}
          </FormField>
          <div>
            <button type="submit" className="button" disabled={sending}>
              {invoice.approvalNumber ? text.change : text.submit}
            </button>
          </div>
          {done ? <p role="status">{done}</p> : null}
        </form>
      ) : null}
    </section>
  );
}
