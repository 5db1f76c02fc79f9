'use client';

import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import type { TOpsProduct } from '@sogon/contract/schemas/ops-payments';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { useId } from 'react';
import { ListCount, RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = opsPaymentTexts.products;
const NO_INPUT = {};

/** 하트 상품: every product, on sale or hidden, for everyone or for one payment status. */
export function ProductList() {
  const { operator } = useOperator();
  const { result, retry } = useOpsAnswer(opsApi.opsPayments.products, NO_INPUT);
  const edits = opsMay(operator.role, 'productsEdit');
  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <p className={styles.muted}>{text.lead}</p>
      <p className={styles.muted}>{text.statusNote}</p>
      {edits ? (
        <p className={styles.back}>
          <Link href="/ops/products/new" className="button">
            {text.add}
          </Link>
        </p>
      ) : null}
      <ListCount
        kind={result.kind}
        rows={result.kind === 'done' ? result.value.length : 0}
        empty={text.empty}
        count={text.count}
      />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' && result.value.length > 0 ? (
        <ProductTable rows={result.value} edits={edits} />
      ) : null}
    </>
  );
}

function ProductTable({ rows, edits }: { rows: TOpsProduct[]; edits: boolean }) {
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
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.offer}</th>
            <th scope="col">{columns.price}</th>
            <th scope="col">{columns.hearts}</th>
            <th scope="col">{columns.bonus}</th>
            <th scope="col">{columns.sort}</th>
            <th scope="col">{columns.active}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.rowHeader}>
                {edits ? (
                  <Link href={`/ops/products/${row.id}`} aria-label={`${row.name} ${text.edit}`}>
                    {row.name}
                  </Link>
                ) : (
                  row.name
                )}
              </th>
              <td>{text.offers[row.offer]}</td>
              <td className={styles.num}>{opsPaymentTexts.won(row.price)}</td>
              <td className={styles.num}>{row.hearts}</td>
              <td className={styles.num}>{row.bonus}</td>
              <td className={styles.num}>{row.sort}</td>
              <td>
                <span className={styles.badge}>{row.active ? text.onSale : text.hidden}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
