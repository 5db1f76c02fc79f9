import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { buildServer } from '../apps/api/src/http/server.ts';
import { mediaRoots } from '../apps/api/src/media/roots.ts';
import { joinMember } from '../apps/api/test/accounts.ts';
import { makeContent, makePlaylist } from '../apps/api/test/factories.ts';
import { stereoTone } from '../apps/api/test/media-fixtures.ts';
import { composeBenchApp } from './lib/compose.ts';
import { openBenchDatabase } from './lib/database.ts';
import { HOST } from './lib/servers.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/media.json', import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_DURATION ?? 5);

interface Loop {
  requests: number;
  non2xx: number;
  errors: number;
  perSec: number;
  p99Ms: number;
}

async function drive(
  seconds: number,
  next: () => { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  agent: Agent,
): Promise<Loop> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  const result = { requests: 0, non2xx: 0, errors: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const { url, method = 'GET', headers = {}, body } = next();
        const sent = performance.now();
        try {
          const response = await request(url, { dispatcher: agent, method, headers, body });
          await response.body.dump();
          latencies.push(performance.now() - sent);
          result.requests += 1;
          if (response.statusCode >= 300) result.non2xx += 1;
        } catch {
          result.errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ...result,
    perSec: Math.round((result.requests / elapsed) * 10) / 10,
    p99Ms: Math.round((latencies[Math.floor(latencies.length * 0.99)] ?? 0) * 100) / 100,
  };
}

/** Alternates a and b `rounds` times and keeps each one's median rate, so drift hits both. */
async function paired(rounds: number, a: () => Promise<Loop>, b: () => Promise<Loop>) {
  const as: Loop[] = [];
  const bs: Loop[] = [];
  for (let round = 0; round < rounds; round += 1) {
    as.push(await a());
    bs.push(await b());
  }
  const median = (loops: Loop[]) => loops.sort((x, y) => x.perSec - y.perSec)[Math.floor(loops.length / 2)]!;
  return { a: median(as), b: median(bs) };
}

async function main() {
  const database = await openBenchDatabase();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-bench-media-'));
  const agent = new Agent({ connections: CONNECTIONS, pipelining: 1 });
  const roots = mediaRoots(scratch);
  try {
    const composed = await composeBenchApp(database.db, {}, roots);
    const { services } = composed;
    const app = await buildServer({
      logger: false,
      routes: composed.routes,
      media: { plugins: composed.mediaPlugins },
    });
    await app.listen({ host: HOST, port: 0 });
    const origin = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;

    const tone = await stereoTone(30, scratch);
    const free = await makeContent(database.db, {
      playlistId: (await makePlaylist(database.db)).id,
      isFree: true,
    });
    const paidPlaylist = await makePlaylist(database.db, { isFree: false, price: 1 });
    const paid = await makeContent(database.db, { playlistId: paidPlaylist.id, isFree: false, price: 1 });
    for (const content of [free, paid]) {
      await services.media.pipeline.ingestNow({
        contentId: content.id,
        createdBy: null,
        localPath: tone,
        filename: 'tone.m4a',
      });
    }
    const member = await joinMember(app);
    const play = async (id: number, cookie = '') => {
      const response = await request(`${origin}/api/live/v2/content/play/${id}`, { headers: { cookie } });
      return ((await response.body.json()) as { result: { src: string } }).result.src;
    };
    const publicSrc = await play(free.id);
    const signedSrc = await play(paid.id, `token=${member.token}`); // a preview token: segment 0 is inside it
    const rendition = (await services.media.repository.packageOf(free.id))!.renditions[0]!.name;
    const publicSegment = `${origin}${publicSrc.replace('master.m3u8', `${rendition}/seg_00000.ts`)}`;
    const signedSegment = `${origin}${signedSrc.replace('master.m3u8', `${rendition}/seg_00000.ts`)}`;
    const packageOfFree = (await services.media.repository.packageOf(free.id))!;
    const segmentFile = path.join(roots.store, packageOfFree.prefix, rendition, 'seg_00000.ts');
    const { size } = await stat(segmentFile);

    // The floor: node:http streaming the same file from disk.
    const bare = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'video/mp2t', 'content-length': String(size) });
      createReadStream(segmentFile).pipe(response);
    });
    bare.listen(0, HOST);
    await new Promise((resolve) => bare.once('listening', resolve));
    const bareUrl = `http://${HOST}:${(bare.address() as AddressInfo).port}/seg_00000.ts`;

    const get = (target: string) => () => drive(SECONDS, () => ({ url: target }), agent);
    await drive(1, () => ({ url: publicSegment }), agent); // warm-up
    const publicRun = await paired(3, get(bareUrl), get(publicSegment));
    const signedRun = await paired(3, get(bareUrl), get(signedSegment));

    const trivial = get(`${origin}/api/live/health/live`);
    let position = 0;
    const ingest = () =>
      drive(
        SECONDS,
        () => {
          position = (position + 1) % 25;
          return {
            url: `${origin}/api/live/v2/content/playtime/${free.id}`,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-client': 'web',
              cookie: `token=${member.token}`,
            },
            body: JSON.stringify({ playtime: position, interval: 10 }),
          };
        },
        agent,
      );
    const ingestRun = await paired(3, trivial, ingest);
    bare.close();
    await composed.close();
    await app.close();

    const report = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`.trim(),
      connections: CONNECTIONS,
      secondsPerRun: SECONDS,
      segmentBytes: size,
      staticFileServer: publicRun.a,
      publicSegment: { ...publicRun.b, ratio: Number((publicRun.b.perSec / publicRun.a.perSec).toFixed(3)) },
      staticFileServer2: signedRun.a,
      signedSegment: { ...signedRun.b, ratio: Number((signedRun.b.perSec / signedRun.a.perSec).toFixed(3)) },
      trivialRoute: ingestRun.a,
      playtimeIngest: { ...ingestRun.b, ratio: Number((ingestRun.b.perSec / ingestRun.a.perSec).toFixed(3)) },
    };
    console.log(`segment ${size} B, ${CONNECTIONS} connections, ${SECONDS} s per run (median of 3)`);
    console.log(`static file server   ${publicRun.a.perSec} req/s`);
    console.log(
      `public segment       ${publicRun.b.perSec} req/s = ${report.publicSegment.ratio}×  p99 ${publicRun.b.p99Ms} ms`,
    );
    console.log(
      `signed segment       ${signedRun.b.perSec} req/s = ${report.signedSegment.ratio}× (static ${signedRun.a.perSec})  p99 ${signedRun.b.p99Ms} ms`,
    );
    console.log(`trivial route        ${ingestRun.a.perSec} req/s`);
    console.log(
      `playtime ingest      ${ingestRun.b.perSec} events/s = ${report.playtimeIngest.ratio}×  p99 ${ingestRun.b.p99Ms} ms`,
    );
    for (const loop of [publicRun.b, signedRun.b, ingestRun.b]) {
      if (loop.non2xx || loop.errors) throw new Error(`failures in a run: ${JSON.stringify(loop)}`);
    }
    await writeFile(RESULT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await agent.close();
    await database.drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
