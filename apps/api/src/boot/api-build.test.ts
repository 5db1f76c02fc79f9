import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the start script, without type declarations.
import { buildApi, rewriteImportMetaUrl } from '../../../../scripts/lib/api-build.mjs';
import { MIGRATIONS_DIR } from '../db/migrate.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
// Inside the repository, so the bundle's package imports resolve from its node_modules as they do
// for the real one in apps/api/.build.
const outDir = path.join(root, `apps/api/.build-test-${process.pid}`);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the API bundle npm start runs', () => {
  it("gives each bundled module its source file's import.meta.url", () => {
    const source = path.join(root, 'apps/api/src/db/migrate.ts');
    const rewritten = rewriteImportMetaUrl(
      "export const DIR = fileURLToPath(new URL('./migrations', import.meta.url));",
      source,
      outDir,
    ) as string;
    expect(rewritten).not.toMatch(/new URL\('\.\/migrations', import\.meta\.url\)/);
    // What the expression evaluates to in a module of the bundle.
    const bundleUrl = pathToFileURL(path.join(outDir, 'main.mjs')).href;
    const evaluate = new Function(
      'bundleUrl',
      `return ${rewritten.match(/new URL\(".*?", import\.meta\.url\)\.href/)![0].replace('import.meta.url', 'bundleUrl')};`,
    );
    expect(fileURLToPath(new URL('./migrations', evaluate(bundleUrl) as string))).toBe(MIGRATIONS_DIR);
    expect(rewriteImportMetaUrl('const a = 1;', source, outDir)).toBe('const a = 1;');
  });

  it('loads without tsx: our TypeScript is inside, packages come from node_modules', async () => {
    await buildApi(outDir);
    // The entries, beside shared chunks and what loads on demand (tracing's exporter).
    expect(readdirSync(outDir)).toEqual(
      expect.arrayContaining(['early-database.mjs', 'main.mjs', 'preload.mjs', 'startup-error.mjs']),
    );
    // No import of a .ts file is left for Node to load.
    for (const name of readdirSync(outDir).filter((file) => file.endsWith('.mjs')))
      expect(readFileSync(path.join(outDir, name), 'utf8')).not.toMatch(/from\s*["'][^"']+\.ts["']/);
    const script = `
      const at = (name) => import(new URL(name + '.mjs', ${JSON.stringify(pathToFileURL(`${outDir}/`).href)}).href);
      await at('preload');
      const { startDatabaseEarly } = await at('early-database');
      const { main } = await at('main');
      const { StartupError, startupFailure } = await at('startup-error');
      console.log(JSON.stringify([typeof startDatabaseEarly, typeof main, startupFailure(new StartupError('known'))]));
    `;
    const printed = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      // Node itself, without loader hooks (tsx, vitest) passed down in NODE_OPTIONS.
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(JSON.parse(printed.trim().split('\n').at(-1)!)).toEqual(['function', 'function', 'known']);
  });
});
