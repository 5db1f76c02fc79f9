/**
 * Offline play and 저장 benchmark (issue 21), in Chromium on loopback:
 *
 * - **Play**: the time from pressing 재생 on a saved episode in 보관함 → 저장됨 to the media
 *   element's `playing` event, offline (the service worker answers the play request, the
 *   encrypted segments and the key from the saved copy) against the same press on the same page
 *   online (the play request reaches the API, whose answer is the ordinary signed HLS address, so
 *   hls.js loads the episode from the server as any online play does). Plays alternate, online
 *   first in even rounds and offline first in odd ones; round 0 is not counted. The browser's HTTP
 *   cache is cleared before every play, so the online HLS files start cold (as in
 *   bench/player-start.ts); the saved copy lives in the worker's cache, which is the point of it.
 *   Every play's HLS requests are checked: online none may be a saved path, offline all must be.
 * - **저장 throughput**: pressing 저장 on the episode's row until it says 저장됨 (licence, worker
 *   download into its cache, the player's files kept), and the worker's download alone (its first
 *   to its last progress message), against plain `fetch` of exactly the files the licence lists,
 *   three at a time as the worker downloads them, in the same page. Interleaved, the copy deleted
 *   between rounds, HTTP cache cleared before each; round 0 of each is not counted.
 *
 * Starts the whole site (`scripts/start.mjs`) on a fresh DATA_DIR unless BENCH_BASE_URL points at
 * a running one. Results: bench/results/offline-play.json.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { logIn, PASSWORD, WRITE } from '../e2e/members.ts';
import { percentile } from './lib/percentile.ts';
import { startSite } from './lib/site.ts';
import { withTimeout } from './lib/timeout.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/offline-play.json', import.meta.url));
const PLAYS = Number(process.env.BENCH_PLAYS ?? 20);
const SAVE_ROUNDS = Number(process.env.BENCH_SAVE_ROUNDS ?? 6);
/** A free demo playlist (any member may save its episodes). */
const PLAYLIST = '한밤의 빗소리';
/** As public/sw/saved.js downloads a licence's files. */
const DOWNLOADS_AT_ONCE = 3;
const STEP_MS = 120_000;

const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));

/** Waits until the service worker controls the page (a page loaded before it took over reloads). */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  for (let attempt = 0; attempt < 80; attempt += 1) {
    if (await page.evaluate(() => Boolean(navigator.serviceWorker.controller))) return;
    if (attempt === 20) await page.reload();
    await page.waitForTimeout(250);
  }
  throw new Error('the service worker never controlled the page');
}

/** Asks the page's active worker (public/sw/messages.js) and returns its result. */
function askWorker(page: Page, type: string, data: Record<string, unknown> = {}): Promise<unknown> {
  return page.evaluate(
    async ({ type, data }) => {
      const { active } = await navigator.serviceWorker.ready;
      return new Promise((resolve, reject) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) =>
          event.data.ok ? resolve(event.data.result) : reject(new Error(event.data.error));
        active!.postMessage({ ...data, type }, [channel.port2]);
      });
    },
    { type, data },
  );
}

interface SaveRound {
  pressMs: number;
  downloadMs: number;
  bytes: number;
  files: number;
}

/** Presses 저장 on the episode's row and waits for 저장됨, timing the worker's progress too. */
function timedSave(page: Page, contentId: number, label: string): Promise<SaveRound> {
  return page.evaluate(
    ({ contentId, label }) =>
      new Promise<SaveRound>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.getAttribute('aria-label') === label,
        );
        const row = button?.closest('li');
        if (!button || !row) return reject(new Error(`no button "${label}"`));
        let first = 0;
        let last = 0;
        let bytes = 0;
        let files = 0;
        navigator.serviceWorker.addEventListener('message', (event) => {
          if (event.data?.type !== 'save-progress' || event.data.contentId !== contentId) return;
          const now = performance.now();
          if (event.data.done === 0) first = now;
          last = now;
          bytes = event.data.bytes;
          files = event.data.total;
        });
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (row.querySelector('[data-save-state="saved"]')) {
            observer.disconnect();
            resolve({ pressMs: performance.now() - started, downloadMs: last - first, bytes, files });
          } else if (row.querySelector('[role="alert"]')) {
            observer.disconnect();
            reject(new Error(`저장 failed: ${row.querySelector('[role="alert"]')!.textContent}`));
          }
        });
        observer.observe(row, { childList: true, subtree: true, attributes: true });
        button.click();
      }),
    { contentId, label },
  );
}

/** The licence's files fetched plainly, `DOWNLOADS_AT_ONCE` at a time (the licence itself untimed). */
function timedFetch(page: Page, contentId: number): Promise<{ ms: number; bytes: number; files: number }> {
  return page.evaluate(
    async ({ contentId, atOnce, headers }) => {
      const response = await fetch(`/api/live/v2/content/offline/${contentId}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ quality: 'standard' }),
      });
      if (!response.ok) throw new Error(`licence: ${response.status}`);
      const { result } = (await response.json()) as { result: { download: { files: { url: string }[] } } };
      const urls = result.download.files.map((file) => file.url);
      let next = 0;
      let bytes = 0;
      const started = performance.now();
      const worker = async () => {
        while (next < urls.length) {
          const file = await fetch(urls[next++]!, { credentials: 'same-origin' });
          if (!file.ok) throw new Error(`${file.url}: ${file.status}`);
          // Read first: `bytes += await …` would add to the total as it was before the wait.
          const body = await file.arrayBuffer();
          bytes += body.byteLength;
        }
      };
      await Promise.all(Array.from({ length: Math.min(atOnce, urls.length) }, worker));
      return { ms: performance.now() - started, bytes, files: urls.length };
    },
    { contentId, atOnce: DOWNLOADS_AT_ONCE, headers: WRITE },
  );
}

/** Presses 재생 on the saved episode's row in 저장됨 and resolves with the ms until `playing`. */
function timedPlay(page: Page, contentId: number): Promise<number> {
  return page.evaluate(async (contentId) => {
    const button = document.querySelector<HTMLButtonElement>(`[data-saved-episode="${contentId}"] button`)!;
    const started = performance.now();
    const playing = new Promise<number>((resolve) => {
      const wait = () => {
        const media = document.querySelector<HTMLMediaElement>('[data-player="audio"]');
        if (!media) return void setTimeout(wait, 5);
        media.addEventListener('playing', () => resolve(performance.now() - started), { once: true });
      };
      wait();
    });
    button.click();
    return playing;
  }, contentId);
}

const rate = (bytes: number, ms: number) => Math.round(bytes / (ms / 1000));
const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
const median = (values: number[]) => percentile(values, 0.5);

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const loadBefore = load();
    const uid = `bench-offline-${Date.now()}@example.com`;
    const joined = await fetch(`${site.base}/api/live/v1/user/auth/join`, {
      method: 'POST',
      headers: WRITE,
      body: JSON.stringify({
        uid,
        password: PASSWORD,
        provider: 'email',
        alarmCheck: 0,
        policyAccept: 1,
        privacyAccept: 1,
      }),
    });
    if (!joined.ok) throw new Error(`join: ${joined.status} ${await joined.text()}`);

    const context = await browser.newContext({
      baseURL: site.base,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    // tsx keeps function names with a helper that does not exist inside the page.
    await context.addInitScript('window.__name = (fn) => fn;');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const cold = () => cdp.send('Network.clearBrowserCache');
    await page.goto('/');
    await logIn(page, uid);
    await page.getByRole('link', { name: PLAYLIST }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    const playlistUrl = page.url();
    await workerInControl(page);
    const link = page
      .getByRole('region', { name: /에피소드/ })
      .getByRole('link')
      .first();
    const href = (await link.getAttribute('href'))!;
    const contentId = Number(href.split('/').pop());
    const row = page.locator('li').filter({ has: page.locator(`a[href="${href}"]`) });
    const saveLabel = (await row.getByRole('button', { name: /저장$/ }).getAttribute('aria-label'))!;

    // 저장 throughput: save (press → 저장됨) and plain fetch alternate; the copy goes between rounds.
    const saves: SaveRound[] = [];
    const fetches: { ms: number; bytes: number; files: number }[] = [];
    for (let round = 0; round <= SAVE_ROUNDS; round += 1) {
      for (const kind of round % 2 === 0 ? (['save', 'fetch'] as const) : (['fetch', 'save'] as const)) {
        await cold();
        await page.goto(playlistUrl);
        await row.getByRole('button', { name: /저장$/ }).waitFor();
        await page.waitForLoadState('networkidle');
        if (kind === 'save') {
          const measured = await withTimeout(timedSave(page, contentId, saveLabel), STEP_MS, '저장');
          if (round > 0) saves.push(measured);
          await askWorker(page, 'saved-delete', { contentId });
        } else {
          const measured = await withTimeout(timedFetch(page, contentId), STEP_MS, 'fetch');
          if (round > 0) fetches.push(measured);
        }
      }
    }
    // The copy the plays use.
    await page.goto(playlistUrl);
    await row.getByRole('button', { name: /저장$/ }).waitFor();
    await withTimeout(timedSave(page, contentId, saveLabel), STEP_MS, '저장');

    // Plays: the same 재생 on 저장됨, online and offline alternating.
    let hls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/hls/'))
        hls.push(new URL(request.url()).pathname);
    });
    const online: number[] = [];
    const offline: number[] = [];
    const checked = { online: 0, offline: 0 };
    for (let play = 0; play <= PLAYS; play += 1) {
      for (const mode of play % 2 === 0
        ? (['online', 'offline'] as const)
        : (['offline', 'online'] as const)) {
        await cold();
        await context.setOffline(mode === 'offline');
        await page.goto('/library?tab=saved');
        await page.locator(`[data-saved-episode="${contentId}"] button`).first().waitFor();
        await page.waitForLoadState('networkidle');
        hls = [];
        const ms = await withTimeout(timedPlay(page, contentId), STEP_MS, `${mode} play`);
        const saved = hls.filter((path) => path.includes('/saved/')).length;
        if (hls.length === 0) throw new Error(`${mode} play made no HLS request`);
        if (mode === 'online' && saved > 0)
          throw new Error(`online play read the saved copy: ${hls.join(' ')}`);
        if (mode === 'offline' && saved !== hls.length) throw new Error(`offline play left the copy: ${hls}`);
        checked[mode] += hls.length;
        if (play > 0) (mode === 'online' ? online : offline).push(ms);
      }
    }
    await context.setOffline(false);

    const bytes = saves[0]?.bytes ?? 0;
    const saveRates = saves.map((round) => rate(round.bytes, round.pressMs));
    const downloadRates = saves.map((round) => rate(round.bytes, round.downloadMs));
    const fetchRates = fetches.map((round) => rate(round.bytes, round.ms));
    const report = {
      date: new Date().toISOString(),
      commit: commit(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: load(),
      site: process.env.BENCH_BASE_URL ? 'BENCH_BASE_URL (a running site)' : 'started on a fresh DATA_DIR',
      settings: {
        plays: PLAYS,
        saveRounds: SAVE_ROUNDS,
        downloadsAtOnce: DOWNLOADS_AT_ONCE,
        playlist: PLAYLIST,
      },
      episode: { contentId, files: saves[0]?.files ?? 0, bytes },
      note:
        'Offline and online plays press the same 재생 in 보관함 → 저장됨; online the API answers the ordinary ' +
        'signed HLS (checked: no saved path requested), offline the worker answers the saved copy (checked: ' +
        'only saved paths). HTTP cache cleared before every play and every save or fetch round; round 0 of ' +
        'each not counted. The machine is shared with other work: quote the ratios.',
      play: {
        online: {
          p50Ms: percentile(online, 0.5),
          p95Ms: percentile(online, 0.95),
          samples: online.map(Math.round),
        },
        offline: {
          p50Ms: percentile(offline, 0.5),
          p95Ms: percentile(offline, 0.95),
          samples: offline.map(Math.round),
        },
        ratioP50: ratio(percentile(offline, 0.5), percentile(online, 0.5)),
        ratioP95: ratio(percentile(offline, 0.95), percentile(online, 0.95)),
        hlsRequestsChecked: checked,
      },
      save: {
        rounds: saves.map((round) => ({
          ...round,
          pressMs: Math.round(round.pressMs),
          downloadMs: Math.round(round.downloadMs),
        })),
        fetchRounds: fetches.map((round) => ({ ...round, ms: Math.round(round.ms) })),
        pressBytesPerSec: median(saveRates),
        downloadBytesPerSec: median(downloadRates),
        fetchBytesPerSec: median(fetchRates),
        ratioPressToFetch: ratio(median(saveRates), median(fetchRates)),
        ratioDownloadToFetch: ratio(median(downloadRates), median(fetchRates)),
        perRoundDownloadToFetch: downloadRates.map((value, at) => ratio(value, fetchRates[at] ?? Number.NaN)),
      },
    };
    const mb = (value: number) => `${(value / 1024 ** 2).toFixed(2)} MB/s`;
    console.log(`saved episode ${contentId}: ${report.episode.files} files, ${(bytes / 1024).toFixed(0)} KB`);
    console.log(`press 재생 → playing over ${PLAYS} plays each (Chromium, loopback)`);
    console.log(`online  p50 ${report.play.online.p50Ms} ms  p95 ${report.play.online.p95Ms} ms`);
    console.log(`offline p50 ${report.play.offline.p50Ms} ms  p95 ${report.play.offline.p95Ms} ms`);
    console.log(`offline/online p50 / p95  ${report.play.ratioP50}× / ${report.play.ratioP95}×`);
    console.log(`저장 over ${SAVE_ROUNDS} rounds (medians)`);
    console.log(
      `press → 저장됨   ${mb(report.save.pressBytesPerSec)}  (${report.save.ratioPressToFetch}× fetch)`,
    );
    console.log(
      `worker download ${mb(report.save.downloadBytesPerSec)}  (${report.save.ratioDownloadToFetch}× fetch)`,
    );
    console.log(`plain fetch     ${mb(report.save.fetchBytesPerSec)}`);
    await writeFile(RESULT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await browser.close();
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
