'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import type { TMemberStatus, TOpsMemberRow } from '@sogon/contract/schemas/ops';
import { PrevNextPager } from '@web/components/paging/PrevNextPager';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import { formatOpsTime } from './format.ts';
import { ListCount, RetryPanel, SearchField } from './ListParts.tsx';
import styles from './Ops.module.css';
import { StatusBadge } from './StatusBadge.tsx';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = opsTexts.members;
const STATUSES = Object.keys(text.status) as TMemberStatus[];
const LIMIT = 50;

function statusOf(raw: string | null): TMemberStatus | undefined {
  return STATUSES.find((status) => status === raw);
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * 회원: search by e-mail, nickname or member id, optionally by status, a page at a time (issue 39:
 * all 121, not the newest 50); the query and the page live in the URL.
 */
export function MemberSearch() {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const q = params.get('q') ?? '';
  const status = statusOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const { result, retry } = useOpsAnswer(opsApi.ops.members, {
    query: { q: q || undefined, status, limit: LIMIT, page },
  });
  const pageHref = (target: number) => {
    const next = new URLSearchParams(params.toString());
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const keyword = String(data.get('q') ?? '').trim();
    const picked = statusOf(String(data.get('status') ?? ''));
    if (keyword) next.set('q', keyword);
    if (picked) next.set('status', picked);
    const search = next.toString();
    if (search === params.toString()) retry();
    else router.push(search ? `${pathname}?${search}` : pathname);
  };

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <search>
        <form className={styles.searchForm} onSubmit={submit} key={`${q}|${status ?? ''}`}>
          <SearchField id={`${id}-q`} label={text.search} value={q} />
          <div className={styles.filterField}>
            <label htmlFor={`${id}-status`} className={styles.label}>
              {text.statusFilter}
            </label>
            <select id={`${id}-status`} name="status" className={styles.input} defaultValue={status ?? ''}>
              <option value="">{text.statusAll}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {text.status[value]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={`button ${styles.searchButton}`}>
            {text.searchSubmit}
          </button>
        </form>
      </search>

      <ListCount
        kind={result.kind}
        rows={result.kind === 'done' ? result.value.total : 0}
        empty={text.empty}
        count={text.count}
      />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' && result.value.items.length > 0 ? (
        <MemberTable rows={result.value.items} />
      ) : null}
      {result.kind === 'done' ? (
        <PrevNextPager page={page} total={result.value.total} pageSize={LIMIT} href={pageHref} />
      ) : null}
    </>
  );
}

function MemberTable({ rows }: { rows: TOpsMemberRow[] }) {
  const captionId = useId();
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
            <th scope="col">{text.columns.uid}</th>
            <th scope="col">{text.columns.username}</th>
            <th scope="col">{text.columns.status}</th>
            <th scope="col">{text.columns.auth}</th>
            <th scope="col">{text.columns.joinedAt}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={styles.num}>{row.id}</td>
              <th scope="row" className={styles.rowHeader}>
                <Link href={`/ops/members/${row.id}`}>{row.uid}</Link>
              </th>
              <td>{row.username}</td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td>{row.isAuth ? text.verified : text.notVerified}</td>
              <td>
                <time dateTime={row.joinedAt}>{formatOpsTime(row.joinedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
