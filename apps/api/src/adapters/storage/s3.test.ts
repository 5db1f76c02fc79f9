import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKeyPrefix } from './prefixed.ts';
import { createS3Storage, type S3StorageOptions } from './s3.ts';
import { type S3rverProcess, startS3rver } from './s3rver-process.ts';
import { describeStorageContract } from './storage-contract.ts';
import type { ObjectStorage } from './types.ts';

const BUCKET = 'sogon-media';
/** A bucket of its own for the prefixed store, so both contract suites start empty. */
const SHARED_BUCKET = 'sogon-media-shared';
const opened: ObjectStorage[] = [];
let server: S3rverProcess;
let directory: string;
let options: S3StorageOptions;

// A real S3-compatible server on a free loopback port, its data in a temporary folder.
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'sogon-s3rver-'));
  server = await startS3rver({ directory, buckets: [BUCKET, SHARED_BUCKET] });
  options = {
    ...server.storageOptions(BUCKET),
    // Pages of two keys, so deleting a prefix has to follow continuation tokens.
    listPageSize: 2,
  };
});
afterAll(async () => {
  for (const storage of opened) storage.close();
  await server?.stop();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describeStorageContract('S3 (s3rver)', async () => createS3Storage(options));

describeStorageContract('S3 (s3rver) under a key prefix', async () => {
  const bucket = createS3Storage({ ...options, bucket: SHARED_BUCKET });
  opened.push(bucket);
  return withKeyPrefix(bucket, 'public');
});

describe('a prefixed S3 store', () => {
  it('keeps its objects under the prefix of the bucket', async () => {
    const bucket = createS3Storage(options);
    try {
      await withKeyPrefix(bucket, 'private').putBytes('gallery/a.jpg', Buffer.from('full'), {
        contentType: 'image/jpeg',
      });
      expect(await bucket.head('private/gallery/a.jpg')).toMatchObject({
        size: 4,
        contentType: 'image/jpeg',
      });
      expect(await bucket.exists('gallery/a.jpg')).toBe(false);
      expect(await withKeyPrefix(bucket, 'public').exists('gallery/a.jpg')).toBe(false);
    } finally {
      bucket.close();
    }
  });
});

describe('S3 storage', () => {
  it('fails loudly, not as a missing object, when the bucket does not exist', async () => {
    const storage = createS3Storage({ ...options, bucket: 'no-such-bucket' });
    try {
      await expect(storage.get('a/b.ts')).rejects.toThrow();
      await expect(
        storage.putBytes('a/b.ts', Buffer.from('x'), { contentType: 'video/mp2t' }),
      ).rejects.toThrow();
    } finally {
      storage.close();
    }
  });

  // s3rver checks the access key but not V4 signatures, so a wrong secret cannot be tested here.
  it('fails when the access key is unknown', async () => {
    const storage = createS3Storage({ ...options, accessKeyId: 'NOT-A-KEY' });
    try {
      await expect(
        storage.putBytes('a/b.ts', Buffer.from('x'), { contentType: 'video/mp2t' }),
      ).rejects.toThrow(/Access Key/);
      await expect(storage.head('a/b.ts')).rejects.toThrow();
    } finally {
      storage.close();
    }
  });

  it('refuses a page size S3 would not honour', () => {
    expect(() => createS3Storage({ ...options, listPageSize: 0 })).toThrow(/listPageSize/);
    expect(() => createS3Storage({ ...options, listPageSize: 1001 })).toThrow(/listPageSize/);
  });
});
