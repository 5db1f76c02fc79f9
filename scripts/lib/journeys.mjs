// The browser journeys (e2e/*.e2e.ts) against a running site, as `npm run test:e2e` and CI's
// newcomer stage run them: the site's database and two console operators are handed over, and
// vitest's JSON report names the journeys that failed or passed only on a second try.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const say = (line) => console.log(`[e2e] ${line}`);

/**
 * The site's database: DATABASE_URL, or the embedded server, whose generated credentials
 * start.mjs left in DATA_DIR (apps/api/src/db/embedded.ts) and its `sogon` database
 * (apps/api/src/boot/database.ts).
 */
export function siteDatabaseUrl(dataDir, pgPort) {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const { user, password } = JSON.parse(readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8'));
  return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/sogon`;
}

/**
 * An operator of the console for the journeys, made the way a deployment makes its first one
 * (`npm run ops:create-operator`), on the site's database and with its DATA_DIR secrets; the
 * printed JSON (e-mail, password, TOTP secret) becomes E2E_OPS_OPERATOR (role operator) or
 * E2E_OPS_FINANCE (role finance, who approves and pays settlements).
 */
function createOperator(databaseUrl, dataDir, email, role) {
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/create-operator.ts', '--email', email, '--role', role, '--json'],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  say(`created the journeys' console ${role} with npm run ops:create-operator`);
  return printed.trim();
}

/**
 * Runs vitest over the journeys (`vitestArgs`, e.g. file names or `-t 'modal'`) against `baseUrl`.
 * With `site` ({ dataDir, pgPort }) the journeys get its database and two operators made on it;
 * without, E2E_DATABASE_URL and the operators are taken as given. Resolves with the exit code.
 */
export async function runJourneys({ baseUrl, site = null, vitestArgs = [], report = null }) {
  const env = { ...process.env, E2E_BASE_URL: baseUrl };
  if (site) {
    const databaseUrl = siteDatabaseUrl(site.dataDir, site.pgPort);
    Object.assign(env, {
      E2E_DATABASE_URL: databaseUrl,
      E2E_OPS_OPERATOR: createOperator(databaseUrl, site.dataDir, 'e2e-operator@sogon.test', 'operator'),
      E2E_OPS_FINANCE: createOperator(databaseUrl, site.dataDir, 'e2e-finance@sogon.test', 'finance'),
      // Commands a journey runs as an operator would (settlement:close) use the site's secrets.
      E2E_DATA_DIR: site.dataDir,
    });
  }
  say(`running the browser journeys against ${baseUrl}`);
  const args = ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...vitestArgs];
  if (report) args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: root, stdio: 'inherit', env });
    child.once('error', (error) => {
      console.error('[e2e] could not run vitest:', error);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Vitest's JSON report of the journeys: its files, none when it did not run or wrote nothing. */
function reportedJourneyFiles(report) {
  try {
    return JSON.parse(readFileSync(report, 'utf8')).testResults ?? [];
  } catch {
    return [];
  }
}

/** Lines naming the failed journeys, with the first lines of why (for the end of a CI log). */
export function failedJourneys(report) {
  const lines = [];
  for (const file of reportedJourneyFiles(report)) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(
        `[e2e] FAILED ${name}: ${String(file.message ?? '')
          .split('\n')
          .slice(0, 3)
          .join(' | ')}`,
      );
    }
    for (const test of failed) {
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')
        .filter((line) => line.trim() && !line.trim().startsWith('at '))
        .slice(0, 4)
        .join(' | ');
      lines.push(`[e2e] FAILED ${name} › ${test.fullName}: ${why.slice(0, 600)}`);
    }
  }
  return lines.length ? [`[e2e] ${lines.length} failed journey(s):`, ...lines] : [];
}

/** The journeys that failed a first try and passed the second (CI retries once: e2e/vitest.config.ts). */
export function retriedJourneys(report) {
  const lines = [];
  for (const file of reportedJourneyFiles(report)) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'passed' || !test.failureMessages?.length) continue;
      const why = String(test.failureMessages[0]).split('\n')[0].slice(0, 300);
      lines.push(`[e2e] FLAKY ${path.relative(root, file.name)} › ${test.fullName}: first try: ${why}`);
    }
  }
  return lines.length ? [`[e2e] ${lines.length} journey(s) passed only on a second try:`, ...lines] : [];
}
