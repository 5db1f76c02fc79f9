'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import type { TMemberStatus, TOpsMemberRow } from '@sogon/contract/schemas/ops';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { formatOpsTime } from './format.ts';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { StatusBadge } from './StatusBadge.tsx';

const text = opsTexts.members;
const STATUSES = Object.keys(text.status) as TMemberStatus[];
const LIMIT = 50;

type Result =
  | { kind: 'loading' }
  | { kind: 'done'; rows: TOpsMemberRow[] }
  | { kind: 'error'; message: string };

function statusOf(raw: string | null): TMemberStatus | undefined {
  return STATUSES.find((status) => status === raw);
}

/** 회원: search by e-mail, nickname or member id, optionally by status; the query lives in the URL. */
export function MemberSearch() {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { failure } = useOperator();
  const q = params.get('q') ?? '';
  const status = statusOf(params.get('status'));
  const [result, setResult] = useState<Result>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    const controller = new AbortController();
    setResult({ kind: 'loading' });
    opsApi
      .get<TOpsMemberRow[]>('/ops/members', {
        query: { q: q || undefined, status, limit: LIMIT },
        signal: controller.signal,
      })
      .then(
        (rows) => setResult({ kind: 'done', rows }),
        async (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = await failure(error);
          if (message !== null && !controller.signal.aborted) setResult({ kind: 'error', message });
        },
      );
    return () => controller.abort();
  }, [q, status, failure, attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const keyword = String(data.get('q') ?? '').trim();
    const picked = statusOf(String(data.get('status') ?? ''));
    if (keyword) next.set('q', keyword);
    if (picked) next.set('status', picked);
    const search = next.toString();
    if (search === params.toString()) setAttempt((n) => n + 1);
    else router.push(search ? `${pathname}?${search}` : pathname);
  };

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <search>
        <form className={styles.searchForm} onSubmit={submit} key={`${q}|${status ?? ''}`}>
          <div className={styles.searchField}>
            <label htmlFor={`${id}-q`} className={styles.label}>
              {text.search}
            </label>
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              className={styles.input}
              defaultValue={q}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
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

      <p role="status" className={styles.count}>
        {result.kind === 'loading'
          ? opsTexts.loading
          : result.kind === 'done'
            ? result.rows.length === 0
              ? text.empty
              : text.count(result.rows.length)
            : ''}
      </p>
      {result.kind === 'error' ? (
        <div className={styles.panel}>
          <p role="alert" className={styles.error}>
            {result.message}
          </p>
          <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {opsTexts.retry}
          </button>
        </div>
      ) : null}
      {result.kind === 'done' && result.rows.length > 0 ? <MemberTable rows={result.rows} /> : null}
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
