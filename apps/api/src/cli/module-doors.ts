/**
 * The module front-door rule (ADR 072): code outside a module reaches it only through its door,
 * `#api/modules/<name>` (the module's index.ts). An import from anywhere else into another
 * module's files (its repository, service, routes...) is refused, and so is any import of the API
 * from the client packages (packages/contract, packages/media, apps/web). `npm run lint` runs the
 * check (cli/check-module-doors.ts); module-doors.test.ts proves it refuses a deep import.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Folders whose sources the rule reads, relative to the repository root. */
export const CHECKED_ROOTS = [
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'packages',
  'bench',
  'cluster',
  'e2e',
  'scripts',
] as const;

/** Packages a browser bundle is built from: they never import the API at all. */
const CLIENT_ROOTS = ['apps/web/', 'packages/'];

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'dist', 'results', 'fonts']);
const MODULES_DIR = 'apps/api/src/modules/';
const API_DIR = 'apps/api/';
/** The composition: it lists every module's definition (module.ts). */
const COMPOSITION_DIR = 'apps/api/src/app/';

export interface DoorViolation {
  /** The importing file, relative to the repository root. */
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

/** Every import specifier of a source text with its line: static, re-export, dynamic and vi.mock. */
export function importSpecifiers(source: string): { specifier: string; line: number }[] {
  const lineOf = (position: number) => source.slice(0, position).split('\n').length;
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const found = importedFiles.map((file) => ({ specifier: file.fileName, line: lineOf(file.pos) }));
  // A mocked module is reached as surely as an imported one.
  for (const match of source.matchAll(
    /\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g,
  )) {
    found.push({ specifier: match[1]!, line: lineOf(match.index ?? 0) });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Where a specifier points inside the repository (no extension, no /index), or null for packages. */
export function resolveSpecifier(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('#api/')) target = `apps/api/src/${specifier.slice('#api/'.length)}`;
  else if (specifier.startsWith('@sogon/api')) target = `apps/api/${specifier.slice('@sogon/api'.length)}`;
  else if (specifier.startsWith('.')) {
    target = path.posix.join(path.posix.dirname(file), specifier);
  } else return null;
  return path.posix
    .normalize(target)
    .replace(SOURCE, '')
    .replace(/\/index$/, '')
    .replace(/\/$/, '');
}

/** Test files and the API's shared test helpers (apps/api/test) may use a module's test kit. */
export function isTestCode(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.startsWith('apps/api/test/');
}

function moduleOf(target: string): { name: string; rest: string } | null {
  if (!target.startsWith(MODULES_DIR)) return null;
  const [name, ...rest] = target.slice(MODULES_DIR.length).split('/');
  // Files beside the modules (viewer.ts) are shared helpers, not a module.
  if (!name || rest.length === 0) return null;
  return { name, rest: rest.join('/') };
}

/** The violations of one file's imports; `file` is relative to the repository root, in posix form. */
export function checkImports(file: string, source: string): DoorViolation[] {
  const violations: DoorViolation[] = [];
  const client = CLIENT_ROOTS.some((root) => file.startsWith(root));
  const own = moduleOf(file);
  for (const { specifier, line } of importSpecifiers(source)) {
    const target = resolveSpecifier(file, specifier);
    if (target === null) continue;
    if (client && (target === 'apps/api' || target.startsWith(API_DIR))) {
      violations.push({
        file,
        line,
        specifier,
        reason: 'client code (apps/web, packages/*) never imports the API: it talks over HTTP only',
      });
      continue;
    }
    const into = target.startsWith(MODULES_DIR) ? target.slice(MODULES_DIR.length).split('/') : null;
    if (!into || into.length < 2 || !into[0]) continue;
    const [name, ...rest] = into;
    if (own?.name === name) continue;
    // A module's definition (module.ts) is the composition's to list (app/modules.ts), and its
    // test kit a second door for tests only (ADR 072).
    if (rest.join('/') === 'module' && file.startsWith(COMPOSITION_DIR)) continue;
    if (rest.join('/') === 'test-kit' && isTestCode(file)) continue;
    violations.push({
      file,
      line,
      specifier,
      reason: `reaches into the ${name} module's internals: import its door, '#api/modules/${name}'`,
    });
  }
  return violations;
}

async function sourceFiles(root: string, relative: string): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) {
        files.push(...(await sourceFiles(root, child)));
      }
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(child);
  }
  return files;
}

/** Every violation in the repository's sources, in file order. */
export async function findDoorViolations(root = REPOSITORY_ROOT): Promise<DoorViolation[]> {
  const violations: DoorViolation[] = [];
  for (const checked of CHECKED_ROOTS) {
    for (const file of await sourceFiles(root, checked)) {
      violations.push(...checkImports(file, await readFile(path.join(root, file), 'utf8')));
    }
  }
  return violations;
}

export function describeViolation(violation: DoorViolation): string {
  return `${violation.file}:${violation.line} imports '${violation.specifier}': ${violation.reason}`;
}
