// The web app's production build, redone only when its sources changed since the last one:
// `npm start` (scripts/start.mjs) and `npm run cluster` (scripts/cluster.mjs) both call it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceStamp } from './source-stamp.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = path.join(root, 'apps/web');
const stampFile = path.join(webDir, '.next/sogon-build-stamp');

/** Every file the web build reads: sources, contract package, configs, lockfile. */
const stamp = () =>
  sourceStamp({
    root,
    stampFile,
    inputs: [
      path.join(webDir, 'src'),
      path.join(webDir, 'public'),
      path.join(root, 'packages/contract/src'),
      path.join(webDir, 'next.config.ts'),
      path.join(webDir, 'package.json'),
      path.join(root, 'package-lock.json'),
    ],
  });

/**
 * Builds the web app (`next build`) unless the last build was of these very sources; exits the
 * process with the build's code when it fails. `log` gets one line when a build starts.
 */
export function buildWebIfChanged(log = (line) => console.log(line)) {
  const sources = stamp();
  if (sources.upToDate()) return;
  const digest = sources.digest();
  log('building the web app (first start, or its sources changed)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    // The digest names this build's service worker caches (next.config.ts).
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SOGON_BUILD_ID: digest.slice(0, 16) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  sources.write();
}
