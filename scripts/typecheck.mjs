// `npm run typecheck`: tsc over every TypeScript project, as many at a time as there are cores
// (one tsc uses one core), the longest first. Each project's time is printed; the output of a
// failing one follows, and any failure fails the run.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

/** The projects, longest first (measured on 2 cores); `noEmit` where the tsconfig does not say it. */
const PROJECTS = [
  ['bench', ['--noEmit']],
  ['apps/api', []],
  ['apps/web', []],
  ['packages/contract', []],
  ['cluster', ['--noEmit']],
  ['e2e', ['--noEmit']],
  ['packages/media', []],
];

function check([project, extra]) {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, ...extra], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      console.log(`[typecheck] ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      if (code !== 0) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const workers = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
  let ok = true;
  for (let next = queue.shift(); next; next = queue.shift()) ok = (await check(next)) && ok;
  return ok;
});
const results = await Promise.all(workers);
process.exit(results.every(Boolean) ? 0 : 1);
