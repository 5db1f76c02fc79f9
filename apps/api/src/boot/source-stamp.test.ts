import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the start script, without type declarations.
import { sourceStamp } from '../../../../scripts/lib/source-stamp.mjs';

interface Stamp {
  digest(): string;
  upToDate(): boolean;
  write(dir?: string): void;
}

let dir = '';
/** A stamp over `dir/src`, kept in `dir/out` as scripts/lib/web-build.mjs keeps its own. */
const stamp = (): Stamp =>
  sourceStamp({ root: dir, inputs: [path.join(dir, 'src')], stampFile: path.join(dir, 'out', 'stamp') });

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sogon-stamp-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src/a.ts'), 'export const a = 1;');
  writeFileSync(path.join(dir, 'src/b.ts'), 'export const b = 2;');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('build stamps', () => {
  it('trusts a build of untouched sources, and sees an edit that kept size and mtime', () => {
    expect(stamp().upToDate()).toBe(false);
    // Whole seconds, so the edit below can put back exactly the mtime the stamp recorded.
    const file = path.join(dir, 'src/a.ts');
    utimesSync(file, 1_700_000_000, 1_700_000_000);
    const build = stamp();
    build.write();
    expect(stamp().upToDate()).toBe(true);

    // Same length, same mtime: only the contents (and the ctime the kernel sets) differ.
    writeFileSync(file, 'export const a = 7;');
    utimesSync(file, 1_700_000_000, 1_700_000_000);
    const edited = stamp();
    expect(edited.upToDate()).toBe(false);
    expect(edited.digest()).not.toBe(build.digest());
  });

  it('sees a new file', () => {
    stamp().write();
    writeFileSync(path.join(dir, 'src/c.ts'), 'export const c = 3;');
    expect(stamp().upToDate()).toBe(false);
  });

  it('rehashes a touched source once and trusts it again when its contents are the same', () => {
    stamp().write();
    const statsFile = path.join(dir, 'out', 'stamp.stats');
    const recorded = readFileSync(statsFile, 'utf8');
    const file = path.join(dir, 'src/b.ts');
    writeFileSync(file, readFileSync(file));
    expect(stamp().upToDate()).toBe(true);
    // The new stats were recorded, so the next start reads no contents.
    expect(readFileSync(statsFile, 'utf8')).not.toBe(recorded);
    expect(stamp().upToDate()).toBe(true);
  });
});
