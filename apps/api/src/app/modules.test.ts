import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules.ts';

const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));

describe('the module list', () => {
  it('holds every module folder that composes itself, once', async () => {
    const folders: string[] = [];
    for (const entry of await readdir(MODULES_DIR, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const files = await readdir(path.join(MODULES_DIR, entry.name));
      if (files.includes('module.ts')) folders.push(entry.name);
    }
    const listed = MODULES.map((module) => module.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(folders.sort());
  });

  it('has a module.ts wherever routes are declared', async () => {
    const missing: string[] = [];
    for (const entry of await readdir(MODULES_DIR, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const files = await readdir(path.join(MODULES_DIR, entry.name));
      const declaresRoutes = files.some((file) => /(^|[.-])routes\.ts$/.test(file));
      // The sandboxes and nested comment routes are composed by the module they serve.
      const servedBy = ['oauth-sandbox', 'payment-sandbox', 'identity-sandbox', 'bank-sandbox'];
      if (declaresRoutes && !files.includes('module.ts') && !servedBy.includes(entry.name))
        missing.push(entry.name);
    }
    expect(missing).toEqual([]);
  });
});
