import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '#api/modules/hearts';
import { joinMember } from './accounts.ts';
import { setupTestApi } from './api-server.ts';
import { makeContent, makePlaylist } from './factories.ts';

// A client generated from the OpenAPI document with openapi-typescript and openapi-fetch, as
// other people's tools would make it (issue 36): the document must generate, the client code
// (apps/api/openapi-client/journey.ts) must type-check against it, and it must log in, read
// home and unlock an episode against the real listening server.

const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '..');
const generated = path.join(apiRoot, '.build-openapi-client');
const clientProject = path.join(apiRoot, 'openapi-client/tsconfig.json');
const journeyFile = path.join(apiRoot, 'openapi-client/journey.ts');
const tsc = createRequire(import.meta.url).resolve('typescript/lib/tsc.js');

type Document = {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
};

const api = setupTestApi();
let baseUrl = '';
let document: Document;

beforeAll(async () => {
  baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  document = (await (await fetch(`${baseUrl}/api/live/openapi.json`)).json()) as Document;
});

/** Generates the types from `source` into schema.ts (openapi-typescript refuses a broken document). */
async function generate(source: Document): Promise<void> {
  const types = astToString(await openapiTS(source as never));
  await mkdir(generated, { recursive: true });
  await writeFile(path.join(generated, 'schema.ts'), types);
}

/** Generates the types from `source` and type-checks the client code against them. */
async function generateAndTypecheck(source: Document): Promise<{ ok: boolean; output: string }> {
  await generate(source);
  const run = spawnSync(process.execPath, [tsc, '-p', clientProject, '--noEmit', '--pretty', 'false'], {
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe('a client generated from the OpenAPI document', () => {
  it('type-checks, logs in, reads home and unlocks an episode against the listening server', async () => {
    const checked = await generateAndTypecheck(document);
    expect(checked.output).toBe('');
    expect(checked.ok).toBe(true);

    const member = await joinMember(api.app);
    const ledger = createLedger(api.database.db);
    await ledger.transaction((tx) =>
      ledger.credit(tx, {
        userId: member.user.userInfo.id,
        kind: 'grant',
        idempotencyKey: 'openapi-client',
        paid: 20,
        bonus: 0,
      }),
    );
    const playlist = await makePlaylist(api.database.db, { isFree: false, price: 5, bundlePrice: 12 });
    const episode = await makeContent(api.database.db, {
      playlistId: playlist.id,
      isFree: false,
      price: 5,
      episodeNo: 2,
    });

    // Imported only now, by a path the repository's type-check does not follow: the file imports
    // the types just generated (it is type-checked above, on its own project).
    const { journey } = (await import(journeyFile)) as {
      journey: (options: Record<string, unknown>) => Promise<Record<string, unknown>>;
    };
    const result = await journey({
      baseUrl,
      uid: member.uid,
      password: member.password,
      playlistId: playlist.id,
      contentId: episode.id,
    });
    expect(result.userId).toBe(member.user.userInfo.id);
    expect(result.homeSections).toBeGreaterThan(0);
    expect(result.unlocked).toEqual({ contentIds: [episode.id], hearts: 5, balance: 15 });
    expect(result.withoutSession).toEqual({ status: 401, code: 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST' });
    // The header the document requires is required indeed.
    expect(result.withoutClientHeader).toEqual({ status: 400, code: 'ERROR_REQUEST_PARAMETER_WRONG' });
  }, 180_000);

  it('does not type-check against a document that leaves out the x-client header', async () => {
    const withoutHeader = structuredClone(document);
    for (const item of Object.values(withoutHeader.paths)) {
      for (const operation of Object.values(item)) {
        if (operation.parameters) {
          operation.parameters = operation.parameters.filter((parameter) => parameter.name !== 'x-client');
        }
      }
    }
    const checked = await generateAndTypecheck(withoutHeader);
    expect(checked.ok).toBe(false);
    expect(checked.output).toContain('x-client');
    // The real document's types again, for whoever type-checks the client next.
    await generate(document);
  }, 180_000);
});
