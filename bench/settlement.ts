/**
 * Monthly close benchmark (issue 20): one Seoul month of 1,000,000 spends across 2,000 channels,
 * with last month's statements (carries) and a payout account for half of the channels. The close
 * (`closeMonth`: the batch row, default contracts, the channels' sums, carries, terms and
 * accounts, statement arithmetic and 2,000 statement rows in one transaction) is timed against the
 * plain `SELECT channel_id, sum(...) ... GROUP BY channel_id` over the same rows, alternately in
 * the same run (the statements are deleted between closes). The figure is the median ratio.
 *
 *   npm run bench:settlement
 *
 * BENCH_SPENDS (default 1,000,000), BENCH_CHANNELS (2,000), BENCH_ROUNDS (5), BENCH_LABEL ("after").
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  addMonths,
  closeMonth,
  createSettlementRepository,
  monthOf,
  monthRange,
} from '../apps/api/src/modules/settlement/index.ts';
import { openBenchDatabase } from './lib/database.ts';
import { readNumber } from './lib/load.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/settlement.json', import.meta.url));
const SPENDS = readNumber(process.env, 'BENCH_SPENDS', 1_000_000, 1000, true);
const CHANNELS = readNumber(process.env, 'BENCH_CHANNELS', 2_000, 1, true);
const ROUNDS = readNumber(process.env, 'BENCH_ROUNDS', 5, 1, true);
const LABEL = process.env.BENCH_LABEL?.trim() || 'after';
const MEMBERS = 20_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

async function main() {
  const database = await openBenchDatabase();
  const { pool, db } = database;
  try {
    const month = addMonths(monthOf(new Date()), -1);
    const previous = addMonths(month, -1);
    const { start } = monthRange(month);
    const seededAt = Date.now();
    await pool.query(
      `insert into users (uid, provider, username)
       select 'bench-' || n || '@settle.example', 'email', '청취자' || n from generate_series(1, $1::int) n`,
      [MEMBERS],
    );
    await pool.query(`insert into channels (name) select '채널 ' || n from generate_series(1, $1::int) n`, [
      CHANNELS,
    ]);
    await pool.query(
      // The close copies the sealed bytes without opening them: any bytes stand in for a number.
      `insert into payout_accounts (channel_id, bank_code, account_sealed, account_masked, holder_name, checked_at)
       select id, '004', decode(md5(id::text), 'hex'), '****' || right(id::text, 4), '예금주', now()
         from channels where id % 2 = 0`,
    );
    const users = (await pool.query<{ min: string }>(`select min(id) from users`)).rows[0]!.min;
    const channels = (await pool.query<{ min: string }>(`select min(id) from channels`)).rows[0]!.min;
    await pool.query(
      `insert into ledger_transactions (user_id, kind, idempotency_key, reference)
       select $1::bigint + n % $2, 'tip', 'bench-' || n, 'channel:' || ($3::bigint + n % $4)
         from generate_series(1, $5::int) n`,
      [users, MEMBERS, channels, CHANNELS, SPENDS],
    );
    // Spends spread over the month, mostly paid hearts at 98–110 won, some bonus hearts.
    await pool.query(
      `insert into channel_earnings (channel_id, transaction_id, source, user_id, reference, paid_hearts, bonus_hearts,
         paid_won, bonus_won, earned_at)
       select split_part(t.reference, ':', 2)::bigint, t.id, 'tip', t.user_id, t.reference,
              (t.id % 50)::int, (t.id % 7)::int, ((t.id % 50) * (98 + t.id % 13))::int, 0,
              $1::timestamptz + (t.id % 2500000) * interval '1 second'
         from ledger_transactions t`,
      [start.toISOString()],
    );
    await pool.query('analyze');
    // Last month, closed: every channel carries something (below the minimum or no account).
    await closeMonth(createSettlementRepository(db), previous, new Date());
    await pool.query(
      `insert into settlement_statements (channel_id, month, batch_id, paid_hearts, bonus_hearts, paid_won, bonus_won,
         vat_won, share_bp, creator_won, carried_in, payable_won, income_tax, local_tax, vat_added, net_won, carried_out,
         creator_type, status, hold_reason)
       select c.id, $1::date, b.id, 0, 0, 0, 0, 0, 7000, 5000, 0, 0, 0, 0, 0, 0, 5000, 'individual', 'carried', 'below_minimum'
         from channels c, payout_batches b where b.month = $1::date`,
      [previous],
    );
    const seedSeconds = (Date.now() - seededAt) / 1000;
    console.log(`seeded ${SPENDS} spends across ${CHANNELS} channels in ${seedSeconds.toFixed(1)} s`);

    const repository = createSettlementRepository(db);
    const { end } = monthRange(month);
    const baseline = async () => {
      const began = performance.now();
      const rows = await pool.query(
        `select channel_id, sum(paid_hearts)::bigint, sum(bonus_hearts)::bigint, sum(paid_won)::bigint, sum(bonus_won)::bigint
           from channel_earnings where earned_at >= $1 and earned_at < $2 group by channel_id`,
        [start.toISOString(), end.toISOString()],
      );
      if (rows.rowCount !== CHANNELS) throw new Error(`baseline saw ${rows.rowCount} channels`);
      return performance.now() - began;
    };
    const close = async () => {
      await pool.query(`delete from settlement_statements where month = $1`, [month]);
      await pool.query(`delete from payout_batches where month = $1`, [month]);
      const began = performance.now();
      const outcome = await closeMonth(repository, month, new Date());
      const ms = performance.now() - began;
      if (outcome.outcome !== 'closed' || outcome.statements !== CHANNELS) {
        throw new Error(`close answered ${JSON.stringify(outcome)}`);
      }
      return { ms, payable: outcome.payable };
    };
    // Warm the caches once each.
    await baseline();
    await close();
    const rounds: { baselineMs: number; closeMs: number; ratio: number }[] = [];
    let payable = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await baseline();
      const closed = await close();
      const after = await baseline();
      payable = closed.payable;
      const baselineMs = (before + after) / 2;
      rounds.push({
        baselineMs: round3(baselineMs),
        closeMs: round3(closed.ms),
        ratio: round3(closed.ms / baselineMs),
      });
      console.log(
        `round ${round + 1}: baseline ${baselineMs.toFixed(0)} ms, close ${closed.ms.toFixed(0)} ms = ${(closed.ms / baselineMs).toFixed(2)}×`,
      );
    }
    const summary = {
      baselineMsMedian: round3(median(rounds.map((round) => round.baselineMs))),
      closeMsMedian: round3(median(rounds.map((round) => round.closeMs))),
      ratioMedian: round3(median(rounds.map((round) => round.ratio))),
      statements: CHANNELS,
      payable,
    };
    console.log(
      `close of ${SPENDS} spends / ${CHANNELS} channels: ${summary.closeMsMedian} ms, ` +
        `${summary.ratioMedian}× the plain GROUP BY (${summary.baselineMsMedian} ms); ${payable} statements payable`,
    );
    const previousRuns = await readFile(RESULT_FILE, 'utf8').then(
      (text) => JSON.parse(text) as { runs?: Record<string, unknown> },
      () => ({}) as { runs?: Record<string, unknown> },
    );
    const run = {
      at: new Date().toISOString(),
      commit: commit(),
      node: process.version,
      cpus: os.availableParallelism(),
      loadAverage: os.loadavg(),
      spends: SPENDS,
      channels: CHANNELS,
      seedSeconds: round3(seedSeconds),
      rounds,
      ...summary,
    };
    await writeFile(
      RESULT_FILE,
      `${JSON.stringify(
        {
          benchmark: 'settlement-close',
          note:
            "The month's close as a ratio to a plain GROUP BY of the same rows, alternated in the same run; " +
            '2 cores shared with other work (load average in each run). Each label is one run (BENCH_LABEL).',
          runs: { ...(previousRuns.runs ?? {}), [LABEL]: run },
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
