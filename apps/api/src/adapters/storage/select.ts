import { createLocalStorage } from './local.ts';
import { withKeyPrefix } from './prefixed.ts';
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
 * What main.ts passes to selectStorage. `localRoot` is where the local driver keeps packages
 * (DATA_DIR/media/store). Choosing S3 without a bucket or keys stops the start-up here
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

/**
 * The three stores the site keeps media in, built once (modules/media/core.ts) and handed to
 * every module that writes or serves a media object, so N servers on N machines see the same.
 */
export interface MediaStores {
  /** HLS packages, previews, sources and audio-toon images: read only through delivery's checks. */
  objects: ObjectStorage;
  /** Served as they are at `/media/{key}`: covers, banners, profile pictures, gallery previews. */
  public: ObjectStorage;
  /** Served only after an access check: full gallery pictures. */
  private: ObjectStorage;
  /** Lets go of every connection; the stores are not used after it. */
  close(): void;
}

/** Key prefixes of the public and private stores in the bucket (the packages keep the bucket's root). */
export const PUBLIC_PREFIX = 'public';
export const PRIVATE_PREFIX = 'private';

/**
 * On local disk the public and private stores are the media folders they always were
 * (DATA_DIR/media/public and …/private), so `/media/…` addresses and files already there keep
 * working. On S3 all three share the configured bucket and one connection: the packages at its
 * root as before, the others under `public/` and `private/`, so a CDN or a bucket policy can open
 * `public/` alone.
 */
export function selectMediaStores(
  settings: StorageSettings,
  roots: { public: string; private: string },
): MediaStores {
  const objects = selectStorage(settings);
  if (settings.driver === 'local') {
    return {
      objects,
      public: createLocalStorage({ root: roots.public }),
      private: createLocalStorage({ root: roots.private }),
      close: () => objects.close(),
    };
  }
  return {
    objects,
    public: withKeyPrefix(objects, PUBLIC_PREFIX),
    private: withKeyPrefix(objects, PRIVATE_PREFIX),
    close: () => objects.close(),
  };
}
