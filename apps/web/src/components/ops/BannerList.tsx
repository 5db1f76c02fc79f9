'use client';

import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { BANNER_TYPES } from '@sogon/contract/ops-limits';
import type { TBannerType, TOpsBanner } from '@sogon/contract/schemas/ops-site';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type ChangeEvent, useId } from 'react';
import { ListCount, RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { SiteStatusBadge } from './SiteParts.tsx';
import { kstPeriod, siteStatus } from './site-schedule.ts';
import { useOpsList } from './use-ops-list.ts';

const text = opsSiteTexts.banners;

function typeOf(raw: string | null): TBannerType | undefined {
  return BANNER_TYPES.find((type) => type === raw);
}

/** 배너: every banner by placement, with its Seoul-time period and where it stands now. */
export function BannerList() {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { operator } = useOperator();
  const type = typeOf(params.get('type'));
  const { result, retry } = useOpsList(opsApi.opsSite.banners, { type });

  const pick = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = typeOf(event.target.value);
    router.push(next ? `${pathname}?type=${next}` : pathname);
  };

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <div className={styles.toolbar}>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-type`} className={styles.label}>
            {text.typeFilter}
          </label>
          <select id={`${id}-type`} className={styles.input} value={type ?? ''} onChange={pick}>
            <option value="">{text.typeAll}</option>
            {BANNER_TYPES.map((value) => (
              <option key={value} value={value}>
                {text.types[value]}
              </option>
            ))}
          </select>
        </div>
        {opsMay(operator.role, 'siteEdit') ? (
          <Link href="/ops/banners/new" className="button">
            {opsSiteTexts.create}
          </Link>
        ) : null}
      </div>
      <ListCount
        kind={result.kind}
        rows={result.kind === 'done' ? result.value.length : 0}
        empty={text.empty}
        count={text.count}
      />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' && result.value.length > 0 ? <BannerTable rows={result.value} /> : null}
    </>
  );
}

function BannerTable({ rows }: { rows: TOpsBanner[] }) {
  const captionId = useId();
  const now = new Date();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
    <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          {text.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{text.columns.id}</th>
            <th scope="col">{text.columns.title}</th>
            <th scope="col">{text.columns.type}</th>
            <th scope="col">{text.columns.period}</th>
            <th scope="col">{text.columns.sort}</th>
            <th scope="col">{text.columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={styles.num}>{row.id}</td>
              <th scope="row" className={styles.rowHeader}>
                <Link href={`/ops/banners/${row.id}`}>{row.title}</Link>
              </th>
              <td>{text.types[row.type as TBannerType] ?? row.type}</td>
              <td className={styles.wrapCell}>{kstPeriod(row.startsAt, row.endsAt)}</td>
              <td className={styles.num}>{row.sort}</td>
              <td>
                <SiteStatusBadge status={siteStatus(row, now)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
