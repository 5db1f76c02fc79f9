// The child processes of `npm run cluster` (scripts/cluster.mjs): started in their own process
// groups with their output in log files, stopped with a signal and SIGKILL after a time, waited
// for until ready, and all killed when the script exits unexpectedly.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `url` answers 200 within 2 s. */
export async function answers200(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return response.status === 200;
}

function logTail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** The processes one script starts in `cwd`; `say` reports a stop that needed SIGKILL. */
export function processGroup({ cwd, say, stopTimeoutMs }) {
  /** Every process started here, so an unexpected exit of this script takes them down too. */
  const running = new Set();
  process.on('exit', () => {
    for (const proc of running) {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });

  /**
   * Starts a process in its own process group (a Ctrl-C reaches this script only, which stops
   * them in order), its output appended to `logFile`. `onLine` sees its standard output.
   */
  function startProcess({ name, command, args, env, logFile, onLine }) {
    const log = createWriteStream(logFile, { flags: 'a' });
    log.write(`--- ${new Date().toISOString()} ${name}: ${command} ${args.join(' ')}\n`);
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const proc = { name, child, pid: child.pid, logFile, exit: null };
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    if (onLine) createInterface({ input: child.stdout }).on('line', onLine);
    proc.exited = new Promise((resolve) => {
      child.once('error', (error) => {
        log.write(`could not start: ${error.message}\n`);
        proc.exit = { code: null, signal: null, error };
        resolve(proc.exit);
      });
      child.once('exit', (code, signal) => {
        proc.exit = { code, signal };
        running.delete(proc);
        log.write(`--- ${new Date().toISOString()} ${name} exited (code ${code}, signal ${signal})\n`);
        log.end();
        resolve(proc.exit);
      });
    });
    if (child.pid) running.add(proc);
    return proc;
  }

  const alive = (proc) => Boolean(proc && !proc.exit);

  /** Sends `signal`, waits for the exit; SIGKILL to its group after `timeoutMs`. */
  async function stopProcess(proc, signal = 'SIGTERM', timeoutMs = stopTimeoutMs) {
    if (!alive(proc)) return proc?.exit ?? null;
    proc.child.kill(signal);
    const exit = await Promise.race([proc.exited, sleep(timeoutMs).then(() => null)]);
    if (exit) return exit;
    say(`${proc.name} did not stop within ${timeoutMs / 1000} s: killing it`);
    try {
      process.kill(-proc.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    return proc.exited;
  }

  /** Polls `ready()` until it is true; throws when `proc` exits first or time runs out. */
  async function waitFor(what, proc, ready, timeoutMs) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (proc && !alive(proc)) {
        throw new Error(
          `${what} exited (code ${proc.exit.code}, signal ${proc.exit.signal}); its log ${proc.logFile}:\n${logTail(proc.logFile)}`,
        );
      }
      if (await ready().catch(() => false)) return;
      await sleep(250);
    }
    throw new Error(`${what} was not ready within ${timeoutMs / 1000} s; its log: ${proc?.logFile}`);
  }

  return { startProcess, stopProcess, alive, waitFor };
}
