import { opsPartnersTexts as text } from '@sogon/contract/messages/ops-partners';
import {
  PARTNER_REPORT_DEFAULT_DAYS,
  PARTNER_REPORT_MAX_DAYS,
  type TPartnerDay,
  type TPartnerDays,
  type TPartnerFigures,
  type TPartnerReport,
  type TPartnerReportQuery,
} from '@sogon/contract/schemas/ops-partners';
import { formatKstDate, kstDate, kstParts } from '@sogon/contract/time/kst';
import { AppError } from '#api/http/app-error';
import { csvFile } from '#api/http/csv';
import type { PartnerRepository, SeoulDays } from './repository.ts';

/** A rollup computes at most this many days in one statement (a backfill of a long period). */
const ROLLUP_CHUNK_DAYS = 31;

const DAY_MS = 86_400_000;

/** The Seoul midnight that starts `day` (YYYY-MM-DD). */
export function seoulMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return kstDate(year, month, date);
}

/** The Seoul day `offset` days after `day`. */
export function addDays(day: string, offset: number): string {
  return formatKstDate(new Date(seoulMidnight(day).getTime() + offset * DAY_MS), 'YYYY-MM-DD');
}

export function seoulToday(now: Date): string {
  const today = kstParts(now);
  return formatKstDate(kstDate(today.year, today.month, today.day), 'YYYY-MM-DD');
}

/** [firstDay, lastDay] as the instants that bound it. */
export function seoulDays(firstDay: string, lastDay: string): SeoulDays {
  return { firstDay, lastDay, since: seoulMidnight(firstDay), until: seoulMidnight(addDays(lastDay, 1)) };
}

function daysBetween(firstDay: string, lastDay: string): number {
  return Math.round((seoulMidnight(lastDay).getTime() - seoulMidnight(firstDay).getTime()) / DAY_MS) + 1;
}

const FIGURES: readonly (keyof TPartnerFigures)[] = [
  'visits',
  'visitors',
  'signups',
  'verifications',
  'firstPayments',
  'firstPaymentWon',
  'payments',
  'revenueWon',
  'refundWon',
];

function zero(): TPartnerFigures {
  return Object.fromEntries(FIGURES.map((name) => [name, 0])) as TPartnerFigures;
}

function add(into: TPartnerFigures, row: TPartnerFigures): void {
  for (const name of FIGURES) into[name] += row[name];
}

/**
 * The partner report (issue 17, ADR 035). Closed Seoul days come from partner_daily, rolled up
 * by the hourly job or, for days it has not reached (a fresh install, a period before it ran),
 * here on first read; today is computed from the raw tables on every request.
 */
export function createPartnerReport(deps: { repository: PartnerRepository; now: () => Date }) {
  const { repository } = deps;

  /** Rolls up the days of [firstDay, lastDay] that are not yet, in chunks. */
  async function ensureRolledUp(firstDay: string, lastDay: string): Promise<void> {
    const missing = await repository.missingDays(firstDay, lastDay);
    let start = 0;
    while (start < missing.length) {
      let end = start;
      while (
        end + 1 < missing.length &&
        end - start + 1 < ROLLUP_CHUNK_DAYS &&
        missing[end + 1] === addDays(missing[end]!, 1)
      ) {
        end += 1;
      }
      await repository.rollUp(seoulDays(missing[start]!, missing[end]!));
      start = end + 1;
    }
  }

  /** The period a query asks for, checked; `to` beyond today reads up to today. */
  function period(query: TPartnerReportQuery, now: Date) {
    const today = seoulToday(now);
    const to = query.to && query.to < today ? query.to : today;
    const from = query.from ?? addDays(to, -(PARTNER_REPORT_DEFAULT_DAYS - 1));
    if (from > today) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.future });
    if (from > to) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.details.fromAfterTo });
    if (daysBetween(from, to) > PARTNER_REPORT_MAX_DAYS) {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
        detail: text.details.tooLong(PARTNER_REPORT_MAX_DAYS),
      });
    }
    return { from, to, today };
  }

  /** Every row of the period: stored closed days, then today's computed now. */
  async function rows(query: TPartnerReportQuery, pid?: string) {
    const now = deps.now();
    const { from, to, today } = period(query, now);
    const lastClosed = to < today ? to : addDays(today, -1);
    const parts: Promise<TPartnerDay[]>[] = [];
    if (from <= lastClosed) {
      parts.push(ensureRolledUp(from, lastClosed).then(() => repository.stored(from, lastClosed, pid)));
    }
    if (to === today) {
      parts.push(
        repository
          .compute(seoulDays(today, today))
          .then((list) => (pid === undefined ? list : list.filter((row) => row.pid === pid))),
      );
    }
    return { from, to, now, days: (await Promise.all(parts)).flat() };
  }

  return {
    ensureRolledUp,

    /** Every partner of the period with its totals, biggest revenue (then visits) first. */
    async report(query: TPartnerReportQuery): Promise<TPartnerReport> {
      const { from, to, now, days } = await rows(query);
      const byPid = new Map<string, TPartnerFigures>();
      const totals = zero();
      for (const row of days) {
        const figures = byPid.get(row.pid) ?? zero();
        add(figures, row);
        byPid.set(row.pid, figures);
        add(totals, row);
      }
      const partners = [...byPid]
        .map(([pid, figures]) => ({ pid, ...figures }))
        .sort((a, b) => b.revenueWon - a.revenueWon || b.visits - a.visits || a.pid.localeCompare(b.pid));
      return { from, to, partners, totals, generatedAt: now.toISOString() };
    },

    /** One partner, every day of the period (zeros on a quiet day). */
    async partner(pid: string, query: TPartnerReportQuery): Promise<TPartnerDays> {
      const { from, to, now, days } = await rows(query, pid);
      const byDay = new Map(days.map((row) => [row.day, row]));
      const totals = zero();
      const all: TPartnerDay[] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) {
        const row = byDay.get(day) ?? { day, pid, ...zero() };
        add(totals, row);
        all.push(row);
      }
      return { from, to, pid, days: all, totals, generatedAt: now.toISOString() };
    },

    /** Day-by-day rows as CSV with a BOM (Excel reads it as UTF-8), Korean headers. */
    async csv(
      query: TPartnerReportQuery & { pid?: string | undefined },
    ): Promise<{ name: string; body: string }> {
      const { from, to, days } = await rows(query, query.pid);
      const columns = ['day', 'pid', ...FIGURES] as const;
      const body = csvFile([
        columns.map((column) => text.columns[column]),
        ...days.map((row) => columns.map((column) => row[column])),
      ]);
      const scope = query.pid ? `-${query.pid.replace(/[^A-Za-z0-9_-]/g, '_')}` : '';
      return { name: `partners${scope}-${from}-${to}.csv`, body };
    },
  };
}

export type PartnerReport = ReturnType<typeof createPartnerReport>;
