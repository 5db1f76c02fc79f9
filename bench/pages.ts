/**
 * Pages at scale (issue 41): the server-rendered pages a visitor and a member open — home, a
 * playlist, an episode, a channel, search — as ratios to the cached home API answer
 * (GET /api/live/v2/service/home) measured beside each in the same run, on the demo site
 * (`scripts/start.mjs`, lib/site.ts), load from a separate process (lib/get-load.ts), each target
 * between two baseline runs (its baseline: their mean). Requests ask as a browser does
 * (Accept-Encoding: br, gzip; a visitor with the uuid cookie; a member with the session cookie).
 * Goals: visitor pages ≥ 0.2×, member pages ≥ 0.05×.
 *
 *   npm run bench:pages   (BENCH_DURATION s per run, default 5; BENCH_ROUNDS 1; BENCH_CONNECTIONS 10)
 *
 * Results: bench/results/pages.json.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { forkLoad } from './lib/fork-load.ts';
import type { GetLoadInput } from './lib/get-load.ts';
import { type LoadOptions, type LoadResult, readNumber } from './lib/load.ts';
import { startSite } from './lib/site.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/pages.json', import.meta.url));
const GOALS = { visitor: 0.2, member: 0.05 } as const;
const options: LoadOptions = {
  durationSec: readNumber(process.env, 'BENCH_DURATION', 5, 1, false),
  connections: readNumber(process.env, 'BENCH_CONNECTIONS', 10, 1, true),
  pipelining: 1,
  warmupSec: 1,
  workers: 1,
};
const ROUNDS = readNumber(process.env, 'BENCH_ROUNDS', 1, 1, true);
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/xhtml+xml' };
const say = (line: string) => console.log(`[bench:pages] ${line}`);

const load = (url: string, headers: Record<string, string>) =>
  forkLoad<GetLoadInput, LoadResult>(
    new URL('./lib/get-load.ts', import.meta.url),
    { url, headers, options },
    (options.durationSec + options.warmupSec) * 1000 + 60_000,
    url,
  );

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

async function main() {
  const site = await startSite();
  // Load generators reach loopback by address only.
  const origin = site.base.replace('//localhost', '//127.0.0.1');
  try {
    const api = `${origin}/api/live`;
    const web = { 'x-client': 'web', 'content-type': 'application/json' };
    // A member of the demo (a new one: nothing owned, like most members).
    const uid = `bench-pages-${Date.now()}@example.com`;
    const joined = await json<{ token: string }>(`${api}/v1/user/auth/join`, {
      method: 'POST',
      headers: web,
      body: JSON.stringify({
        uid,
        password: 'whisper123',
        provider: 'email',
        alarmCheck: 0,
        policyAccept: 1,
        privacyAccept: 1,
        ageOver14: 1,
      }),
    });
    const home = await json<{ sections: { items: { id: number }[] }[] }>(`${api}/v2/service/home`, {
      headers: { 'x-client': 'web' },
    });
    const playlistId = home.sections.flatMap((section) => section.items)[0]!.id;
    const playlist = await json<{ channel: { id: number }; episodes: { id: number }[] }>(
      `${api}/v2/playlist/${playlistId}`,
      { headers: { 'x-client': 'web' } },
    );
    const pages = {
      home: '/',
      playlist: `/playlist/${playlistId}`,
      episode: `/playlist/${playlistId}/${playlist.episodes[0]!.id}`,
      channel: `/channel/${playlist.channel.id}`,
      search: `/search?keyword=${encodeURIComponent('빗소리')}`,
    };
    const who = {
      visitor: { ...BROWSER, cookie: 'uuid=bench-visitor-0001' },
      member: { ...BROWSER, cookie: `uuid=bench-member-0001; token=${joined.token}; signed_in=1` },
    };
    const targets = (['visitor', 'member'] as const).flatMap((as) =>
      Object.entries(pages).map(([page, path]) => ({
        name: `${as} ${page}`,
        as,
        url: `${origin}${path}`,
      })),
    );
    for (const target of targets) {
      const response = await fetch(target.url, { headers: who[target.as] });
      if (response.status !== 200) throw new Error(`${target.name}: ${response.status}`);
      say(
        `${target.name}: ${response.headers.get('x-sogon-page') ?? 'rendered'} (${(await response.text()).length} chars)`,
      );
    }
    const baseline = {
      url: `${api}/v2/service/home`,
      headers: { 'x-client': 'web', 'accept-encoding': 'br, gzip' },
    };

    const runs = new Map<string, { result: LoadResult; base: number }[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      let before = await load(baseline.url, baseline.headers);
      for (const target of targets) {
        const result = await load(target.url, who[target.as]);
        const after = await load(baseline.url, baseline.headers);
        const base = (before.requestsPerSec + after.requestsPerSec) / 2;
        before = after;
        runs.set(target.name, [...(runs.get(target.name) ?? []), { result, base }]);
        say(
          `round ${round} ${target.name.padEnd(18)} ${result.requestsPerSec.toFixed(1).padStart(8)} req/s p99 ${result.latencyP99Ms} ms` +
            ` (${result.non2xx + result.errors} bad) | home API ${base.toFixed(0)} req/s = ${(result.requestsPerSec / base).toFixed(4)}×`,
        );
      }
    }
    const summary = targets.map((target) => {
      const rounds = runs.get(target.name)!;
      const ratio = Number(median(rounds.map((run) => run.result.requestsPerSec / run.base)).toPrecision(3));
      return {
        name: target.name,
        as: target.as,
        path: new URL(target.url).pathname + new URL(target.url).search,
        perSec: median(rounds.map((run) => run.result.requestsPerSec)),
        p99Ms: median(rounds.map((run) => run.result.latencyP99Ms)),
        homeApiPerSec: median(rounds.map((run) => run.base)),
        ratio,
        goal: GOALS[target.as],
        meetsGoal: ratio >= GOALS[target.as],
        errors: rounds.reduce(
          (sum, run) => sum + run.result.errors + run.result.timeouts + run.result.non2xx,
          0,
        ),
      };
    });
    for (const row of summary) {
      say(
        `${row.name.padEnd(18)} ${row.perSec.toFixed(1)} req/s = ${row.ratio}× the home API (goal ${row.goal}×)${row.meetsGoal ? '' : ' — BELOW GOAL'}`,
      );
    }
    let commit = 'unknown';
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {}
    await writeFile(
      RESULT_FILE,
      `${JSON.stringify(
        {
          benchmark: 'pages',
          note: 'Requests per second of each page as a ratio to the cached home API answer measured before and after it in the same run; load from a separate process; 2 cores shared with the site, its database and the load generator.',
          at: new Date().toISOString(),
          commit,
          node: process.version,
          cpus: os.cpus().length,
          loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
          options: { ...options, rounds: ROUNDS },
          targets: summary,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await site.stop();
  }
}

await main();
