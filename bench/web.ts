/**
 * Web quality benchmark (issues 5 and 19): Lighthouse (mobile, simulated throttling) on the home,
 * playlist, search and channel pages against a minimal static Korean page served beside them in
 * the same run, and the first-load JavaScript of each public route (scripts requested before the
 * load event, gzipped, as a browser downloads them on a cold cache; e2e/first-load.ts) against the
 * JavaScript every route shares, and what loads after it at idle (the player and hls.js on pages
 * with a play button).
 *
 * The site runs on the large catalog (scripts/seed-large-catalog.ts: 2,000 channels, 50,000
 * playlists, 500,000 episodes), on a copy of `sogon_large_catalog` dropped at the end, without the
 * demo seed: the pages a listener sees are those of a big catalog. The catalog has no media files,
 * so nothing here plays. The audited routes are picked from it (the playlist with the most
 * episodes, the channel with the most playlists, a search for 빗소리) and written to the result.
 * BENCH_BASE_URL measures a running site instead (routes from its sitemap).
 * Targets: performance ≥ 0.90, accessibility, best practices and SEO ≥ 0.95, first-load JS
 * ≤ 150 kB per route.
 */
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { mediaRoots } from '../apps/api/src/media/roots.ts';
import { launchBrowser } from '../e2e/browser.ts';
import {
  FIRST_LOAD_BUDGET_BYTES,
  type PageScripts,
  pageScripts,
  publicRoutes,
  totalBytes,
} from '../e2e/first-load.ts';
import { audit, type LighthouseRun, startChrome } from '../e2e/lighthouse.ts';
import { catalogCounts, writeLargeCatalogCovers } from '../scripts/seed-large-catalog.ts';
import { type CatalogCopy, copyLargeCatalog } from './lib/large-catalog-copy.ts';
import { type BenchSite, startSite } from './lib/site.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/web.json', import.meta.url));
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** A keyword many playlists carry (a tag of the large catalog, the demo's first search too). */
const SEARCH_KEYWORD = '빗소리';
/** The routes Lighthouse audits (names of the routes below); the rest get first-load JS only. */
const AUDITED = ['home', 'playlist', 'search', 'channel'] as const;

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

interface CatalogRoutes {
  routes: Record<string, string>;
  /** Why each route was picked (episode counts and such), for the result file. */
  picked: Record<string, unknown>;
}

/**
 * The listener's pages of a big catalog: the published playlist with the most open episodes (and
 * its first episode), the same for a video playlist, the channel with the most playlists and the
 * category with the most, all outside 19+ (those pages ask for adult verification first).
 */
async function largeCatalogRoutes(url: string): Promise<CatalogRoutes & { counts: unknown }> {
  const database = connectDatabase(url, { max: 1 });
  try {
    const counts = await catalogCounts(database.pool);
    const widest = async (mediaType: string | null) => {
      const { rows } = await database.pool.query<{ id: string; episodes: number; first: string }>(
        `select p.id, count(*)::int as episodes, min(c.id) filter (where c.episode_no = 1) as first
         from playlists p
         join channels ch on ch.id = p.channel_id and ch.status = 'published' and not ch.is_adult
         join contents c on c.playlist_id = p.id and c.status = 'published' and c.open_dt <= now()
         where p.status = 'published' and not p.is_adult and p.open_dt <= now()
           and ($1::text is null or p.media_type = $1)
         group by p.id order by episodes desc, p.id limit 1`,
        [mediaType],
      );
      return rows[0]!;
    };
    const playlist = await widest(null);
    const video = await widest('video');
    const channel = (
      await database.pool.query<{ id: string; playlists: number }>(
        `select p.channel_id as id, count(*)::int as playlists from playlists p
         join channels ch on ch.id = p.channel_id and ch.status = 'published' and not ch.is_adult
         where p.status = 'published' and not p.is_adult
         group by p.channel_id order by playlists desc, p.channel_id limit 1`,
      )
    ).rows[0]!;
    const category = (
      await database.pool.query<{ id: number; playlists: number }>(
        `select category_id as id, count(*)::int as playlists from playlist_categories
         group by category_id order by playlists desc, category_id limit 1`,
      )
    ).rows[0]!;
    return {
      counts,
      routes: {
        home: '/',
        search: `/search?keyword=${encodeURIComponent(SEARCH_KEYWORD)}`,
        top100: '/top100',
        new: '/new',
        playlist: `/playlist/${playlist.id}`,
        episode: `/playlist/${playlist.id}/${playlist.first}`,
        category: `/category/${category.id}`,
        video: `/video/${video.first}`,
        channel: `/channel/${channel.id}`,
      },
      picked: {
        playlist: { episodes: playlist.episodes, note: 'the most open episodes of any listed playlist' },
        video: { playlist: Number(video.id), episodes: video.episodes, note: 'its first episode' },
        channel: { playlists: channel.playlists, note: 'the channel with the most playlists' },
        category: { playlists: category.playlists },
        search: { keyword: SEARCH_KEYWORD },
      },
    };
  } finally {
    await database.close();
  }
}

/** The site on a copy of the large catalog, or the one at BENCH_BASE_URL; with its routes. */
async function startBenchSite(): Promise<{
  site: BenchSite;
  copy: CatalogCopy | null;
  catalog: Record<string, unknown>;
  routes: Record<string, string>;
}> {
  if (process.env.BENCH_BASE_URL) {
    const site = await startSite();
    const routes = {
      ...(await publicRoutes(site.base)),
      search: `/search?keyword=${encodeURIComponent(SEARCH_KEYWORD)}`,
    };
    return { site, copy: null, catalog: { source: 'the site at BENCH_BASE_URL' }, routes };
  }
  const copy = await copyLargeCatalog();
  try {
    const picked = await largeCatalogRoutes(copy.url);
    const site = await startSite({
      databaseUrl: copy.url,
      prepareDataDir: (dataDir) => writeLargeCatalogCovers(mediaRoots(dataDir).public),
    });
    return {
      site,
      copy,
      catalog: {
        source: 'a copy of the large catalog (scripts/seed-large-catalog.ts), no demo seed, no media files',
        counts: picked.counts,
        picked: picked.picked,
      },
      routes: picked.routes,
    };
  } catch (error) {
    await copy.drop();
    throw error;
  }
}

async function main() {
  const loadAverageAtStart = os.loadavg().map((load) => Number(load.toFixed(2)));
  const { site, copy, catalog, routes } = await startBenchSite();
  let baseline: { url: string; close: () => void } | null = null;
  let chrome: { port: number; stop: () => Promise<void> } | null = null;
  try {
    baseline = await serveBaseline();
    chrome = await startChrome();

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

    // Lighthouse: the baseline page, then the audited routes, in the same browser.
    const lighthouseReport: Record<string, unknown> = {};
    const baselineRun = await auditMedian(baseline.url, chrome.port);
    lighthouseReport.baseline = baselineRun;
    for (const name of AUDITED) {
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
      loadAverageAtStart,
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
      catalog: { ...catalog, routes },
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
    await chrome?.stop();
    baseline?.close();
    await site.stop();
    await copy?.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
