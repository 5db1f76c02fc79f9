'use client';

import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import type { TOpsCoupon } from '@sogon/contract/schemas/ops-events';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { useId } from 'react';
import { formatCount, formatOpsTime } from './format.ts';
import { ListCount, RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import local from './OpsEvents.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { useOpsList } from './use-ops-list.ts';

const text = opsEventsTexts;

/** How much of a coupon is used: `3 / 100`, `3 / 제한 없음`. */
export function couponUse(coupon: TOpsCoupon): string {
  const cap = coupon.mode === 'batch' ? coupon.codes : coupon.quantity;
  return `${formatCount(coupon.redeemed)} / ${cap === null ? text.coupons.unlimited : formatCount(cap)}`;
}

/** 쿠폰: the coupons issued from the console with how often each was redeemed. */
export function OpsCouponList() {
  const { operator } = useOperator();
  const { result, retry } = useOpsList(opsApi.opsEvents.coupons, { limit: 200 });
  return (
    <>
      <div className={local.toolbar}>
        <h1 className={styles.title}>{text.coupons.heading}</h1>
        {opsMay(operator.role, 'couponsEdit') ? (
          <Link href="/ops/coupons/new" className="button">
            {text.coupons.create}
          </Link>
        ) : null}
      </div>
      <ListCount
        kind={result.kind}
        rows={result.kind === 'done' ? result.value.length : 0}
        empty={text.coupons.none}
        count={text.coupons.count}
      />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' && result.value.length > 0 ? <CouponTable rows={result.value} /> : null}
    </>
  );
}

function CouponTable({ rows }: { rows: TOpsCoupon[] }) {
  const captionId = useId();
  const columns = text.coupons.columns;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
    <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          {text.coupons.heading}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.event}</th>
            <th scope="col">{columns.mode}</th>
            <th scope="col">{columns.hearts}</th>
            <th scope="col">{columns.redeemed}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.period}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.rowHeader}>
                <Link href={`/ops/coupons/${row.id}`}>{row.name}</Link>
              </th>
              <td>{row.eventTitle}</td>
              <td>{text.modes[row.mode]}</td>
              <td className={styles.num}>{formatCount(row.hearts)}</td>
              <td className={styles.num}>{couponUse(row)}</td>
              <td>
                <span className={styles.badge}>{text.couponStatus[row.status]}</span>
              </td>
              <td>
                <time dateTime={row.startsAt}>{formatOpsTime(row.startsAt)}</time> ~{' '}
                <time dateTime={row.endsAt}>{formatOpsTime(row.endsAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
