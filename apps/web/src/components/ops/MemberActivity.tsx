'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import { paymentTexts } from '@sogon/contract/messages/payments';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { type ReactNode, useId, useState } from 'react';
import { formatCount, formatOpsTime } from './format.ts';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { type CancellableSpend, SpendCancelPanel } from './SpendCancelPanel.tsx';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = opsTexts.activity;

/** One list of the activity: a captioned table that scrolls sideways on its own, or 없어요. */
function ActivityTable({ title, head, rows }: { title: string; head: string[]; rows: ReactNode[][] }) {
  const id = useId();
  return (
    <div className={styles.section}>
      <h3 id={id} className={styles.subtitle}>
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{text.none}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        <section className={styles.tableWrap} tabIndex={0} aria-labelledby={id}>
          <table className={styles.table}>
            <thead>
              <tr>
                {head.map((cell) => (
                  <th scope="col" key={cell}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed answer, never reordered
                <tr key={index}>
                  {cells.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns of one row
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

/** A ledger kind or payment status in Korean (the member's own 하트 내역 words), else as stored. */
const kindName = (kind: string) => (paymentTexts.kinds as Record<string, string>)[kind] ?? kind;
const statusName = (status: string) => (paymentTexts.status as Record<string, string>)[status] ?? status;

/** Spends an operator may cancel from here (subscriptions end through the member's own 해지). */
const CANCELLABLE = new Set(['purchase', 'tip']);

/**
 * 최근 활동: a member's latest heart movements, purchases, payments, subscriptions and comments;
 * operators and finance cancel a purchase or tip from its 하트 내역 row.
 */
export function MemberActivity({
  memberId,
  onCancelled,
}: {
  memberId: number;
  /** A 구매 취소 went through (or had already): what to tell, and the wallet to read again. */
  onCancelled: (message: string) => void;
}) {
  const { result, retry } = useOpsAnswer(opsApi.ops.memberActivity, { id: memberId });
  const { operator } = useOperator();
  const mayCancel = opsMay(operator.role, 'refunds');
  const [cancelling, setCancelling] = useState<CancellableSpend | null>(null);
  const id = useId();
  const c = text.columns;
  const cancel = settlementTexts.cancelSpend;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {text.heading}
      </h2>
      {result.kind === 'loading' ? <p role="status">{opsTexts.loading}</p> : null}
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' ? (
        <>
          <ActivityTable
            title={text.ledger}
            head={[c.at, c.kind, c.memo, c.paid, c.bonus, ...(mayCancel ? [cancel.column] : [])]}
            rows={result.value.ledger.map((row) => [
              formatOpsTime(row.at),
              kindName(row.kind),
              row.memo,
              formatCount(row.paid),
              formatCount(row.bonus),
              ...(mayCancel
                ? [
                    CANCELLABLE.has(row.kind) ? (
                      <button
                        key="cancel"
                        type="button"
                        className="button button-secondary"
                        aria-label={cancel.actionLabel(row.memo)}
                        onClick={() => setCancelling(row)}
                      >
                        {cancel.action}
                      </button>
                    ) : null,
                  ]
                : []),
            ])}
          />
          {cancelling ? (
            <SpendCancelPanel
              key={cancelling.id}
              spend={cancelling}
              onClose={() => setCancelling(null)}
              onDone={(message) => {
                setCancelling(null);
                onCancelled(message);
                retry();
              }}
            />
          ) : null}
          <ActivityTable
            title={text.payments}
            head={[c.at, c.product, c.amount, c.status, c.refunded]}
            rows={result.value.payments.map((row) => [
              formatOpsTime(row.at),
              <Link key="p" href={`/ops/payments/${row.id}`}>
                {row.productName}
              </Link>,
              formatCount(row.amount),
              statusName(row.status),
              formatCount(row.refundedAmount),
            ])}
          />
          <ActivityTable
            title={text.purchases}
            head={[c.at, c.playlist, c.hearts]}
            rows={result.value.purchases.map((row) => [
              formatOpsTime(row.at),
              row.contentId ? `${row.playlistTitle} · #${row.contentId}` : row.playlistTitle,
              formatCount(row.hearts),
            ])}
          />
          <ActivityTable
            title={text.subscriptions}
            head={[c.channel, c.status, c.until, c.autoRenew]}
            rows={result.value.subscriptions.map((row) => [
              row.channelName,
              row.status,
              formatOpsTime(row.currentPeriodEnd),
              row.autoRenew ? text.yes : text.no,
            ])}
          />
          <ActivityTable
            title={text.comments}
            head={[c.at, c.target, c.text, c.status]}
            rows={result.value.comments.map((row) => [
              formatOpsTime(row.at),
              `${row.targetType} #${row.targetId}`,
              row.excerpt,
              row.deleted ? text.deleted : row.hidden ? text.hidden : text.shown,
            ])}
          />
        </>
      ) : null}
    </section>
  );
}
