'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import { opsAuditActionNames } from '@sogon/contract/messages/ops-audit';
import type { TOpsAuditEntry } from '@sogon/contract/schemas/ops';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import { auditChanges, formatOpsTime, memberIdOfTarget } from './format.ts';
import { ListCount, RetryPanel, SearchField } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOpsList } from './use-ops-list.ts';

const text = opsTexts.audit;
const LIMIT = 100;
const statusNames = opsTexts.members.status as Record<string, string>;

/** 감사 로그: what operators did, newest first, searchable by action, target or operator. */
export function AuditLog() {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const q = params.get('q') ?? '';
  const { result, retry } = useOpsList(opsApi.ops.audit, { q: q || undefined, limit: LIMIT });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (keyword === q) retry();
    else router.push(keyword ? `${pathname}?${new URLSearchParams({ q: keyword })}` : pathname);
  };

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <search>
        <form className={styles.searchForm} onSubmit={submit} key={q}>
          <SearchField id={`${id}-q`} label={text.search} value={q} />
          <button type="submit" className={`button ${styles.searchButton}`}>
            {text.searchSubmit}
          </button>
        </form>
      </search>

      <ListCount
        kind={result.kind}
        rows={result.kind === 'done' ? result.value.length : 0}
        empty={text.empty}
        count={text.count}
      />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' && result.value.length > 0 ? <AuditTable rows={result.value} /> : null}
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
                <td>{(opsAuditActionNames as Record<string, string>)[entry.action] ?? entry.action}</td>
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
