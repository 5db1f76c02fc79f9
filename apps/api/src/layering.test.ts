import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The layers are enforced by the linter (biome.json overrides, ADR 029): a route that imports a
// repository or the database, or web code that imports the API, fails `npm run lint`. Each case
// writes a probe file where such code would live and lints it.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const biome = path.join(root, 'node_modules/.bin/biome');
const probeDirs = [
  path.join(root, 'apps/api/src/modules/zz-layering-probe'),
  path.join(root, 'apps/web/src/zz-layering-probe'),
];

afterAll(async () => {
  for (const dir of probeDirs) await rm(dir, { recursive: true, force: true });
});

async function lint(relative: string, source: string): Promise<{ ok: boolean; output: string }> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
  try {
    const { stdout, stderr } = await promisify(execFile)(biome, ['lint', file], { cwd: root });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('layers the linter enforces', () => {
  it('refuses a route that imports a repository or drizzle', async () => {
    const repository = await lint(
      'apps/api/src/modules/zz-layering-probe/routes.ts',
      "import type { SiteRepository } from '#api/modules/site/repository';\nexport type Probe = SiteRepository;\n",
    );
    expect(repository.ok).toBe(false);
    expect(repository.output).toContain('never repositories or the database');
    const drizzle = await lint(
      'apps/api/src/modules/zz-layering-probe/feeds.routes.ts',
      "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n",
    );
    expect(drizzle.ok).toBe(false);
    expect(drizzle.output).toContain('queries live in repositories');
  }, 30_000);

  it('refuses a {result} route declared outside the route table', async () => {
    const declared = await lint(
      'apps/api/src/modules/zz-layering-probe/routes.ts',
      "import { envelope } from '#api/http/envelope';\nexport const probe = envelope;\n",
    );
    expect(declared.ok).toBe(false);
    expect(declared.output).toContain('comes from the route table');
  }, 30_000);

  it('refuses a service or a job that writes SQL itself', async () => {
    const service = await lint(
      'apps/api/src/modules/zz-layering-probe/service.ts',
      "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n",
    );
    expect(service.ok).toBe(false);
    expect(service.output).toContain('queries live in repositories');
  }, 30_000);

  it('lets a service use its repository', async () => {
    const service = await lint(
      'apps/api/src/modules/zz-layering-probe/service.ts',
      "import type { SiteRepository } from '#api/modules/site/repository';\nexport type Probe = SiteRepository;\n",
    );
    expect(service).toMatchObject({ ok: true });
  }, 30_000);

  it('refuses web code that imports the API', async () => {
    const web = await lint(
      'apps/web/src/zz-layering-probe/probe.ts',
      "import type { Db } from '#api/db/client';\nexport type Probe = Db;\n",
    );
    expect(web.ok).toBe(false);
    expect(web.output).toContain('over HTTP only');
  }, 30_000);
});
