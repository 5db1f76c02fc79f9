import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What the browser downloads: every module a 'use client' file reaches by value imports. zod
// (about 30 kB gzipped) must not be among them on ordinary pages, so client code takes plain
// constants from @sogon/contract/limits or media-constants and types with `import type`.

const WEB_SRC = path.dirname(fileURLToPath(import.meta.url));
const CONTRACT_SRC = path.resolve(WEB_SRC, '../../../packages/contract/src');

/** Client files allowed to validate with zod: pages a listener reaches rarely (a popup callback). */
const ALLOWED = new Set(['components/identity/PassCallback.tsx']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Value imports (not `import type`, not `export type`) of a module, by specifier. */
function valueImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gms;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    const clause = match[0];
    // `import { type A, type B } from` imports nothing at run time either.
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    if (named && !/^import\s+\w/.test(clause.replace(/^import\s+\{/, 'import {'))) {
      const names = named
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    }
    found.push(match[2]!);
  }
  return found;
}

function resolve(specifier: string, from: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('@web/')) base = path.join(WEB_SRC, specifier.slice(5));
  else if (specifier.startsWith('@sogon/contract/')) base = path.join(CONTRACT_SRC, specifier.slice(16));
  else if (specifier === '@sogon/contract') base = path.join(CONTRACT_SRC, 'index');
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The chain of files from `entry` to the first module `isTarget` accepts (a bare specifier or a
 * resolved file), following static value imports only (a dynamic `import()` starts a chunk of its
 * own), or null when none is reached.
 */
function pathTo(
  entry: string,
  isTarget: (specifier: string, file: string | null) => boolean,
): string[] | null {
  const seen = new Set<string>();
  const queue: { file: string; chain: string[] }[] = [{ file: entry, chain: [entry] }];
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      const next = resolve(specifier, file);
      if (isTarget(specifier, next)) return next ? [...chain, next] : [...chain, specifier];
      if (next) queue.push({ file: next, chain: [...chain, next] });
    }
  }
  return null;
}

const isZod = (specifier: string) => specifier === 'zod' || specifier.startsWith('zod/');
const pathToZod = (entry: string) => {
  const chain = pathTo(entry, isZod);
  return chain ? chain.slice(0, -1) : null;
};

/**
 * What loads on the first play (components/player/PlayerHost.tsx), never with a page: hls.js,
 * the engine and the player's UI (mini bar, full view).
 */
const PLAYER_ON_PLAY = [
  'lib/player/engine.ts',
  'lib/player/create-engine.ts',
  'components/player/PlayerRuntime.tsx',
  'components/player/MiniPlayer.tsx',
].map((file) => path.join(WEB_SRC, file));
const isPlayerOnPlay = (specifier: string, file: string | null) =>
  specifier === 'hls.js' ||
  specifier.startsWith('hls.js/') ||
  (file !== null && PLAYER_ON_PLAY.includes(file));

const relative = (chain: string[]) =>
  chain.map((file) => (path.isAbsolute(file) ? path.relative(WEB_SRC, file) : file)).join(' → ');

describe('client bundles', () => {
  it('reach zod from no client component but the allowed ones', () => {
    const clientFiles = walk(WEB_SRC).filter((file) =>
      /^['"]use client['"]/m.test(readFileSync(file, 'utf8')),
    );
    expect(clientFiles.length).toBeGreaterThan(20);
    const offenders = clientFiles
      .filter((file) => !ALLOWED.has(path.relative(WEB_SRC, file)))
      .map((file) => pathToZod(file))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) =>
        chain.map((file) => path.relative(path.resolve(WEB_SRC, '../../..'), file)).join(' → '),
      );
    expect(offenders).toEqual([]);
  });

  it('sees a zod import when there is one', () => {
    expect(valueImports("import { z } from 'zod';")).toEqual(['zod']);
    expect(valueImports("import type { TUser } from './user.ts';")).toEqual([]);
    expect(valueImports("import { type A, type B } from './x.ts';")).toEqual([]);
    expect(valueImports("import { type A, B } from './x.ts';")).toEqual(['./x.ts']);
    expect(pathToZod(path.join(WEB_SRC, 'components/identity/PassCallback.tsx'))).not.toBeNull();
  });

  // Issue 19: the root layout kept the player (and with it the engine) in every page's first load.
  it('reach the player and hls.js from no layout or page: they load on the first play', () => {
    const entries = walk(path.join(WEB_SRC, 'app')).filter((file) => /\/(layout|page)\.tsx$/.test(file));
    expect(entries.length).toBeGreaterThan(20);
    const offenders = entries
      .map((file) => pathTo(file, isPlayerOnPlay))
      .filter((chain): chain is string[] => chain !== null)
      .map(relative);
    expect(offenders).toEqual([]);
  });

  it('sees the player when a page imports it', () => {
    const runtime = path.join(WEB_SRC, 'components/player/PlayerRuntime.tsx');
    expect(pathTo(runtime, isPlayerOnPlay)).not.toBeNull();
    expect(pathTo(path.join(WEB_SRC, 'lib/player/hls-attach.ts'), isPlayerOnPlay)).toBeNull();
    expect(isPlayerOnPlay('hls.js/light', null)).toBe(true);
  });
});

// Issue 19: every page's first load stays under 150 kB gzipped. The whole message catalog
// (messages/ko.ts) and the whole endpoint manifest (routes/manifest.ts, through routes/client.ts)
// are for server code: browser code imports the catalog's area it shows and the endpoint modules
// it calls (lib/api/browser.ts's browserApi). The operator console's client (lib/api/ops.ts) may
// take the whole manifest: it is no public page.
const CATALOG = path.join(CONTRACT_SRC, 'messages/ko.ts');
const MANIFEST = path.join(CONTRACT_SRC, 'routes/manifest.ts');
const CONSOLE_API = path.join(WEB_SRC, 'lib/api/ops.ts');

describe('client bundles, the catalog and the endpoint manifest', () => {
  const clientFiles = () =>
    walk(WEB_SRC).filter((file) => /^['"]use client['"]/m.test(readFileSync(file, 'utf8')));

  it('reach the whole message catalog from no client component', () => {
    const offenders = clientFiles()
      .map((file) => pathTo(file, (_specifier, resolved) => resolved === CATALOG))
      .filter((chain): chain is string[] => chain !== null)
      .map(relative);
    expect(offenders).toEqual([]);
  });

  it('reach the whole endpoint manifest from no client component but the console', () => {
    const offenders = clientFiles()
      .filter((file) => file !== CONSOLE_API)
      .filter((file) => pathTo(file, (_specifier, resolved) => resolved === CONSOLE_API) === null)
      .map((file) => pathTo(file, (_specifier, resolved) => resolved === MANIFEST))
      .filter((chain): chain is string[] => chain !== null)
      .map(relative);
    expect(offenders).toEqual([]);
  });

  it('sees the catalog and the manifest when a file reaches them', () => {
    const server = path.join(WEB_SRC, 'lib/api/server.ts');
    expect(pathTo(server, (_specifier, resolved) => resolved === MANIFEST)).not.toBeNull();
    expect(resolve('@sogon/contract/messages/ko', server)).toBe(CATALOG);
  });
});
