import { describe, expect, it } from 'vitest';
import { type StorageEnv, selectStorage, storageSettings } from './select.ts';

const LOCAL: StorageEnv = { STORAGE_DRIVER: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false };
const S3: StorageEnv = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'https://objects.example.com/',
  S3_REGION: 'kr-standard',
  S3_BUCKET: 'sogon-media',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: true,
};

describe('storage selection', () => {
  it('keeps objects on local disk by default, ignoring S3 settings', () => {
    const settings = storageSettings({ ...LOCAL, S3_BUCKET: 'unused' }, '/data/media/private/store');
    expect(settings).toEqual({ driver: 'local', root: '/data/media/private/store' });
    expect(selectStorage(settings).kind).toBe('local');
  });

  it('uses an S3-compatible bucket when STORAGE_DRIVER=s3', () => {
    const settings = storageSettings(S3, '/unused');
    expect(settings).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'https://objects.example.com',
        region: 'kr-standard',
        bucket: 'sogon-media',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    const storage = selectStorage(settings);
    expect(storage.kind).toBe('s3');
    storage.close();
  });

  it('stops at start-up when S3 lacks a bucket or keys', () => {
    expect(() => storageSettings({ ...S3, S3_BUCKET: undefined, S3_SECRET_ACCESS_KEY: '' }, '/x')).toThrow(
      'STORAGE_DRIVER=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY',
    );
  });
});
