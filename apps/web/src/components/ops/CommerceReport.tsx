'use client';

import { opsCommerceReportTexts as text } from '@sogon/contract/messages/commerce';
import type { TOpsCommerceReport } from '@sogon/contract/schemas/commerce';
import { FormField } from '@web/components/form/FormField';
import { opsApi } from '@web/lib/api/ops';
import { type FormEvent, useState } from 'react';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOpsAnswer } from './use-ops-answer.ts';

type Figures = TOpsCommerceReport['totals'];

/** The cells every row and the totals share, in the columns' order after the names. */
function FigureCells({ figures }: { figures: Figures }) {
  const opened = figures.waitFree + figures.passTickets + figures.rentals;
  return (
    <>
      <td>{text.times(figures.waitFree)}</td>
      <td>{text.times(figures.passTickets)}</td>
      <td>{text.rentalsLine(figures.rentals, figures.rentalHearts)}</td>
      <td>{text.conversionRate(figures.conversions, opened)}</td>
      <td>{text.giftsLine(figures.gifts, figures.giftsAccepted, figures.giftHearts)}</td>
    </>
  );
}

/**
 * /ops/commerce: free unlocks (기다무, pass tickets), rentals, conversions to purchase and gifts
 * per playlist over Seoul days, busiest first, fifty a page, with the range's totals.
 */
export function CommerceReport() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [page, setPage] = useState(1);
  const { result, retry } = useOpsAnswer(opsApi.commerce.opsCommerceReport, { query: { ...range, page } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const day = (name: string) => String(data.get(name) ?? '') || undefined;
    setRange({ from: day('from'), to: day('to') });
    setPage(1);
  };

  const report = result.kind === 'done' ? result.value : null;
  const pages = report ? Math.max(1, Math.ceil(report.total / report.pageSize)) : 1;

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <p className={styles.muted}>{text.lead}</p>
      <form className={styles.searchForm} onSubmit={submit}>
        <FormField label={text.from}>
          {(control) => (
            <input {...control} type="date" name="from" defaultValue={range.from} className={styles.input} />
          )}
        </FormField>
        <FormField label={text.to}>
          {(control) => (
            <input {...control} type="date" name="to" defaultValue={range.to} className={styles.input} />
          )}
        </FormField>
        <button type="submit" className={`button ${styles.searchButton}`}>
          {text.show}
        </button>
      </form>
      {result.kind === 'loading' ? <p className={styles.muted}>…</p> : null}
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {report ? (
        <>
          <p className={styles.muted}>
            {text.range(report.from, report.to)} · {text.count(report.total)}
          </p>
          {report.total === 0 ? (
            <p>{text.empty}</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by keyboard (WCAG 2.1.1)
            <section className={styles.tableWrap} tabIndex={0} aria-label={text.tableLabel}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    {Object.values(text.columns).map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={row.playlistId}>
                      <td>{row.title}</td>
                      <td>{row.channelName}</td>
                      <FigureCells figures={row} />
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      {text.totals}
                    </th>
                    <FigureCells figures={report.totals} />
                  </tr>
                </tfoot>
              </table>
            </section>
          )}
          {pages > 1 ? (
            <nav className={styles.toolbar} aria-label={text.page(page, pages)}>
              <button
                type="button"
                className="button button-secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {text.previous}
              </button>
              <span>{text.page(page, pages)}</span>
              <button
                type="button"
                className="button button-secondary"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {text.next}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}
