/**
 * Lighthouse against the site: a headless Chromium with a DevTools port, and one audit run that
 * returns the category scores and the audits below a full score. Used by the web quality
 * journey (accessibility, best practices, SEO) and by bench/web.ts (performance too).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './browser.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

/** A headless Chromium with a DevTools port for Lighthouse, on a throwaway profile. */
export async function startChrome(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'sogon-lh-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {}
    if (tries > 100) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export interface LighthouseRun {
  /** Scores of the categories asked for (0 to 1). */
  scores: Scores;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Weighted audits below a full score, as `category: audit-id`. */
  failing: string[];
}

export async function audit(
  url: string,
  port: number,
  categories: readonly Category[] = CATEGORIES,
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score ?? 0])) as Scores;
  const failing = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((entry) => entry.score !== null && entry.score < 1)
      .map((entry) => `${id}: ${entry.id}`),
  );
  return {
    scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing,
  };
}

/**
 * The paths of the site's first sitemap, found as crawlers find it: robots.txt names the index
 * (/sitemap.xml), the index names the files.
 */
export async function sitemapPaths(base: string): Promise<string[]> {
  const locs = async (url: string) => {
    const response = await fetch(new URL(new URL(url).pathname, base));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  };
  const robots = await (await fetch(`${base}/robots.txt`)).text();
  const indexUrl = /Sitemap:\s*(\S+)/i.exec(robots)?.[1];
  if (!indexUrl) throw new Error('robots.txt names no sitemap');
  const [first] = await locs(indexUrl);
  if (!first) throw new Error('the sitemap index names no file');
  return (await locs(first)).map((loc) => new URL(loc).pathname);
}
