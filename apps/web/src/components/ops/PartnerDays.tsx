'use client';

import { opsPartnersTexts as text } from '@sogon/contract/messages/ops-partners';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { useId } from 'react';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { PARTNER_COLUMNS, PeriodForm, partnerCell, usePartnerPeriod } from './PartnerReport.tsx';
import { useOpsAnswer } from './use-ops-answer.ts';

/** One partner day by day, with its CSV. */
export function PartnerDays({ pid }: { pid: string }) {
  const { query, search } = usePartnerPeriod();
  const { result, retry } = useOpsAnswer(opsApi.opsPartners.partner, { ...query, pid });
  const captionId = useId();

  return (
    <>
      <p className={styles.back}>
        <Link href={`/ops/partners${search}`}>{text.back}</Link>
      </p>
      <h1 className={styles.title}>{text.partnerHeading(pid)}</h1>
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'loading' ? <p role="status">{text.show}…</p> : null}
      {result.kind === 'done' ? (
        <>
          <PeriodForm from={result.value.from} to={result.value.to}>
            <a
              className="button button-secondary"
              href={`/api/live/ops/partners/report.csv?${new URLSearchParams({ from: result.value.from, to: result.value.to, pid })}`}
              download
            >
              {text.csv}
            </a>
          </PeriodForm>
          <p id={captionId}>{text.period(result.value.from, result.value.to)}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard */}
          <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{text.columns.day}</th>
                  {PARTNER_COLUMNS.map((name) => (
                    <th scope="col" key={name}>
                      {text.columns[name]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.value.days.map((row) => (
                  <tr key={row.day}>
                    <th scope="row">{row.day}</th>
                    {PARTNER_COLUMNS.map((name) => (
                      <td key={name} className={styles.num}>
                        {partnerCell(name, row[name])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{text.total}</th>
                  {PARTNER_COLUMNS.map((name) => (
                    <td key={name} className={styles.num}>
                      {partnerCell(name, result.value.totals[name])}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </section>
        </>
      ) : null}
    </>
  );
}
