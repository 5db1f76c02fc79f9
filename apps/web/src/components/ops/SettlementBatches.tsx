'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import { ScrollRegion } from '@web/components/a11y/ScrollRegion';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { formatOpsTime } from './format.ts';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = settlementTexts.ops;
const won = settlementTexts.studio.won;

/** 정산: the closed months, newest first, with their batch status, counts and what they pay. */
export function SettlementBatches() {
  const { result, retry } = useOpsAnswer(opsApi.settlement.batches, {});
  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <p className={styles.muted}>{text.lead}</p>
      {result.kind === 'loading' ? (
        <p role="status" className={styles.muted}>
          {opsTexts.loading}
        </p>
      ) : result.kind === 'error' ? (
        <RetryPanel message={result.message} onRetry={retry} />
      ) : result.value.length === 0 ? (
        <p className={styles.muted}>{text.empty}</p>
      ) : (
        <ScrollRegion className={styles.tableWrap} label={text.heading}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text.month}</th>
                <th scope="col">{text.status}</th>
                <th scope="col" className={styles.num}>
                  {text.statements}
                </th>
                <th scope="col" className={styles.num}>
                  {text.payable}
                </th>
                <th scope="col" className={styles.num}>
                  {text.netWon}
                </th>
                <th scope="col">{text.approvedAt}</th>
                <th scope="col">{text.paidAt}</th>
              </tr>
            </thead>
            <tbody>
              {result.value.map((batch) => (
                <tr key={batch.month}>
                  <th scope="row" className={styles.rowHeader}>
                    <Link href={`/ops/settlements/${batch.month}`}>{text.monthHeading(batch.month)}</Link>
                  </th>
                  <td>
                    <span className={styles.badge}>{settlementTexts.statements.batch[batch.status]}</span>
                  </td>
                  <td className={styles.num}>{batch.statements.toLocaleString('ko-KR')}</td>
                  <td className={styles.num}>{batch.payable.toLocaleString('ko-KR')}</td>
                  <td className={styles.num}>{won(batch.netWon)}</td>
                  <td>{batch.approvedAt ? formatOpsTime(batch.approvedAt) : '—'}</td>
                  <td>{batch.paidAt ? formatOpsTime(batch.paidAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}
