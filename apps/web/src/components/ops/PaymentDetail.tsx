'use client';

import { ApiError } from '@sogon/contract/api-client';
import { opsTexts } from '@sogon/contract/messages/ops';
import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import { paymentTexts } from '@sogon/contract/messages/payments';
import type { TOpsPaymentDetail } from '@sogon/contract/schemas/ops-payments';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { formatOpsTime } from './format.ts';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { RefundPanel } from './RefundPanel.tsx';

const text = opsPaymentTexts.payment;
const columns = opsPaymentTexts.payments.columns;
const won = opsPaymentTexts.won;

type Load =
  | { kind: 'loading' }
  | { kind: 'done'; payment: TOpsPaymentDetail }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

function time(iso: string | null): ReactNode {
  return iso ? <time dateTime={iso}>{formatOpsTime(iso)}</time> : opsPaymentTexts.payments.none;
}

/** 결제 #id: the payment, its heart movements and refunds, and 환불 for operators and finance. */
export function PaymentDetail({ id }: { id: number | null }) {
  const { operator, failure } = useOperator();
  const [load, setLoad] = useState<Load>(id === null ? { kind: 'missing' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    opsApi.opsPayments.payment({ id }, { signal: controller.signal }).then(
      (payment) => setLoad({ kind: 'done', payment }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = await failure(error);
        if (message === null || controller.signal.aborted) return;
        setLoad(
          error instanceof ApiError && error.status === 404
            ? { kind: 'missing' }
            : { kind: 'error', message },
        );
      },
    );
    return () => controller.abort();
  }, [id, failure, attempt]);

  const back = (
    <p className={styles.back}>
      <Link href="/ops/payments">{text.back}</Link>
    </p>
  );

  if (load.kind !== 'done') {
    return (
      <>
        {back}
        <h1 className={styles.title}>{id === null ? opsPaymentTexts.payments.heading : text.heading(id)}</h1>
        {load.kind === 'loading' ? (
          <p role="status" className={styles.muted}>
            {opsTexts.loading}
          </p>
        ) : load.kind === 'missing' ? (
          <p role="alert" className={styles.error}>
            {text.notFound}
          </p>
        ) : (
          <RetryPanel message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </>
    );
  }

  const { payment } = load;
  const rows: [string, ReactNode][] = [
    [
      text.member,
      opsMay(operator.role, 'members') ? (
        <Link key="member" href={`/ops/members/${payment.memberId}`}>
          {payment.memberUid} (#{payment.memberId})
        </Link>
      ) : (
        `${payment.memberUid} (#${payment.memberId})`
      ),
    ],
    [columns.product, payment.productName],
    [columns.amount, won(payment.amount)],
    [columns.hearts, opsPaymentTexts.paidBonus(payment.hearts, payment.bonus)],
    [columns.status, paymentTexts.status[payment.status]],
    [text.payMethod, paymentTexts.methods[payment.payMethod]],
    [text.orderNo, payment.orderNo],
    [text.gatewayTxId, payment.gatewayTxId ?? opsPaymentTexts.payments.none],
    [text.createdAt, time(payment.createdAt)],
    [text.paidAt, time(payment.paidAt)],
    [
      text.refunded,
      text.refundedValue(won(payment.refundedAmount), payment.refundedHearts, payment.refundedBonus),
    ],
    [text.refundedAt, time(payment.refundedAt)],
    ...(payment.chargedBackAt
      ? [
          [
            text.chargedBack,
            text.chargedBackValue(won(payment.chargedBackAmount), formatOpsTime(payment.chargedBackAt)),
          ] satisfies [string, ReactNode],
        ]
      : []),
    [text.wallet, opsPaymentTexts.paidBonus(payment.wallet.paid, payment.wallet.bonus)],
    [
      text.memberWindow,
      payment.memberWindowOpen
        ? text.windowOpen
        : payment.memberWindowEnded
          ? text.windowClosed
          : text.windowUsed,
    ],
  ];

  return (
    <>
      {back}
      <h1 className={styles.title}>{text.heading(payment.id)}</h1>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd className={styles.wrapCell}>{value}</dd>
          </div>
        ))}
      </dl>
      {opsMay(operator.role, 'refunds') ? (
        <RefundPanel payment={payment} onChange={(next) => setLoad({ kind: 'done', payment: next })} />
      ) : null}
      <Movements payment={payment} />
      <Refunds payment={payment} />
    </>
  );
}

function Movements({ payment }: { payment: TOpsPaymentDetail }) {
  const headingId = useId();
  const names = text.movementColumns;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {text.movements}
      </h2>
      {payment.movements.length === 0 ? (
        <p className={styles.muted}>{text.noMovements}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        <section className={styles.tableWrap} tabIndex={0} aria-label={text.movementsCaption}>
          <table className={styles.table}>
            <caption className="visually-hidden">{text.movementsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{names.at}</th>
                <th scope="col">{names.kind}</th>
                <th scope="col">{names.paid}</th>
                <th scope="col">{names.bonus}</th>
                <th scope="col">{names.memo}</th>
              </tr>
            </thead>
            <tbody>
              {payment.movements.map((movement) => (
                <tr key={movement.id}>
                  <th scope="row" className={styles.rowHeader}>
                    {time(movement.createdAt)}
                  </th>
                  <td>{paymentTexts.kinds[movement.kind]}</td>
                  <td className={styles.num}>{movement.paid}</td>
                  <td className={styles.num}>{movement.bonus}</td>
                  <td className={styles.wrapCell}>{movement.memo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function Refunds({ payment }: { payment: TOpsPaymentDetail }) {
  const headingId = useId();
  const names = text.refundColumns;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {text.refunds}
      </h2>
      {payment.refunds.length === 0 ? (
        <p className={styles.muted}>{text.noRefunds}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        <section className={styles.tableWrap} tabIndex={0} aria-label={text.refundsCaption}>
          <table className={styles.table}>
            <caption className="visually-hidden">{text.refundsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{names.at}</th>
                <th scope="col">{names.sequence}</th>
                <th scope="col">{names.amount}</th>
                <th scope="col">{names.hearts}</th>
                <th scope="col">{names.by}</th>
                <th scope="col">{names.reason}</th>
              </tr>
            </thead>
            <tbody>
              {payment.refunds.map((refund) => (
                <tr key={refund.id}>
                  <th scope="row" className={styles.rowHeader}>
                    {time(refund.at)}
                  </th>
                  <td className={styles.num}>{refund.sequence}</td>
                  <td className={styles.num}>{won(refund.amount)}</td>
                  <td className={styles.num}>{opsPaymentTexts.paidBonus(refund.hearts, refund.bonus)}</td>
                  <td className={styles.wrapCell}>{refund.operatorEmail ?? text.byMember}</td>
                  <td className={styles.wrapCell}>{refund.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
