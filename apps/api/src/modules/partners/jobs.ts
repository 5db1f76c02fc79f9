import { PARTNER_REPORT_MAX_DAYS } from '@sogon/contract/schemas/ops-partners';
import type { Db } from '#api/db/client';
import type { PeriodicJob } from '#api/jobs/job-system';
import type { PartnerReport } from './report.ts';
import { addDays, createPartnerReport, seoulDays, seoulMidnight, seoulToday } from './report.ts';
import { createPartnerRepository, type PartnerRepository } from './repository.ts';

/** How long the raw access log is kept unless ACCESS_LOG_RETENTION_DAYS says otherwise. */
export const ACCESS_LOG_RETENTION_DEFAULT_DAYS = 180;
/** Rows one delete statement removes: short transactions, no long lock on the log. */
const DELETE_BATCH = 10_000;

/**
 * The hourly rollup: yesterday and the day before, computed again into partner_daily (page
 * views logged just before midnight can arrive a little after it), and any day of the last
 * year not rolled up yet (a new install, downtime), so the report never computes them itself.
 */
export async function rollUpRecentDays(deps: {
  repository: PartnerRepository;
  report: PartnerReport;
  now: Date;
}): Promise<void> {
  const today = seoulToday(deps.now);
  await deps.repository.rollUp(seoulDays(addDays(today, -2), addDays(today, -1)));
  await deps.report.ensureRolledUp(addDays(today, -PARTNER_REPORT_MAX_DAYS), addDays(today, -3));
}

/**
 * The daily retention job: rolls up every day that is about to leave the access log, then
 * deletes the log's rows older than `retentionDays` Seoul days, in small batches. The partner
 * report keeps those days' figures; only the raw page views go.
 */
export async function pruneAccessLog(deps: {
  repository: PartnerRepository;
  report: PartnerReport;
  now: Date;
  retentionDays: number;
}): Promise<{ deleted: number }> {
  const firstKept = addDays(seoulToday(deps.now), -deps.retentionDays);
  const oldest = await deps.repository.oldestLogDay();
  if (oldest === null || oldest >= firstKept) return { deleted: 0 };
  await deps.report.ensureRolledUp(oldest, addDays(firstKept, -1));
  const before = seoulMidnight(firstKept);
  let deleted = 0;
  for (;;) {
    const batch = await deps.repository.deleteLogsBefore(before, DELETE_BATCH);
    deleted += batch;
    if (batch < DELETE_BATCH) return { deleted };
  }
}

/**
 * The partner report's periodic jobs: the hourly rollup of its closed days (ADR 035) and, once a
 * day at a quiet hour in Seoul (04:50 KST), the access log's retention. Both share one report.
 */
export function partnerJobs(deps: {
  db: Db;
  now: () => Date;
  log: (line: string) => void;
  /** Days of raw access log kept (ACCESS_LOG_RETENTION_DAYS). */
  accessLogRetentionDays: number;
}): { rollup: PeriodicJob; retention: PeriodicJob } {
  const partners = createPartnerRepository(deps.db);
  const partnerReport = createPartnerReport({ repository: partners, now: deps.now });
  return {
    rollup: {
      name: 'partner-rollup',
      cron: '20 * * * *',
      run: () => rollUpRecentDays({ repository: partners, report: partnerReport, now: deps.now() }),
    },
    retention: {
      name: 'access-log-retention',
      cron: '50 19 * * *',
      async run() {
        const { deleted } = await pruneAccessLog({
          repository: partners,
          report: partnerReport,
          now: deps.now(),
          retentionDays: deps.accessLogRetentionDays,
        });
        if (deleted)
          deps.log(`access log: ${deleted} rows older than ${deps.accessLogRetentionDays} days deleted`);
      },
    },
  };
}
