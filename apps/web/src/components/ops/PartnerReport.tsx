'use client';

import { opsPartnersTexts as text } from '@sogon/contract/messages/ops-partners';
import type { TPartnerReportQuery } from '@sogon/contract/schemas/ops-partners';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, type ReactNode, useId } from 'react';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { PartnerTable } from './PartnerTable.tsx';
import { useOpsAnswer } from './use-ops-answer.ts';

/** The period of the URL (?from&to); the API fills in what is missing. */
export function usePartnerPeriod(): { query: TPartnerReportQuery; search: string } {
  const params = useSearchParams();
  const query: TPartnerReportQuery = {};
  const from = params.get('from');
  const to = params.get('to');
  if (from) query.from = from;
  if (to) query.to = to;
  const search = new URLSearchParams(query as Record<string, string>).toString();
  return { query, search: search ? `?${search}` : '' };
}

/** 시작일 / 종료일 and 조회: puts the period in the URL. */
export function PeriodForm({ from, to, children }: { from: string; to: string; children?: ReactNode }) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams({ from: String(data.get('from')), to: String(data.get('to')) });
    router.push(`${pathname}?${next}`);
  };
  return (
    <form className={styles.searchForm} onSubmit={submit} key={`${from}-${to}`}>
      <div className={styles.searchField}>
        <label htmlFor={`${id}-from`} className={styles.label}>
          {text.from}
        </label>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          className={styles.input}
          defaultValue={from}
          required
        />
      </div>
      <div className={styles.searchField}>
        <label htmlFor={`${id}-to`} className={styles.label}>
          {text.to}
        </label>
        <input id={`${id}-to`} name="to" type="date" className={styles.input} defaultValue={to} required />
      </div>
      <button type="submit" className={`button ${styles.searchButton}`}>
        {text.show}
      </button>
      {children}
    </form>
  );
}

/** 제휴 리포트: every partner of the period with its totals, and CSV downloads. */
export function PartnerReport() {
  const { query, search } = usePartnerPeriod();
  const { result, retry } = useOpsAnswer(opsApi.opsPartners.report, query);
  const captionId = useId();

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <p className={styles.muted}>{text.intro}</p>
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'loading' ? <p role="status">{text.show}…</p> : null}
      {result.kind === 'done' ? (
        <>
          <PeriodForm from={result.value.from} to={result.value.to}>
            <a
              className="button button-secondary"
              href={`/api/live/ops/partners/report.csv?${new URLSearchParams({ from: result.value.from, to: result.value.to })}`}
              download
            >
              {text.csvAll}
            </a>
          </PeriodForm>
          <p id={captionId}>{text.period(result.value.from, result.value.to)}</p>
          {result.value.partners.length === 0 ? (
            <p role="status">{text.empty}</p>
          ) : (
            <PartnerTable
              captionId={captionId}
              first={text.columns.pid}
              rows={result.value.partners}
              rowKey={(row) => row.pid}
              rowHead={(row) => (
                <Link href={`/ops/partners/${encodeURIComponent(row.pid)}${search}`}>{row.pid}</Link>
              )}
              totals={result.value.totals}
            />
          )}
        </>
      ) : null}
    </>
  );
}
