/**
 * Console benchmark: the dashboard and the partner report over a year of synthetic activity —
 * 100,000 members (a fifth of them from 50 partners), 30,000 verifications, 150,000 payments,
 * 450,000 ledger movements (1.5 million entries), 500,000 visit sessions, 2,000 playlists × 365
 * days of listening and 2,000,000 page views (60 % with a p_id) — one request at a time (what
 * an operator waits for: p50 and p99) and the dashboard under load, each against the API's
 * trivial route measured by the same client in the same run. The dashboard's first answer of a
 * process reads the 29 closed days (coldMs); the partner report's year of rollups is made first,
 * as the hourly job does after an install, and timed on its own (yearRollupMs).
 *
 *   npm run bench:ops
 *
 * BENCH_SAMPLES (one-at-a-time requests per target, default 100), BENCH_DURATION (s, default 5),
 * BENCH_CONNECTIONS (4).
 */
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import * as OTPAuth from 'otpauth';
import { request } from 'undici';
import { buildServer } from '../apps/api/src/http/server.ts';
import { composeBenchApp } from './lib/compose.ts';
import { openBenchDatabase } from './lib/database.ts';
import { type LoadOptions, measure, oneAtATime, readNumber } from './lib/load.ts';
import { HOST, LIVENESS_PATH } from './lib/servers.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/ops-console.json', import.meta.url));
const SAMPLES = readNumber(process.env, 'BENCH_SAMPLES', 100, 10, true);
const options: LoadOptions = {
  durationSec: readNumber(process.env, 'BENCH_DURATION', 5, 1, false),
  connections: readNumber(process.env, 'BENCH_CONNECTIONS', 4, 1, true),
  pipelining: 1,
  warmupSec: 1,
  workers: 1,
};

/** A year of members, verifications, payments, ledger movements, visits and listening. */
const SEED = [
  `insert into users (uid, provider, username, pid, created_at)
   select 'dash' || n || '@bench.example', 'email', '회원' || n,
          case when n % 5 = 0 then 'partner_' || (n % 50) else '' end,
          now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute'
     from generate_series(1, 100000) n`,
  `insert into identity_verifications (user_id, provider, name, birth_date, gender, ci_hash, di_hash, first_verified_at, verified_at)
   select id, 'pass', '김소곤', '1990-01-01', 'F', sha256(('c' || id)::bytea), sha256(('d' || id)::bytea),
          created_at + interval '1 hour', created_at + interval '1 hour'
     from users where uid like 'dash%' and id % 10 < 3`,
  `insert into heart_products (name, hearts, bonus, price) values ('벤치 하트 100', 100, 10, 11000)`,
  `insert into payments (user_id, product_id, product_name, order_no, amount, hearts, bonus, status, pay_method, paid_at, created_at)
   select (select min(id) from users where uid like 'dash%') + n % 100000,
          (select max(id) from heart_products), '벤치 하트 100', 'dash-' || n, 11000, 100, 10, 'paid', 'card',
          now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute',
          now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute'
     from generate_series(1, 150000) n`,
  `insert into ledger_transactions (kind, user_id, idempotency_key, created_at)
   select case when n % 3 = 0 then 'charge' else 'purchase' end,
          (select min(id) from users where uid like 'dash%') + n % 100000, 'dash-' || n,
          now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute'
     from generate_series(1, 450000) n`,
  `insert into ledger_entries (transaction_id, account, user_id, amount, created_at)
   select t.id, a.account, case when a.member then t.user_id end, a.amount, t.created_at
     from ledger_transactions t
     join (values ('charge', 'member_paid', true, 100), ('charge', 'issued_paid', false, -100),
                  ('charge', 'member_bonus', true, 10), ('charge', 'issued_bonus', false, -10),
                  ('purchase', 'member_bonus', true, -1), ('purchase', 'member_paid', true, -2),
                  ('purchase', 'sales', false, 3)) a(kind, account, member, amount)
       on a.kind = t.kind
    where t.idempotency_key like 'dash-%'`,
  `insert into analytics_sessions (id, user_id, uuid, started_at, last_seen_at)
   select 'dash-' || n, null, 'browser-' || (n % 200000),
          now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute',
          now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute' + interval '5 minutes'
     from generate_series(1, 500000) n`,
  `insert into channels (name) select '벤치 채널 ' || n from generate_series(1, 200) n`,
  `insert into playlists (channel_id, title, media_type)
   select c.id, c.name || ' 플레이리스트 ' || n, 'audio'
     from channels c, generate_series(1, 10) n where c.name like '벤치 채널 %'`,
  `insert into playlist_daily_activity (playlist_id, day, visits, visitors, plays, playtime_sec)
   select p.id, d::date, 40 + p.id % 17, 20 + p.id % 11, 10 + (p.id * 7 + extract(doy from d)::int) % 90, 3600 + p.id % 900
     from playlists p join channels c on c.id = p.channel_id,
          generate_series((now() at time zone 'Asia/Seoul')::date - 364, (now() at time zone 'Asia/Seoul')::date, interval '1 day') d
    where c.name like '벤치 채널 %'`,
  `insert into access_logs (user_id, pid, uuid, url, created_at)
   select null, case when n % 5 < 3 then 'partner_' || (n % 50) else '' end, 'browser-' || (n % 300000),
          '/playlist/' || (n % 2000),
          now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute'
     from generate_series(1, 2000000) n`,
  'analyze',
];

/** The Seoul day `days` before today, YYYY-MM-DD. */
function dayBefore(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

async function quantiles(url: string, headers: Record<string, string>) {
  const at = await oneAtATime(url, headers, SAMPLES);
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

async function main() {
  const database = await openBenchDatabase();
  try {
    console.log('seeding a year of activity…');
    const seedStarted = performance.now();
    for (const statement of SEED) await database.pool.query(statement);
    const counts = (
      await database.pool.query(
        `select (select count(*) from users)::int as users, (select count(*) from payments)::int as payments,
                (select count(*) from ledger_entries)::int as "ledgerEntries",
                (select count(*) from analytics_sessions)::int as sessions,
                (select count(*) from playlist_daily_activity)::int as "playlistDays",
                (select count(*) from access_logs)::int as "accessLogs"`,
      )
    ).rows[0];
    console.log(
      `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`,
    );

    const composed = await composeBenchApp(database.db, { media: { worker: false } });
    const app = await buildServer({ logger: false, routes: composed.routes });
    app.addHook('onClose', () => composed.close());
    await app.listen({ host: HOST, port: 0 });
    const origin = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;

    const created = await composed.services.console.createOperator({
      email: 'bench@ops.example',
      role: 'finance',
      name: '벤치',
    });
    const otp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
      digits: 6,
    }).generate();
    const login = await request(`${origin}/api/live/ops/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client': 'web', origin },
      body: JSON.stringify({ email: 'bench@ops.example', password: created!.password, otp }),
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    await login.body.dump();
    if (login.statusCode !== 200) throw new Error(`operator login answered ${login.statusCode}`);
    const headers = { cookie, 'x-client': 'web' };
    const dashboard = `${origin}/api/live/ops/dashboard`;
    const trivial = `${origin}${LIVENESS_PATH}`;

    // The first answer reads the 29 closed days (then kept for 10 minutes); the rest read today.
    const coldStarted = performance.now();
    const cold = await request(dashboard, { headers });
    await cold.body.dump();
    const coldMs = Math.round((performance.now() - coldStarted) * 100) / 100;
    const dashboardAlone = await quantiles(dashboard, headers);
    const trivialAlone = await quantiles(trivial, {});

    // The partner report over stored days plus today: a year, 30 days, one partner's year and
    // the year's CSV.
    const partnerUrls = {
      year: `${origin}/api/live/ops/partners?from=${dayBefore(364)}`,
      month: `${origin}/api/live/ops/partners`,
      onePartnerYear: `${origin}/api/live/ops/partners/partner_5?from=${dayBefore(364)}`,
      csvYear: `${origin}/api/live/ops/partners/report.csv?from=${dayBefore(364)}`,
    };
    // What the hourly job does once after an install: roll up the year's closed days.
    const rollupStarted = performance.now();
    await composed.services.partnerReport.ensureRolledUp(dayBefore(365), dayBefore(1));
    const yearRollupMs = Math.round(performance.now() - rollupStarted);
    const first = await request(partnerUrls.year, { headers });
    await first.body.dump();
    if (first.statusCode !== 200) throw new Error(`partner report answered ${first.statusCode}`);
    const partners: Record<string, { p50Ms: number; p99Ms: number; p50Ratio: number; p99Ratio: number }> = {};
    for (const [name, url] of Object.entries(partnerUrls)) {
      const alone = await quantiles(url, headers);
      partners[name] = {
        ...alone,
        p50Ratio: Number((trivialAlone.p50Ms / alone.p50Ms).toPrecision(3)),
        p99Ratio: Number((trivialAlone.p99Ms / alone.p99Ms).toPrecision(3)),
      };
    }
    const before = await measure(trivial, options);
    const loaded = await measure(dashboard, options, { headers });
    const after = await measure(trivial, options);
    const trivialPerSec = (before.requestsPerSec + after.requestsPerSec) / 2;
    const summary = {
      oneAtATime: {
        coldMs,
        dashboard: dashboardAlone,
        trivial: trivialAlone,
        p50Ratio: Number((trivialAlone.p50Ms / dashboardAlone.p50Ms).toPrecision(3)),
        p99Ratio: Number((trivialAlone.p99Ms / dashboardAlone.p99Ms).toPrecision(3)),
      },
      partnerReport: { yearRollupMs, ...partners },
      underLoad: {
        dashboardPerSec: Number(loaded.requestsPerSec.toFixed(1)),
        dashboardP99Ms: loaded.latencyP99Ms,
        trivialPerSec: Number(trivialPerSec.toFixed(0)),
        ratio: Number((loaded.requestsPerSec / trivialPerSec).toPrecision(3)),
        errors: loaded.errors + loaded.timeouts + loaded.non2xx,
      },
    };
    console.log(JSON.stringify(summary, null, 2));
    await writeFile(
      RESULT_FILE,
      `${JSON.stringify(
        {
          benchmark: 'ops-console',
          at: new Date().toISOString(),
          node: process.version,
          cpus: os.availableParallelism(),
          loadAverage: os.loadavg(),
          seeded: counts,
          samples: SAMPLES,
          options,
          ...summary,
        },
        null,
        2,
      )}\n`,
    );
    await app.close();
  } finally {
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
