#!/usr/bin/env node
// `npm run openapi:lint [-- file]`: Redocly's recommended rules and Spectral's spectral:oas ruleset over the
// committed OpenAPI document, as other people's tools read it. Any error from either fails (exit 1);
// warnings are printed as counts. CI runs it right after `npm run openapi:check`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const document = path.resolve(process.argv[2] ?? path.join(root, 'docs/openapi.json'));
const configs = path.join(root, 'docs/openapi-lint');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// No telemetry and no update check: the linters run offline.
const env = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
};

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
}

function counts(problems, severityOf) {
  const tally = { error: 0, warning: 0 };
  for (const problem of problems) tally[severityOf(problem)] += 1;
  return tally;
}

const redocly = run(bin('redocly'), [
  'lint',
  document,
  '--config',
  path.join(configs, 'redocly.yaml'),
  '--format',
  'json',
  '--max-problems',
  '100000',
]);
const redoclyProblems = JSON.parse(redocly.stdout).problems;
const redoclyCounts = counts(redoclyProblems, (p) => (p.severity === 'error' ? 'error' : 'warning'));

const spectral = run(bin('spectral'), [
  'lint',
  document,
  '--ruleset',
  path.join(configs, 'spectral.yaml'),
  '--format',
  'json',
  '--fail-severity',
  'error',
  '--quiet',
]);
const spectralProblems = spectral.stdout.trim() ? JSON.parse(spectral.stdout) : [];
const spectralCounts = counts(spectralProblems, (p) => (p.severity === 0 ? 'error' : 'warning'));

for (const p of redoclyProblems.filter((problem) => problem.severity === 'error')) {
  console.error(`[openapi:lint] redocly ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`);
}
for (const p of spectralProblems.filter((problem) => problem.severity === 0)) {
  console.error(`[openapi:lint] spectral ${p.code}: ${p.message} at #/${p.path.join('/')}`);
}
console.log(
  `[openapi:lint] redocly: ${redoclyCounts.error} errors, ${redoclyCounts.warning} warnings; ` +
    `spectral: ${spectralCounts.error} errors, ${spectralCounts.warning} warnings`,
);
const failed =
  redoclyCounts.error > 0 || spectralCounts.error > 0 || redocly.status !== 0 || spectral.status !== 0;
if (failed && redoclyCounts.error === 0 && spectralCounts.error === 0) {
  console.error(redocly.stderr, spectral.stderr);
}
process.exit(failed ? 1 : 0);
