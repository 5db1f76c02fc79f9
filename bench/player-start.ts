/**
 * Play-to-playing benchmark (issue 6): in Chromium on loopback, the time from pressing 재생 on
 * an episode page to the media element's `playing` event, over 20 plays, against a bare <audio>
 * element starting a static AAC file from the same server in the same run. Starts the whole site
 * (`scripts/start.mjs`) on a fresh DATA_DIR unless BENCH_BASE_URL points at a running one.
 *
 * Both sides start their media cold on every play: the bare <audio> with a fresh query string,
 * the player by clearing the browser's HTTP cache before each play (the public HLS playlists and
 * segments are cacheable, so they would otherwise come from disk after the first round). The
 * scripts stay warm, as for a returning visitor: the page reloads them before the click, and the
 * ones the first (uncounted) round fetched after its click (hls.js, the player) are fetched into
 * the HTTP cache again, without running them, before each click.
 */
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/browser.ts';
import { percentile } from './lib/percentile.ts';
import { startSite } from './lib/site.ts';

const RESULT_FILE = fileURLToPath(new URL('./results/player-start.json', import.meta.url));
const PLAYS = Number(process.env.BENCH_PLAYS ?? 20);

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    // The baseline file: a demo episode's AAC source, copied into the public media folder.
    let bareUrl = process.env.BENCH_BARE_URL ?? '';
    if (!bareUrl) {
      const demo = path.join(site.dataDir, 'media', 'private', 'demo', 'episodes');
      const file = (await readdir(demo)).find((name) => name.endsWith('.m4a'))!;
      await mkdir(path.join(site.dataDir, 'media', 'public', 'bench'), { recursive: true });
      await copyFile(path.join(demo, file), path.join(site.dataDir, 'media', 'public', 'bench', 'tone.m4a'));
      bareUrl = '/media/bench/tone.m4a';
    }
    const context = await browser.newContext({ baseURL: site.base, locale: 'ko-KR' });
    // tsx keeps function names with a helper that does not exist inside the page.
    await context.addInitScript('window.__name = (fn) => fn;');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Scripts the page asks for after the click (the player's chunks, hls.js), from the first round.
    let clicked = false;
    const lateScripts = new Set<string>();
    page.on('request', (request) => {
      if (clicked && request.resourceType() === 'script') lateScripts.add(request.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: '한밤의 빗소리' }).first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    await page
      .getByRole('region', { name: /에피소드/ })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/\/playlist\/\d+\/\d+$/);
    const episodeUrl = page.url();

    const player: number[] = [];
    const bare: number[] = [];
    for (let play = 0; play < PLAYS + 1; play += 1) {
      await cdp.send('Network.clearBrowserCache');
      await page.goto(episodeUrl);
      await page.waitForLoadState('networkidle');
      if (play > 0) {
        await page.evaluate(
          (urls) => Promise.all(urls.map((url) => fetch(url).then((response) => response.arrayBuffer()))),
          [...lateScripts],
        );
      }
      clicked = play === 0;
      const ms = await page.evaluate(async () => {
        const button = [
          ...document.querySelectorAll<HTMLButtonElement>('section[aria-labelledby="episode-title"] button'),
        ].find((candidate) => ['재생', '이어 듣기'].includes(candidate.textContent?.trim() ?? ''))!;
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
      });
      clicked = false;
      await page.goto('/favicon.ico').catch(() => {});
      const bareMs = await page.evaluate(async (src) => {
        const audio = new Audio();
        audio.muted = true;
        const started = performance.now();
        const playing = new Promise<number>((resolve) =>
          audio.addEventListener('playing', () => resolve(performance.now() - started), { once: true }),
        );
        audio.src = `${src}?n=${Math.random()}`;
        await audio.play();
        const ms = await playing;
        audio.pause();
        return ms;
      }, bareUrl);
      // The first round finds the scripts loaded after the click; it is not counted.
      if (play > 0) {
        player.push(ms);
        bare.push(bareMs);
      }
    }
    const report = {
      date: new Date().toISOString(),
      plays: PLAYS,
      cpus: os.cpus().length,
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
      note:
        'HLS files and the bare AAC file start cold on every play (HTTP cache cleared / fresh query); scripts warm. ' +
        'The machine is shared with other work: quote the ratios.',
      lateScripts: [...lateScripts].map((url) => new URL(url).pathname),
      player: {
        p50Ms: percentile(player, 0.5),
        p95Ms: percentile(player, 0.95),
        samples: player.map(Math.round),
      },
      bareAudio: {
        p50Ms: percentile(bare, 0.5),
        p95Ms: percentile(bare, 0.95),
        samples: bare.map(Math.round),
      },
      ratioP50: Number((percentile(player, 0.5) / percentile(bare, 0.5)).toFixed(2)),
      ratioP95: Number((percentile(player, 0.95) / percentile(bare, 0.95)).toFixed(2)),
    };
    console.log(`play → playing over ${PLAYS} plays (Chromium, loopback)`);
    console.log(`player (HLS, hls.js)  p50 ${report.player.p50Ms} ms  p95 ${report.player.p95Ms} ms`);
    console.log(`bare <audio> (AAC)    p50 ${report.bareAudio.p50Ms} ms  p95 ${report.bareAudio.p95Ms} ms`);
    console.log(`ratio p50 / p95       ${report.ratioP50}× / ${report.ratioP95}×`);
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
