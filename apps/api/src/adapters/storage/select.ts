import { createLocalStorage } from './local.ts';
import { createS3Storage, type S3StorageOptions } from './s3.ts';
import type { ObjectStorage } from './types.ts';

/** The storage part of the parsed configuration (config.ts), as plain values. */
export interface StorageEnv {
  STORAGE_DRIVER: 'local' | 's3';
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

export type StorageSettings = { driver: 'local'; root: string } | { driver: 's3'; s3: S3StorageOptions };

/**
 * What main.ts passes to selectStorage. `localRoot` is where the local driver keeps objects
 * (DATA_DIR/media/private/store). Choosing S3 without a bucket or keys stops the start-up here
 * rather than failing every upload later.
 */
export function storageSettings(env: StorageEnv, localRoot: string): StorageSettings {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local', root: localRoot };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  return {
    driver: 's3',
    s3: {
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT.replace(/\/+$/, '') } : {}),
      region: env.S3_REGION,
      bucket: env.S3_BUCKET as string,
      accessKeyId: env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
  };
}

export function selectStorage(settings: StorageSettings): ObjectStorage {
  switch (settings.driver) {
    case 'local':
      return createLocalStorage({ root: settings.root });
    case 's3':
      return createS3Storage(settings.s3);
    default: {
      const unknown: never = settings;
      throw new Error(`unknown storage driver: ${JSON.stringify(unknown)}`);
    }
  }
}
