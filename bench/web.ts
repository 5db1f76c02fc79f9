/**
 * Web quality benchmark (issue 5): Lighthouse (mobile, simulated throttling) on the home and
 * playlist pages against a minimal static Korean page served beside them in the same run, and
 * the first-load JavaScript of each public route (gzipped, as a browser downloads it on a cold
 * cache) against the JavaScript every route shares. Starts the whole site on a fresh DATA_DIR
 * unless BENCH_BASE_URL points at a running one. Targets: performance ≥ 0.90, accessibility,
 * best practices and SEO ≥ 0.95, first-load JS ≤ 200 kB per route.
 */
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { audit, type LighthouseRun, sitemapPaths, startChrome } from '../e2e/lighthouse.ts';
import { startSite } from './lib/site.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/web.json', import.meta.url));
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The baseline: a small, valid, fast Korean page with nothing to load but itself. */
const BASELINE_HTML = `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>소곤 기준 페이지</title><meta name="description" content="벤치마크 기준이 되는 정적 페이지입니다.">
<style>body{font-family:sans-serif;margin:24px;color:#111;background:#fff}</style></head>
<body><main><h1>소곤</h1><p>조용한 밤, 빗소리와 함께 잠드세요.</p><a href="/">홈으로</a></main></body></html>`;

function serveBaseline(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BASELINE_HTML);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The median run (by performance score) of RUNS Lighthouse runs. */
async function auditMedian(
  url: string,
  port: number,
): Promise<LighthouseRun & { performanceRuns: number[] }> {
  const runs: LighthouseRun[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, port));
  const performanceRuns = runs.map((run) => run.scores.performance);
  const middle = median(performanceRuns);
  return { ...runs.find((run) => run.scores.performance === middle)!, performanceRuns };
}

/** Scripts a cold page load fetches (a fresh context: empty cache), with their gzipped size. */
async function firstLoadScripts(browser: Browser, base: string, route: string): Promise<Map<string, number>> {
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => void scripts.set(new URL(response.url()).pathname, gzipSync(body).length),
          () => undefined,
        ),
      );
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return scripts;
  } finally {
    await context.close();
  }
}

async function sitemapRoutes(base: string): Promise<Record<string, string>> {
  const paths = await sitemapPaths(base);
  const first = (pattern: RegExp) => paths.find((p) => pattern.test(p));
  const routes: Record<string, string> = { home: '/', search: '/search', top100: '/top100', new: '/new' };
  const found = {
    playlist: first(/^\/playlist\/\d+$/),
    category: first(/^\/category\/\d+$/),
    video: first(/^\/video\/\d+$/),
  };
  for (const [name, route] of Object.entries(found)) if (route) routes[name] = route;
  // An episode page and a channel page, read from the playlist's API answer.
  if (found.playlist) {
    const id = found.playlist.split('/').pop();
    const answer = (await (await fetch(`${base}/api/live/v2/playlist/${id}`)).json()) as {
      result?: { channel?: { id?: number }; episodes?: { id: number }[] };
    };
    const contentId = answer.result?.episodes?.[0]?.id;
    if (contentId) routes.episode = `${found.playlist}/${contentId}`;
    const channelId = answer.result?.channel?.id;
    if (channelId) routes.channel = `/channel/${channelId}`;
  }
  return routes;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function main() {
  const site = await startSite();
  const baseline = await serveBaseline();
  const chrome = await startChrome();
  try {
    const routes = await sitemapRoutes(site.base);

    // First-load JavaScript per route, and what all of them share (the framework and layout).
    const perRoute: Record<string, Map<string, number>> = {};
    const browser = await launchBrowser();
    try {
      for (const [name, route] of Object.entries(routes))
        perRoute[name] = await firstLoadScripts(browser, site.base, route);
    } finally {
      await browser.close();
    }
    const maps = Object.values(perRoute);
    const shared = [...maps[0]!.keys()].filter((file) => maps.every((m) => m.has(file)));
    const sharedBytes = shared.reduce((sum, file) => sum + maps[0]!.get(file)!, 0);
    const javascript = Object.fromEntries(
      Object.entries(perRoute).map(([name, scripts]) => {
        const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
        return [
          name,
          {
            route: routes[name],
            files: scripts.size,
            gzipKb: kb(total),
            ownKb: kb(total - sharedBytes),
            ratioToShared: Number((total / sharedBytes).toFixed(2)),
          },
        ];
      }),
    );

    // Lighthouse: the baseline page, then home and playlist, in the same browser.
    const lighthouseReport: Record<string, unknown> = {};
    const baselineRun = await auditMedian(baseline.url, chrome.port);
    lighthouseReport.baseline = baselineRun;
    for (const name of ['home', 'playlist'] as const) {
      const route = routes[name];
      if (!route) continue;
      const run = await auditMedian(`${site.base}${route}`, chrome.port);
      lighthouseReport[name] = {
        route,
        ...run,
        performanceRatio: Number((run.scores.performance / baselineRun.scores.performance).toFixed(2)),
      };
    }

    const report = {
      benchmark: 'web',
      at: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
      lighthouse: {
        runs: RUNS,
        formFactor: 'mobile (Lighthouse default, simulated throttling)',
        ...lighthouseReport,
      },
      firstLoadJs: { sharedKb: kb(sharedBytes), sharedFiles: shared.length, routes: javascript },
    };
    console.log(`Lighthouse mobile, median of ${RUNS} runs (score: perf / a11y / best practices / SEO)`);
    for (const [name, entry] of Object.entries(lighthouseReport)) {
      const run = entry as LighthouseRun & { performanceRuns: number[] };
      const s = run.scores;
      console.log(
        `  ${name.padEnd(9)} ${s.performance.toFixed(2)} / ${s.accessibility.toFixed(2)} / ${s['best-practices'].toFixed(2)} / ${s.seo.toFixed(2)}` +
          `  LCP ${run.lcpMs} ms  TBT ${run.tbtMs} ms  CLS ${run.cls}  perf runs ${run.performanceRuns.join(', ')}`,
      );
      if (run.failing.length > 0) console.log(`            below full score: ${run.failing.join(', ')}`);
    }
    console.log(`First-load JavaScript, gzipped (shared by every route: ${kb(sharedBytes)} kB)`);
    for (const [name, entry] of Object.entries(javascript)) {
      console.log(
        `  ${name.padEnd(9)} ${String(entry.gzipKb).padStart(6)} kB  (${entry.ratioToShared}× shared)  ${entry.route}`,
      );
    }
    await writeFile(RESULT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await chrome.stop();
    baseline.close();
    await site.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
