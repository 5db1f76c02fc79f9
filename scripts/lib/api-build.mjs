// The API's production build: `npm start` runs the server from one bundle of our TypeScript
// (apps/api and the workspace packages) instead of compiling ~600 files through tsx's loader
// hooks at every start. Rebuilt, like the web app, only when its sources changed (ADR 053).
import { readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceStamp } from './source-stamp.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where the bundle lives (ignored by git); its entry points are `<name>.mjs`. */
export const API_BUILD_DIR = path.join(root, 'apps/api/.build');
const stampFile = path.join(API_BUILD_DIR, 'sogon-build-stamp');

/** The entry points: what scripts/start.mjs imports, in that order. */
export const API_ENTRIES = {
  preload: 'apps/api/src/observability/preload.ts',
  'early-database': 'apps/api/src/boot/early-database.ts',
  main: 'apps/api/src/main.ts',
  'startup-error': 'apps/api/src/lib/startup-error.ts',
};

/** Our sources the bundle holds; every other import stays a package import. */
const SOURCE_DIRS = ['apps/api/src', 'packages/contract/src', 'packages/media/src'];

/**
 * What the bundle is made of: our sources, the configs and the lockfile, and the folder itself
 * (the bundle's paths to migrations, assets and the web app are relative, but a moved checkout
 * should not trust a stamp it did not write).
 */
const stamp = () =>
  sourceStamp({
    root,
    stampFile,
    salt: root,
    inputs: [
      ...SOURCE_DIRS,
      'package-lock.json',
      'tsconfig.base.json',
      'apps/api/package.json',
      'scripts/lib/api-build.mjs',
      'scripts/lib/source-stamp.mjs',
    ].map((entry) => path.join(root, entry)),
    include: (file) => !file.endsWith('.test.ts'),
  });

/**
 * `import.meta.url` of a bundled module names the bundle, not the source file. Each module's own
 * is rewritten to the URL its source file has, relative to the bundle's file, so
 * `new URL('./migrations', import.meta.url)` and `createRequire(import.meta.url)` mean what they
 * mean under tsx.
 */
export function rewriteImportMetaUrl(source, sourceFile, outDir) {
  if (!source.includes('import.meta.url')) return source;
  const relative = path.relative(outDir, sourceFile).split(path.sep).join('/');
  return source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
}

/** Bundles the entries into `outDir` (ESM, shared chunks split out). Returns esbuild's metafile. */
export async function buildApi(outDir = API_BUILD_DIR) {
  const esbuild = await import('esbuild');
  const ours = SOURCE_DIRS.map((dir) => path.join(root, dir) + path.sep);
  const isOurs = (file) => ours.some((dir) => file.startsWith(dir));
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(API_ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'sogon-sources',
        setup(build) {
          // Packages stay imports (resolved from node_modules at run time), except the workspace's
          // own, which are TypeScript sources.
          build.onResolve({ filter: /^[^./#]/ }, (args) => {
            if (args.path.startsWith('@sogon/') || args.path.startsWith('node:')) return undefined;
            return { path: args.path, external: true };
          });
          build.onLoad({ filter: /\.ts$/ }, (args) => {
            if (!isOurs(args.path)) return undefined;
            const source = readFileSync(args.path, 'utf8');
            return { contents: rewriteImportMetaUrl(source, args.path, outDir), loader: 'ts' };
          });
        },
      },
    ],
  });
  return result.metafile;
}

/** The bundle's entry URL, for `import()`. */
export const apiEntryUrl = (name, outDir = API_BUILD_DIR) =>
  pathToFileURL(path.join(outDir, `${name}.mjs`)).href;

/**
 * Builds the API bundle unless the last build was of these very sources. Returns false when the
 * bundle cannot be built here (esbuild missing): the caller then runs the sources through tsx.
 */
export async function buildApiIfChanged(log = (line) => console.log(line)) {
  const sources = stamp();
  if (sources.upToDate()) return true;
  const startedAt = Date.now();
  // Built beside and moved in whole: a server starting meanwhile never sees half a bundle.
  const building = `${API_BUILD_DIR}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    await buildApi(building);
  } catch (error) {
    log(`could not bundle the API (${error.message}); running its sources through tsx`);
    rmSync(building, { recursive: true, force: true });
    return false;
  }
  sources.write(building);
  rmSync(API_BUILD_DIR, { recursive: true, force: true });
  renameSync(building, API_BUILD_DIR);
  log(`bundled the API in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return true;
}
