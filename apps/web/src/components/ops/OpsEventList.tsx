'use client';

import { opsEventsTexts } from '@sogon/contract/messages/ops-events';
import { EVENT_KINDS } from '@sogon/contract/ops-limits';
import type { TEventKind } from '@sogon/contract/schemas/events';
import type { TOpsEvent } from '@sogon/contract/schemas/ops-events';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type ChangeEvent, useId } from 'react';
import { formatOpsTime } from './format.ts';
import { ListCount, RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import local from './OpsEvents.module.css';
import { useOperator } from './operator-context.ts';
import { opsMay } from './permissions.ts';
import { useOpsList } from './use-ops-list.ts';

const text = opsEventsTexts;

function kindOf(raw: string | null): TEventKind | undefined {
  return EVENT_KINDS.find((kind) => kind === raw);
}

/** 이벤트: every event, drafts too, by kind (?kind=); operators open one to edit or make a new one. */
export function OpsEventList() {
  const id = useId();
  const { operator } = useOperator();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const { result, retry } = useOpsList(opsApi.opsEvents.events, { kind, limit: 200 });

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = kindOf(event.target.value);
    router.push(next ? `${pathname}?kind=${next}` : pathname);
  };

  return (
    <>
      <h1 className={styles.title}>{text.events.heading}</h1>
      <div className={local.toolbar}>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-kind`} className={styles.label}>
            {text.events.filterKind}
          </label>
          <select id={`${id}-kind`} className={styles.input} value={kind ?? ''} onChange={choose}>
            <option value="">{text.events.allKinds}</option>
            {EVENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {text.kinds[value]}
              </option>
            ))}
          </select>
        </div>
        {opsMay(operator.role, 'eventsEdit') ? (
          <Link href="/ops/events/new" className="button">
            {text.events.create}
          </Link>
        ) : null}
      </div>
      <ListCount
        kind={result.kind}
        rows={result.kind === 'done' ? result.value.length : 0}
        empty={text.events.none}
        count={text.events.count}
      />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' && result.value.length > 0 ? <EventTable rows={result.value} /> : null}
    </>
  );
}

function EventTable({ rows }: { rows: TOpsEvent[] }) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
    <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className="visually-hidden">
          {text.events.heading}
        </caption>
        <thead>
          <tr>
            <th scope="col">{text.events.columns.title}</th>
            <th scope="col">{text.events.columns.kind}</th>
            <th scope="col">{text.events.columns.status}</th>
            <th scope="col">{text.events.columns.period}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${styles.rowHeader} ${styles.wrapCell}`}>
                <Link href={`/ops/events/${row.id}`}>{row.title}</Link>
              </th>
              <td>{text.kinds[row.kind]}</td>
              <td>
                <span className={styles.badge}>{text.visibility[row.status]}</span>{' '}
                <span className={styles.badge}>{text.phases[row.phase]}</span>
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
