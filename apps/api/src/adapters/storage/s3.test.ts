import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3StorageOptions } from './s3.ts';
import { type S3rverProcess, startS3rver } from './s3rver-process.ts';
import { describeStorageContract } from './storage-contract.ts';

const BUCKET = 'sogon-media';
let server: S3rverProcess;
let directory: string;
let options: S3StorageOptions;

// A real S3-compatible server on a free loopback port, its data in a temporary folder.
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'sogon-s3rver-'));
  server = await startS3rver({ directory, buckets: [BUCKET] });
  options = {
    endpoint: server.endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
    // Pages of two keys, so deleting a prefix has to follow continuation tokens.
    listPageSize: 2,
  };
});
afterAll(async () => {
  await server?.stop();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describeStorageContract('S3 (s3rver)', async () => createS3Storage(options));

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
