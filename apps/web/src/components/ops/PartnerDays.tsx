'use client';

import { opsPartnersTexts as text } from '@sogon/contract/messages/ops-partners';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { useId } from 'react';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { PeriodForm, usePartnerPeriod } from './PartnerReport.tsx';
import { PartnerTable } from './PartnerTable.tsx';
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
          <PartnerTable
            captionId={captionId}
            first={text.columns.day}
            rows={result.value.days}
            rowKey={(row) => row.day}
            rowHead={(row) => row.day}
            totals={result.value.totals}
          />
        </>
      ) : null}
    </>
  );
}
