import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidKey } from './keys.ts';
import { RangeNotSatisfiableError } from './range.ts';
import type { ObjectStorage } from './types.ts';

/** Bytes that differ at every position a range could start at, so an off-by-one shows. */
export function patternBytes(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed * 17 + (i >> 8)) % 251;
  return bytes;
}

const BAD_KEYS = ['../x', '/abs', 'a//b', 'a\\b', '', 'a/../b', 'a/./b', 'a/', '.hidden', 'a/.x.meta.json'];

/**
 * What every ObjectStorage must do, registered as describe blocks. `open` gives a store that
 * starts empty (its own root or bucket); it is closed after the suite.
 */
export function describeStorageContract(name: string, open: () => Promise<ObjectStorage>): void {
  describe(`${name}: ObjectStorage contract`, () => {
    let storage: ObjectStorage;
    let scratch: string;

    beforeAll(async () => {
      storage = await open();
      scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-storage-contract-'));
    });
    afterAll(async () => {
      storage?.close();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    async function read(key: string, range?: { start: number; end?: number }) {
      const object = await storage.get(key, range ? { range } : {});
      if (!object) return null;
      return { ...object, bytes: await buffer(object.body) };
    }

    it('gives back what putBytes and putFile stored, with size, type and cache policy', async () => {
      const bytes = patternBytes(5000);
      await storage.putBytes('trip/bytes.bin', bytes, { contentType: 'application/octet-stream' });
      const local = path.join(scratch, 'playlist.m3u8');
      await writeFile(local, '#EXTM3U\n#EXT-X-ENDLIST\n');
      await storage.putFile('trip/sub/playlist.m3u8', local, {
        contentType: 'application/vnd.apple.mpegurl',
        cacheControl: 'public, max-age=60',
      });

      const got = await read('trip/bytes.bin');
      expect(got?.bytes.equals(bytes)).toBe(true);
      expect(got).toMatchObject({ size: 5000, length: 5000, contentType: 'application/octet-stream' });
      expect(got?.range).toBeUndefined();
      expect(got?.etag).toMatch(/^".+"$/);
      expect(got?.lastModified).toBeInstanceOf(Date);

      const playlist = await read('trip/sub/playlist.m3u8');
      expect(playlist?.bytes.toString('utf8')).toBe('#EXTM3U\n#EXT-X-ENDLIST\n');
      expect(playlist).toMatchObject({
        size: 23,
        length: 23,
        contentType: 'application/vnd.apple.mpegurl',
        cacheControl: 'public, max-age=60',
      });

      expect(await storage.head('trip/sub/playlist.m3u8')).toMatchObject({
        size: 23,
        contentType: 'application/vnd.apple.mpegurl',
        cacheControl: 'public, max-age=60',
        etag: playlist?.etag,
      });
      expect(await storage.exists('trip/bytes.bin')).toBe(true);
    });

    it('replaces an object written again under the same key', async () => {
      await storage.putBytes('again/x', Buffer.from('first version'), { contentType: 'text/plain' });
      await storage.putBytes('again/x', Buffer.from('second'), { contentType: 'application/json' });
      const got = await read('again/x');
      expect(got?.bytes.toString()).toBe('second');
      expect(got).toMatchObject({ size: 6, contentType: 'application/json' });
      expect(got?.cacheControl).toBeUndefined();
    });

    it('keeps an empty object', async () => {
      await storage.putBytes('empty/zero', new Uint8Array(0), { contentType: 'text/plain' });
      const got = await read('empty/zero');
      expect(got).toMatchObject({ size: 0, length: 0, contentType: 'text/plain' });
      expect(got?.bytes.length).toBe(0);
      expect(await storage.head('empty/zero')).toMatchObject({ size: 0 });
    });

    describe('byte ranges', () => {
      const bytes = patternBytes(5000, 3);
      beforeAll(async () => {
        await storage.putBytes('range/object.ts', bytes, { contentType: 'video/mp2t' });
      });

      it('reads the first 100 bytes and reports the full size', async () => {
        const got = await read('range/object.ts', { start: 0, end: 99 });
        expect(got?.bytes.equals(bytes.subarray(0, 100))).toBe(true);
        expect(got).toMatchObject({ size: 5000, length: 100, range: { start: 0, end: 99 } });
        expect(got?.contentType).toBe('video/mp2t');
      });

      it('reads a range from the middle', async () => {
        const got = await read('range/object.ts', { start: 1234, end: 2345 });
        expect(got?.bytes.equals(bytes.subarray(1234, 2346))).toBe(true);
        expect(got).toMatchObject({ size: 5000, length: 1112, range: { start: 1234, end: 2345 } });
      });

      it('reads an open-ended range to the end, and a single last byte', async () => {
        const tail = await read('range/object.ts', { start: 4900 });
        expect(tail?.bytes.equals(bytes.subarray(4900))).toBe(true);
        expect(tail).toMatchObject({ size: 5000, length: 100, range: { start: 4900, end: 4999 } });
        const last = await read('range/object.ts', { start: 4999, end: 4999 });
        expect([...(last?.bytes ?? [])]).toEqual([bytes[4999]]);
        expect(last).toMatchObject({ length: 1, range: { start: 4999, end: 4999 } });
      });

      it('clamps an end past the object', async () => {
        const got = await read('range/object.ts', { start: 4990, end: 100_000 });
        expect(got?.bytes.equals(bytes.subarray(4990))).toBe(true);
        expect(got).toMatchObject({ size: 5000, length: 10, range: { start: 4990, end: 4999 } });
      });

      it('refuses a range starting at or past the end, telling the size', async () => {
        for (const start of [5000, 9999]) {
          const error = await storage.get('range/object.ts', { range: { start } }).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(RangeNotSatisfiableError);
          expect((error as RangeNotSatisfiableError).size).toBe(5000);
        }
      });

      it('refuses malformed ranges', async () => {
        await expect(storage.get('range/object.ts', { range: { start: -1 } })).rejects.toThrow(/range/);
        await expect(storage.get('range/object.ts', { range: { start: 10, end: 9 } })).rejects.toThrow(
          /range/,
        );
        await expect(storage.get('range/object.ts', { range: { start: 1.5 } })).rejects.toThrow(/range/);
      });

      it('gives null, not an error, for a range on a missing key', async () => {
        expect(await storage.get('range/missing.ts', { range: { start: 0, end: 9 } })).toBeNull();
      });
    });

    it('answers null and false for missing keys instead of throwing', async () => {
      expect(await storage.get('missing/key.ts')).toBeNull();
      expect(await storage.head('missing/key.ts')).toBeNull();
      expect(await storage.exists('missing/key.ts')).toBe(false);
      // Below an object and at a "folder" that only holds objects: neither is an object.
      await storage.putBytes('missing/file', Buffer.from('x'), { contentType: 'text/plain' });
      await storage.putBytes('missing/folder/inner', Buffer.from('x'), { contentType: 'text/plain' });
      expect(await storage.get('missing/file/child')).toBeNull();
      expect(await storage.head('missing/file/child')).toBeNull();
      expect(await storage.get('missing/folder')).toBeNull();
      expect(await storage.head('missing/folder')).toBeNull();
    });

    it('uploads a nested folder tree under a prefix, each file readable with its type', async () => {
      const dir = path.join(scratch, 'package');
      const files: Record<string, Buffer> = {
        'master.m3u8': Buffer.from('#EXTM3U\n'),
        'a128/index.m3u8': Buffer.from('#EXTM3U\n#EXTINF:4,\nseg_00001.ts\n'),
        'v720/init.mp4': patternBytes(300, 5),
        'v720/deep/nested/note.txt': Buffer.from('깊은 폴더'),
      };
      for (let i = 1; i <= 12; i++) {
        files[`a128/seg_${String(i).padStart(5, '0')}.ts`] = patternBytes(1000 + i, i);
      }
      for (const [relative, content] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
        await writeFile(path.join(dir, relative), content);
      }
      await symlink(path.join(dir, 'master.m3u8'), path.join(dir, 'link.m3u8'));

      const typeOf = (relative: string) =>
        relative.endsWith('.m3u8')
          ? 'application/vnd.apple.mpegurl'
          : relative.endsWith('.ts')
            ? 'video/mp2t'
            : relative.endsWith('.mp4')
              ? 'video/mp4'
              : 'text/plain; charset=utf-8';
      const keys = await storage.putDirectory('hls/40/v2', dir, typeOf, {
        concurrency: 3,
        cacheControlOf: (relative) =>
          relative.endsWith('.ts') ? 'public, max-age=31536000, immutable' : undefined,
      });

      const expected = Object.keys(files)
        .map((relative) => `hls/40/v2/${relative}`)
        .sort();
      expect(keys).toEqual(expected);
      for (const [relative, content] of Object.entries(files)) {
        const got = await read(`hls/40/v2/${relative}`);
        expect(got?.bytes.equals(content), relative).toBe(true);
        expect(got?.contentType).toBe(typeOf(relative));
        expect(got?.cacheControl).toBe(
          relative.endsWith('.ts') ? 'public, max-age=31536000, immutable' : undefined,
        );
      }
      expect(await storage.exists('hls/40/v2/link.m3u8')).toBe(false);
    });

    it('uploads nothing from a tree holding a name that cannot be a key', async () => {
      const dir = path.join(scratch, 'hidden');
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'ok.ts'), 'x');
      await writeFile(path.join(dir, '.DS_Store'), 'x');
      await expect(storage.putDirectory('hidden/pkg', dir, () => 'video/mp2t')).rejects.toThrow(
        /Invalid storage key/,
      );
      expect(await storage.exists('hidden/pkg/ok.ts')).toBe(false);
    });

    it('deletes one object and nothing beside it, and a missing one without complaint', async () => {
      for (const key of ['one/a.jpg', 'one/a.jpg.bak', 'one/a/b.jpg']) {
        await storage.putBytes(key, Buffer.from(key), { contentType: 'image/jpeg' });
      }
      await storage.delete('one/a.jpg');
      expect(await storage.get('one/a.jpg')).toBeNull();
      expect(await storage.head('one/a.jpg')).toBeNull();
      expect(await storage.exists('one/a.jpg.bak')).toBe(true);
      expect(await storage.exists('one/a/b.jpg')).toBe(true);
      await storage.delete('one/a.jpg');
      await storage.delete('one/never/written.jpg');
      await storage.putBytes('one/a.jpg', Buffer.from('again'), { contentType: 'text/plain' });
      expect(await storage.head('one/a.jpg')).toMatchObject({ size: 5, contentType: 'text/plain' });
    });

    it('deletes every object under a prefix and nothing beside it', async () => {
      const inside = [
        'del/a/1.ts',
        'del/a/2.ts',
        'del/a/3.ts',
        'del/a/x/4.ts',
        'del/a/x/5.ts',
        'del/a/x/y/6.ts',
        'del/a/z/7.ts',
      ];
      const beside = ['del/ab/1.ts', 'del/b/1.ts', 'del/a.ts', 'dela/1.ts'];
      for (const key of [...inside, ...beside]) {
        await storage.putBytes(key, Buffer.from(key), { contentType: 'video/mp2t' });
      }

      await storage.deletePrefix('del/a');
      for (const key of inside) expect(await storage.exists(key), key).toBe(false);
      for (const key of beside) expect(await storage.exists(key), key).toBe(true);

      await storage.deletePrefix('del/a'); // nothing left: still fine
      await storage.deletePrefix('del/never/written');
      await storage.deletePrefix('del/a.ts'); // an object, not a folder: stays
      expect(await storage.exists('del/a.ts')).toBe(true);

      await storage.deletePrefix('del/b/');
      expect(await storage.exists('del/b/1.ts')).toBe(false);
      expect(await storage.exists('del/ab/1.ts')).toBe(true);
    });

    it('lists the objects under a folder, sorted, with when each was written', async () => {
      const before = Date.now() - 60_000;
      const inside = ['list/a/1.jpg', 'list/a/2.jpg', 'list/a/x/3.jpg'];
      for (const key of [...inside, 'list/ab/1.jpg', 'list/a.jpg']) {
        await storage.putBytes(key, Buffer.from(key), { contentType: 'image/jpeg' });
      }
      const listed = await storage.list('list/a');
      expect(listed.map((object) => object.key)).toEqual(inside);
      for (const object of listed) expect(object.lastModified.getTime()).toBeGreaterThan(before);
      expect((await storage.list('list/a/')).map((object) => object.key)).toEqual(inside);
      expect(await storage.list('list/never/written')).toEqual([]);
      await expect(storage.list('../x')).rejects.toThrow(/Invalid storage prefix/);
    });

    it('refuses keys that could leave the store, before touching anything', async () => {
      const local = path.join(scratch, 'x.bin');
      await writeFile(local, 'x');
      for (const key of BAD_KEYS) {
        expect(isValidKey(key), key).toBe(false);
        const options = { contentType: 'text/plain' };
        await expect(storage.putBytes(key, Buffer.from('x'), options), key).rejects.toThrow(
          /Invalid storage key/,
        );
        await expect(storage.putFile(key, local, options), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.head(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.exists(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
      }
      for (const prefix of ['', '/', '../x', '/abs', 'a//b', 'a\\b', 'a/..']) {
        await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(/Invalid storage prefix/);
        await expect(
          storage.putDirectory(prefix, scratch, () => 'x'),
          prefix,
        ).rejects.toThrow(/Invalid storage prefix/);
      }
      expect(isValidKey('hls/40/v2/a128/seg_00001.ts')).toBe(true);
      expect(isValidKey('originals/소곤 asmr.wav')).toBe(true);
    });
  });
}
