/**
 * Web quality benchmark (issue 5): Lighthouse (mobile, simulated throttling) on the home and
 * playlist pages against a minimal static Korean page served beside them in the same run, and
 * the first-load JavaScript of each public route (scripts requested before the load event,
 * gzipped, as a browser downloads them on a cold cache; e2e/first-load.ts) against the JavaScript
 * every route shares, and what loads after it at idle (the player and hls.js on pages with a play
 * button). Starts the whole site on a fresh DATA_DIR unless BENCH_BASE_URL points at a running
 * one. Targets: performance ≥ 0.90, accessibility, best practices and SEO ≥ 0.95, first-load JS
 * ≤ 150 kB per route.
 */
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/browser.ts';
import {
  FIRST_LOAD_BUDGET_BYTES,
  type PageScripts,
  pageScripts,
  publicRoutes,
  totalBytes,
} from '../e2e/first-load.ts';
import { audit, type LighthouseRun, startChrome } from '../e2e/lighthouse.ts';
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

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function main() {
  const site = await startSite();
  const baseline = await serveBaseline();
  const chrome = await startChrome();
  try {
    const routes = await publicRoutes(site.base);

    // First-load JavaScript per route, and what all of them share (the framework and layout).
    const perRoute: Record<string, PageScripts> = {};
    const browser = await launchBrowser();
    try {
      for (const [name, route] of Object.entries(routes))
        perRoute[name] = await pageScripts(browser, site.base, route);
    } finally {
      await browser.close();
    }
    const maps = Object.values(perRoute).map((scripts) => scripts.firstLoad);
    const shared = [...maps[0]!.keys()].filter((file) => maps.every((m) => m.has(file)));
    const sharedBytes = shared.reduce((sum, file) => sum + maps[0]!.get(file)!, 0);
    const javascript = Object.fromEntries(
      Object.entries(perRoute).map(([name, { firstLoad, later }]) => {
        const total = totalBytes(firstLoad);
        return [
          name,
          {
            route: routes[name],
            files: firstLoad.size,
            gzipKb: kb(total),
            ownKb: kb(total - sharedBytes),
            ratioToShared: Number((total / sharedBytes).toFixed(2)),
            withinBudget: total <= FIRST_LOAD_BUDGET_BYTES,
            afterLoadKb: kb(totalBytes(later)),
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
      note: 'The machine is shared with other work: quote the ratios.',
      firstLoadJs: {
        definition:
          'scripts requested before the load event, gzipped; afterLoadKb: requested later, until network idle',
        budgetKb: kb(FIRST_LOAD_BUDGET_BYTES),
        sharedKb: kb(sharedBytes),
        sharedFiles: shared.length,
        routes: javascript,
      },
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
        `  ${name.padEnd(9)} ${String(entry.gzipKb).padStart(6)} kB  (${entry.ratioToShared}× shared)` +
          `${entry.withinBudget ? '' : '  OVER BUDGET'}  + ${entry.afterLoadKb} kB after load  ${entry.route}`,
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
