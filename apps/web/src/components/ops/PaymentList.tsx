'use client';

import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import { paymentTexts } from '@sogon/contract/messages/payments';
import type { TOpsPaymentRow } from '@sogon/contract/schemas/ops-payments';
import type { PaymentStatus } from '@sogon/contract/schemas/payments';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import { formatOpsTime } from './format.ts';
import { ListCount, RetryPanel, SearchField } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = opsPaymentTexts.payments;
const LIMIT = 30;
const PAYMENT_STATUSES = Object.keys(paymentTexts.status) as PaymentStatus[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,15}$/;

function statusOf(raw: string | null): PaymentStatus | undefined {
  return PAYMENT_STATUSES.find((status) => status === raw);
}

const day = (raw: string | null) => (raw && DAY.test(raw) ? raw : undefined);
const id = (raw: string | null) => (raw && ID.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

/**
 * 결제: newest first, by order number or gateway transaction id, member, status and Seoul days;
 * the filters and the page (lastId) live in the URL.
 */
export function PaymentList() {
  const fieldId = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const q = params.get('q') ?? '';
  const query = {
    q: q || undefined,
    status: statusOf(params.get('status')),
    memberId: id(params.get('memberId')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    lastId: id(params.get('lastId')),
    limit: LIMIT,
  };
  const { result, retry } = useOpsAnswer(opsApi.opsPayments.payments, { query });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['q', 'memberId', 'status', 'from', 'to']) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    const search = next.toString();
    if (search === params.toString()) retry();
    else router.push(search ? `${pathname}?${search}` : pathname);
  };

  const nextPage = (lastId: number) => {
    const next = new URLSearchParams(params);
    next.set('lastId', String(lastId));
    return `${pathname}?${next.toString()}`;
  };

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <search>
        <form
          className={styles.searchForm}
          onSubmit={submit}
          key={`${q}|${query.status ?? ''}|${query.memberId ?? ''}|${query.from ?? ''}|${query.to ?? ''}`}
        >
          <SearchField id={`${fieldId}-q`} label={text.search} value={q} />
          <div className={styles.filterField}>
            <label htmlFor={`${fieldId}-member`} className={styles.label}>
              {text.memberId}
            </label>
            <input
              id={`${fieldId}-member`}
              name="memberId"
              inputMode="numeric"
              pattern="\d*"
              maxLength={15}
              className={styles.input}
              defaultValue={query.memberId ?? ''}
            />
          </div>
          <div className={styles.filterField}>
            <label htmlFor={`${fieldId}-status`} className={styles.label}>
              {text.status}
            </label>
            <select
              id={`${fieldId}-status`}
              name="status"
              className={styles.input}
              defaultValue={query.status ?? ''}
            >
              <option value="">{text.statusAll}</option>
              {PAYMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {paymentTexts.status[value]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filterField}>
            <label htmlFor={`${fieldId}-from`} className={styles.label}>
              {text.from}
            </label>
            <input
              id={`${fieldId}-from`}
              name="from"
              type="date"
              className={styles.input}
              defaultValue={query.from ?? ''}
            />
          </div>
          <div className={styles.filterField}>
            <label htmlFor={`${fieldId}-to`} className={styles.label}>
              {text.to}
            </label>
            <input
              id={`${fieldId}-to`}
              name="to"
              type="date"
              className={styles.input}
              defaultValue={query.to ?? ''}
            />
          </div>
          <button type="submit" className={`button ${styles.searchButton}`}>
            {text.searchSubmit}
          </button>
        </form>
      </search>

      <ListCount
        kind={result.kind}
        rows={result.kind === 'done' ? result.value.items.length : 0}
        empty={text.empty}
        count={text.count}
      />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' && result.value.items.length > 0 ? (
        <PaymentTable rows={result.value.items} />
      ) : null}
      {result.kind === 'done' && result.value.nextLastId !== null ? (
        <p className={styles.back}>
          <Link href={nextPage(result.value.nextLastId)}>{text.more}</Link>
        </p>
      ) : null}
    </>
  );
}

function PaymentTable({ rows }: { rows: TOpsPaymentRow[] }) {
  const captionId = useId();
  const columns = text.columns;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
    <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          {text.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.id}</th>
            <th scope="col">{columns.member}</th>
            <th scope="col">{columns.product}</th>
            <th scope="col">{columns.amount}</th>
            <th scope="col">{columns.hearts}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.gatewayTxId}</th>
            <th scope="col">{columns.paidAt}</th>
            <th scope="col">{columns.refunded}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${styles.rowHeader} ${styles.num}`}>
                <Link href={`/ops/payments/${row.id}`}>#{row.id}</Link>
              </th>
              <td className={styles.wrapCell}>
                {row.memberUid} <span className={styles.muted}>(#{row.memberId})</span>
              </td>
              <td>
                {row.productName}
                {row.sandbox ? <span className={styles.muted}> · {text.sandbox}</span> : null}
              </td>
              <td className={styles.num}>{opsPaymentTexts.won(row.amount)}</td>
              <td className={styles.num}>{opsPaymentTexts.paidBonus(row.hearts, row.bonus)}</td>
              <td>
                <span className={styles.badge}>{paymentTexts.status[row.status]}</span>
              </td>
              <td className={styles.wrapCell}>{row.gatewayTxId ?? text.none}</td>
              <td>
                {row.paidAt ? <time dateTime={row.paidAt}>{formatOpsTime(row.paidAt)}</time> : text.none}
              </td>
              <td className={styles.num}>
                {row.refundedAmount > 0 ? opsPaymentTexts.won(row.refundedAmount) : text.none}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
