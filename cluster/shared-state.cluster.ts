import { execFileSync } from 'node:child_process';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, join, login } from './client.ts';
import { type Cluster, clusterUnavailable, startCluster } from './harness.ts';

// Three servers behind HAProxy share what a member's requests depend on: a session ended on one
// is gone on the others, failed logins count for all, each periodic job runs once per tick, and a
// rolling restart loses no request.
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`[cluster] skipped: ${unavailable}`);

const LOGIN_LIMIT = 3;
/** The periodic jobs due every minute (apps/api/src/jobs/periodic-jobs.ts). */
const MINUTELY_JOBS = ['rankings-realtime', 'subscription-renewals'];

describe.skipIf(unavailable)('three servers behind the balancer', () => {
  let cluster: Cluster;
  let readyAt: Date;

  beforeAll(async () => {
    cluster = await startCluster({
      nodes: 3,
      workers: 1,
      env: { LOGIN_RATE_LIMIT: String(LOGIN_LIMIT), JOB_CRON_INTERVAL_SECONDS: '1' },
    });
    readyAt = new Date();
  });

  afterAll(async () => {
    if (!cluster) return;
    const code = await cluster.stop();
    expect(code, cluster.output()).toBe(0);
    expect(cluster.output()).toContain('[cluster] stopped');
  });

  const node = (index: number) => cluster.state.nodes[index]!.url;

  it('refuses a session on server B as soon as it logged out through server A', async () => {
    const { token } = await join(cluster.url, 'logout');
    for (const index of [0, 1, 2]) expect((await api(node(index), '/v2/user', { token })).status).toBe(200);

    const out = await api(node(0), '/v1/user/auth/logout', { token });
    expect(out.status).toBe(200);
    expect((await api(node(1), '/v2/user', { token })).status).toBe(401);
    expect((await api(node(2), '/v2/user', { token })).status).toBe(401);
    expect((await api(cluster.url, '/v2/user', { token })).status).toBe(401);
  });

  it('counts failed logins through server A on server B (Redis)', async () => {
    const { uid } = await join(cluster.url, 'throttle');
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt++) {
      const failed = await login(node(0), uid, 'wrong-password');
      expect(failed.body?.result?.error).toBe('ERROR_USER_LOGIN_FAILED');
    }
    // Each server alone has seen at most LOGIN_LIMIT attempts; together they have seen more.
    const onB = await login(node(1), uid, 'wrong-password');
    expect(onB.status).toBe(429);
    expect(onB.body?.result?.error).toBe('ERROR_TOO_MANY_REQUESTS');
    expect((await login(node(2), uid, 'wrong-password')).status).toBe(429);
  });

  it('shows a banner an operator adds through server A on server B within a second', async () => {
    // The home answer is reused for 10 s on each server; only the change feed makes B drop it.
    const banners = async (base: string) =>
      (
        ((await api(base, '/v2/service/home?items=[7]')).body?.result?.banners ?? []) as { title: string }[]
      ).map((banner) => banner.title);
    const title = `노드 배너 ${Date.now()}`;
    expect(await banners(node(1))).not.toContain(title);

    const operator = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'apps/api/src/cli/create-operator.ts',
          '--email',
          'ops@cluster.example',
          '--json',
        ],
        {
          env: { ...process.env, DATABASE_URL: cluster.state.postgres.url, DATA_DIR: cluster.state.dataDir },
        },
      ).toString(),
    ) as { email: string; password: string; totpSecret: string };
    const otp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(operator.totpSecret) }).generate();
    const signIn = await fetch(`${node(0)}/api/live/ops/auth/login`, {
      method: 'POST',
      headers: { 'x-client': 'web', 'content-type': 'application/json' },
      body: JSON.stringify({ email: operator.email, password: operator.password, otp }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const kst = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 16);
    const created = await api(node(0), '/ops/banners', {
      method: 'POST',
      headers: { cookie },
      body: {
        type: 'main',
        title,
        imageAlt: '노드 시험 배너',
        imageUrl: '/media/site/cluster.png',
        startsAt: kst(Date.now() - 3_600_000),
        endsAt: kst(Date.now() + 3_600_000),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const madeAt = Date.now();
    while (!(await banners(node(1))).includes(title)) {
      expect(Date.now() - madeAt, 'server B still answers its cached home').toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await banners(node(2))).toContain(title);
  });

  it('loses no request while one server restarts (drain, stop, start)', async () => {
    // What members ask for: an API read with the database and a page. (The health routes answer
    // 503 on the draining server on purpose: that is what takes it out of the balancer.)
    const paths = ['/api/live/v2/service/home', '/api/live/v2/realtimeHot/cached', '/'];
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const loops = Array.from({ length: 4 }, async (_, loop) => {
      while (running) {
        const path = paths[(requests + loop) % paths.length]!;
        requests += 1;
        try {
          const response = await fetch(`${cluster.url}${path}`, { signal: AbortSignal.timeout(30_000) });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${path}: ${response.status}`);
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`);
        }
      }
    });
    const before = cluster.state.nodes[1]!.pid;
    await cluster.command('restart 2');
    expect(cluster.state.nodes[1]!.pid).not.toBe(before);
    // Until the balancer has seen it healthy twice and sends it requests again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    running = false;
    await Promise.all(loops);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);
  });

  it("sends one listener's playtime reports to one server: the curve holds their one play from 0 to where they left", async () => {
    const client = new pg.Client({ connectionString: cluster.state.postgres.url });
    await client.connect();
    try {
      // A free five-minute episode of its own (the cluster has no demo catalog), nobody has played.
      const episode = (
        await client.query<{ id: string }>(
          `with channel as (insert into channels (name) values ('재생 기록 채널') returning id),
                playlist as (
                  insert into playlists (title, media_type, channel_id, open_dt)
                  select '재생 기록 플레이리스트', 'audio', id, now() - interval '1 day' from channel returning id)
           insert into contents (playlist_id, title, episode_no, media_type, duration_sec, open_dt)
           select id, '재생 기록 에피소드', 1, 'audio', 300, now() - interval '1 day' from playlist
           returning id`,
        )
      ).rows[0];
      expect(episode).toBeDefined();
      const uuid = `cluster-listener-${Date.now()}`;
      // Eight reports through the balancer (round robin would spread them over the three
      // servers, and the one that hears the close would have seen the play open late).
      for (let playtime = 10; playtime <= 80; playtime += 10) {
        const answer = await api(cluster.url, `/v2/content/playtime/${episode!.id}`, {
          method: 'POST',
          headers: { 'x-uuid': uuid },
          body: { playtime, interval: 10, ...(playtime === 80 ? { end: 'close' } : {}) },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      // Written at the server's next flush (every 2 s).
      const rows = async () =>
        (
          await client.query<{ second: number; starts: string; leaves: string; sleeps: string }>(
            'select second, starts, leaves, sleeps from content_retention where content_id = $1 order by second',
            [episode!.id],
          )
        ).rows.map((row) => ({ second: row.second, starts: Number(row.starts), leaves: Number(row.leaves) }));
      const until = Date.now() + 20_000;
      let curve = await rows();
      while (curve.length < 2 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        curve = await rows();
      }
      expect(curve).toEqual([
        { second: 0, starts: 1, leaves: 0 },
        { second: 80, starts: 0, leaves: 1 },
      ]);
    } finally {
      await client.end();
    }
  });

  it('runs each periodic job once per tick with every server taking jobs', async () => {
    const client = new pg.Client({ connectionString: cluster.state.postgres.url });
    await client.connect();
    try {
      // Two whole minutes after the cluster was ready: at least two ticks of the minutely jobs.
      const firstTick = new Date(Math.ceil(readyAt.getTime() / 60_000) * 60_000);
      const lastTick = new Date(firstTick.getTime() + 60_000);
      const countRuns = async () =>
        (
          await client.query<{ name: string; tick: Date; sent: number; completed: number }>(
            `select name, date_trunc('minute', created_on) as tick, count(*)::int as sent,
                    count(*) filter (where state = 'completed')::int as completed
               from pgboss.job
              where name = any($1) and created_on >= $2
              group by name, tick order by tick, name`,
            [MINUTELY_JOBS, firstTick],
          )
        ).rows;
      let runs = await countRuns();
      const until = Date.now() + 4 * 60_000;
      const seenLast = () =>
        MINUTELY_JOBS.every((name) =>
          runs.some((run) => run.name === name && run.tick >= lastTick && run.completed === 1),
        );
      while (!seenLast() && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        runs = await countRuns();
      }
      for (const name of MINUTELY_JOBS) {
        const ticks = runs.filter((run) => run.name === name);
        expect(ticks.length, `${name}: ${JSON.stringify(runs)}`).toBeGreaterThanOrEqual(2);
        // Finished ticks were sent once and run once; the last may still be under way.
        for (const tick of ticks) expect(tick.sent, `${name} at ${tick.tick.toISOString()}`).toBe(1);
        expect(ticks.slice(0, -1).every((tick) => tick.completed === 1)).toBe(true);
      }
    } finally {
      await client.end();
    }
  });
});
