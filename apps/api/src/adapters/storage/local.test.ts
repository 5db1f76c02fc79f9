import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.ts';
import { withKeyPrefix } from './prefixed.ts';
import { describeStorageContract } from './storage-contract.ts';

let base: string;
beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'sogon-local-storage-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describeStorageContract('local disk', async () => createLocalStorage({ root: path.join(base, 'contract') }));
describeStorageContract('local disk under a key prefix', async () =>
  withKeyPrefix(createLocalStorage({ root: path.join(base, 'prefixed') }), 'public'),
);

describe('local disk layout', () => {
  it('leaves only the object and its metadata in the folder, and a new store reads both', async () => {
    const root = path.join(base, 'layout');
    const storage = createLocalStorage({ root });
    const source = path.join(base, 'source.ts');
    await writeFile(source, 'segment');
    await storage.putFile('hls/1/seg_00001.ts', source, {
      contentType: 'video/mp2t',
      cacheControl: 'no-cache',
    });
    await storage.putBytes('hls/1/seg_00001.ts', Buffer.from('segment v2'), { contentType: 'video/mp2t' });

    expect((await readdir(path.join(root, 'hls/1'))).sort()).toEqual([
      '.seg_00001.ts.meta.json',
      'seg_00001.ts',
    ]);
    const reopened = createLocalStorage({ root });
    const got = await reopened.get('hls/1/seg_00001.ts');
    expect(await buffer(got!.body)).toEqual(Buffer.from('segment v2'));
    expect(got).toMatchObject({ contentType: 'video/mp2t', size: 10 });
    expect(got?.cacheControl).toBeUndefined();
  });

  it('removes an object together with its metadata', async () => {
    const root = path.join(base, 'deleting');
    const storage = createLocalStorage({ root });
    await storage.putBytes('profiles/1-a.jpg', Buffer.from('jpeg'), { contentType: 'image/jpeg' });
    await storage.putBytes('profiles/2-b.jpg', Buffer.from('jpeg'), { contentType: 'image/jpeg' });
    await storage.delete('profiles/1-a.jpg');
    expect((await readdir(path.join(root, 'profiles'))).sort()).toEqual(['.2-b.jpg.meta.json', '2-b.jpg']);
  });

  it('reads a file put there by hand, typed by its extension', async () => {
    const root = path.join(base, 'by-hand');
    await mkdir(path.join(root, 'covers'), { recursive: true });
    await writeFile(path.join(root, 'covers', 'old.svg'), '<svg/>');
    await writeFile(path.join(root, 'covers', 'old.bin'), 'x');
    const storage = createLocalStorage({ root });
    const got = await storage.get('covers/old.svg');
    expect(await buffer(got!.body)).toEqual(Buffer.from('<svg/>'));
    expect(got).toMatchObject({ size: 6, contentType: 'image/svg+xml' });
    expect(got?.etag).toMatch(/^".+"$/);
    expect(await storage.head('covers/old.bin')).toMatchObject({ contentType: 'application/octet-stream' });
  });

  it('removes its temporary file when a put fails', async () => {
    const root = path.join(base, 'failing');
    const storage = createLocalStorage({ root });
    await expect(
      storage.putFile('a/b.ts', path.join(base, 'does-not-exist'), { contentType: 'video/mp2t' }),
    ).rejects.toThrow(/ENOENT/);
    expect(await readdir(path.join(root, 'a'))).toEqual([]);
  });

  it('writes nothing outside its root for a bad key', async () => {
    const root = path.join(base, 'jail', 'root');
    const storage = createLocalStorage({ root });
    await expect(
      storage.putBytes('../escaped', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow(/Invalid storage key/);
    await expect(readdir(path.join(base, 'jail'))).rejects.toThrow(/ENOENT/);
  });
});
