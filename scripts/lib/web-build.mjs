// The web app's production build, redone only when its sources changed since the last one:
// `npm start` (scripts/start.mjs) and `npm run cluster` (scripts/cluster.mjs) both call it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = path.join(root, 'apps/web');
const stampFile = path.join(webDir, '.next/sogon-build-stamp');

/** A digest of every file the web build reads: sources, contract package, configs, lockfile. */
function sourceDigest() {
  const hash = createHash('sha256');
  const inputs = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(root, 'packages/contract/src'),
    path.join(webDir, 'next.config.ts'),
    path.join(webDir, 'package.json'),
    path.join(root, 'package-lock.json'),
  ];
  const walk = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry).sort()) walk(path.join(entry, name));
    } else {
      hash.update(path.relative(root, entry));
      hash.update(readFileSync(entry));
    }
  };
  for (const input of inputs) walk(input);
  return hash.digest('hex');
}

/**
 * Builds the web app (`next build`) unless the last build was of these very sources; exits the
 * process with the build's code when it fails. `log` gets one line when a build starts.
 */
export function buildWebIfChanged(log = (line) => console.log(line)) {
  const digest = sourceDigest();
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (built === digest) return;
  log('building the web app (first start, or its sources changed)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    // The digest names this build's service worker caches (next.config.ts).
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SOGON_BUILD_ID: digest.slice(0, 16) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, digest);
}
