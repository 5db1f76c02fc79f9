'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import type { TOpsAuditEntry } from '@sogon/contract/schemas/ops';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { auditChanges, formatOpsTime, memberIdOfTarget } from './format.ts';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';

const text = opsTexts.audit;
const LIMIT = 100;
const statusNames = opsTexts.members.status as Record<string, string>;

type Result =
  | { kind: 'loading' }
  | { kind: 'done'; rows: TOpsAuditEntry[] }
  | { kind: 'error'; message: string };

/** 감사 로그: what operators did, newest first, searchable by action, target or operator. */
export function AuditLog() {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { failure } = useOperator();
  const q = params.get('q') ?? '';
  const [result, setResult] = useState<Result>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    const controller = new AbortController();
    setResult({ kind: 'loading' });
    opsApi
      .get<TOpsAuditEntry[]>('/ops/audit', {
        query: { q: q || undefined, limit: LIMIT },
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
  }, [q, failure, attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (keyword === q) setAttempt((n) => n + 1);
    else router.push(keyword ? `${pathname}?${new URLSearchParams({ q: keyword })}` : pathname);
  };

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <search>
        <form className={styles.searchForm} onSubmit={submit} key={q}>
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
      {result.kind === 'done' && result.rows.length > 0 ? <AuditTable rows={result.rows} /> : null}
    </>
  );
}

function AuditTable({ rows }: { rows: TOpsAuditEntry[] }) {
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
            <th scope="col">{text.columns.at}</th>
            <th scope="col">{text.columns.operator}</th>
            <th scope="col">{text.columns.action}</th>
            <th scope="col">{text.columns.target}</th>
            <th scope="col">{text.columns.reason}</th>
            <th scope="col">{text.columns.change}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => {
            const memberId = memberIdOfTarget(entry.target);
            const changes = auditChanges(entry.before, entry.after, {
              fieldName: (key) => text.fields[key],
              statusName: (value) => statusNames[value],
            });
            return (
              <tr key={entry.id}>
                <th scope="row" className={styles.rowHeader}>
                  <time dateTime={entry.at}>{formatOpsTime(entry.at)}</time>
                </th>
                <td>{entry.operatorEmail}</td>
                <td>{text.actions[entry.action] ?? entry.action}</td>
                <td>
                  {memberId === null ? (
                    entry.target
                  ) : (
                    <Link href={`/ops/members/${memberId}`}>{opsTexts.member.heading(memberId)}</Link>
                  )}
                </td>
                <td className={styles.wrapCell}>{entry.reason}</td>
                <td className={styles.wrapCell}>
                  {changes.map((line) => (
                    <span key={line} className={styles.change}>
                      {line}
                    </span>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
