import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImports, describeViolation, findDoorViolations, REPOSITORY_ROOT } from '#api/cli/module-doors';

// ADR 072: code outside a module reaches it only through its door, `#api/modules/<name>`.
// `npm run lint` runs cli/check-module-doors.ts after biome; these cases prove what it refuses.
const probeDir = path.join(REPOSITORY_ROOT, 'apps/api/src/modules/zz-door-probe');

afterAll(async () => {
  await rm(probeDir, { recursive: true, force: true });
});

describe('module front doors', () => {
  it('refuses an import from one module into another module’s internals', () => {
    const violations = checkImports(
      'apps/api/src/modules/rentals/service.ts',
      [
        "import { createPlaylistRepository } from '#api/modules/playlist/repository';",
        "import type { Ledger } from '../hearts/ledger.ts';",
        "export { playUrl } from '#api/modules/media/play-url';",
        "const lazy = await import('#api/modules/site/service');",
      ].join('\n'),
    );
    expect(violations.map((v) => [v.line, v.specifier])).toEqual([
      [1, '#api/modules/playlist/repository'],
      [2, '../hearts/ledger.ts'],
      [3, '#api/modules/media/play-url'],
      [4, '#api/modules/site/service'],
    ]);
    expect(violations[0]!.reason).toContain("import its door, '#api/modules/playlist'");
  });

  it('refuses deep imports from outside the modules (app, jobs, benches)', () => {
    expect(
      checkImports('apps/api/src/jobs/periodic-jobs.ts', "import { x } from '#api/modules/partners/jobs';"),
    ).toHaveLength(1);
    expect(
      checkImports('bench/settlement.ts', "import { x } from '../apps/api/src/modules/settlement/close.ts';"),
    ).toHaveLength(1);
  });

  it('lets code use a door, and a module use its own files', () => {
    expect(
      checkImports(
        'apps/api/src/modules/rentals/service.ts',
        [
          "import { withTotal } from '#api/modules/hearts';",
          "import { playUrl } from '../media/index.ts';",
          "import type { RentalRepository } from './repository.ts';",
          "import { createRentalService } from '#api/modules/rentals/service';",
          "import type { Viewer } from '#api/modules/viewer';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      checkImports('bench/settlement.ts', "import { x } from '../apps/api/src/modules/settlement/index.ts';"),
    ).toEqual([]);
  });

  it('lets the composition (only it) list a module’s definition', () => {
    const definition = "import { playlistModule } from '#api/modules/playlist/module';";
    expect(checkImports('apps/api/src/app/modules.ts', definition)).toEqual([]);
    expect(checkImports('apps/api/src/modules/purchases/module.ts', definition)).toHaveLength(1);
    expect(checkImports('apps/api/src/jobs/periodic-jobs.ts', definition)).toHaveLength(1);
  });

  it('lets tests (only tests) use a module’s test kit', () => {
    const kit = "import { galleryItem } from '#api/modules/gallery/test-kit';";
    expect(checkImports('apps/api/src/modules/board/board.test.ts', kit)).toEqual([]);
    expect(checkImports('apps/api/test/factories.ts', kit)).toEqual([]);
    expect(checkImports('apps/api/src/modules/board/service.ts', kit)).toHaveLength(1);
  });

  it('refuses client code that imports the API', () => {
    expect(
      checkImports(
        'packages/contract/src/probe.ts',
        "import type { Db } from '../../../apps/api/src/db/client.ts';",
      ),
    ).toHaveLength(1);
    expect(
      checkImports('apps/web/src/probe.ts', "import { x } from '@sogon/api/src/db/client';"),
    ).toHaveLength(1);
  });

  it('finds a deep import written into the tree, naming the file and line', async () => {
    await mkdir(probeDir, { recursive: true });
    await writeFile(
      path.join(probeDir, 'service.ts'),
      "// a probe\nimport { createPlaylistRepository } from '#api/modules/playlist/repository';\nexport const probe = createPlaylistRepository;\n",
    );
    const found = (await findDoorViolations()).filter((v) => v.file.includes('zz-door-probe'));
    expect(found.map(describeViolation)).toEqual([
      "apps/api/src/modules/zz-door-probe/service.ts:2 imports '#api/modules/playlist/repository': reaches into the playlist module's internals: import its door, '#api/modules/playlist'",
    ]);
  });

  it('the lint step fails on such an import', async () => {
    await mkdir(probeDir, { recursive: true });
    await writeFile(
      path.join(probeDir, 'routes.ts'),
      "import { createSiteService } from '#api/modules/site/service';\nexport const probe = createSiteService;\n",
    );
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/check-module-doors.ts'],
      { cwd: REPOSITORY_ROOT },
    ).then(
      () => ({ ok: true, output: '' }),
      (error: { stdout?: string; stderr?: string }) => ({
        ok: false,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    expect(run.ok).toBe(false);
    expect(run.output).toContain(
      "apps/api/src/modules/zz-door-probe/routes.ts:1 imports '#api/modules/site/service'",
    );
  }, 60_000);

  it('every module has a door, and the package maps #api/modules/<name> to it', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const modulesDir = path.join(REPOSITORY_ROOT, 'apps/api/src/modules');
    const pkg = JSON.parse(await readFile(path.join(REPOSITORY_ROOT, 'apps/api/package.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    const modules = (await readdir(modulesDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('zz-'))
      .map((entry) => entry.name);
    for (const name of modules) {
      await expect(readFile(path.join(modulesDir, name, 'index.ts'), 'utf8')).resolves.toBeTypeOf('string');
      expect(pkg.imports[`#api/modules/${name}`]).toBe(`./src/modules/${name}/index.ts`);
    }
  });
});
