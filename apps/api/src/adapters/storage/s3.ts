import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { UNKNOWN_CONTENT_TYPE } from './content-types.ts';
import { putDirectoryWith } from './directory.ts';
import { assertValidKey, assertValidPrefix } from './keys.ts';
import { assertValidRange, RangeNotSatisfiableError } from './range.ts';
import type { ObjectMetadata, ObjectStorage, PutOptions } from './types.ts';

export interface S3StorageOptions {
  /** Any S3-compatible endpoint (`https://…`); absent means AWS S3 itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: most self-hosted servers want it. */
  forcePathStyle?: boolean;
  /** Keys listed per page when deleting a prefix (1–1000, S3's own maximum by default). */
  listPageSize?: number;
}

export function createS3Storage(options: S3StorageOptions): ObjectStorage & { readonly bucket: string } {
  const { bucket } = options;
  const pageSize = options.listPageSize ?? 1000;
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
    throw new Error(`listPageSize must be between 1 and 1000, not ${pageSize}`);
  }
  // The SDK loads here, when a bucket is configured: a site on local disk never pays its start-up
  // (about 150 ms of CPU).
  const {
    DeleteObjectCommand,
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: options.forcePathStyle ?? false,
    // Since 3.729 the SDK adds CRC checksums (and aws-chunked uploads) to every request it can;
    // many S3-compatible servers reject or mangle those. Only operations that need one get one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function put(key: string, body: Readable | Uint8Array, length: number, put: PutOptions) {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: assertValidKey(key),
        Body: body,
        ContentLength: length,
        ContentType: put.contentType,
        ...(put.cacheControl ? { CacheControl: put.cacheControl } : {}),
      }),
    );
  }

  /**
   * The objects under a folder, a listing page at a time. The next page's token comes from the
   * page before, so a caller may delete what it was given before asking for more.
   */
  async function* pagesUnder(folder: string) {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: folder,
          MaxKeys: pageSize,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      yield page.Contents ?? [];
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const storage: ObjectStorage & { readonly bucket: string } = {
    kind: 's3',
    bucket,

    async putFile(key, localPath, putOptions) {
      assertValidKey(key);
      const { size } = await stat(localPath);
      await put(key, createReadStream(localPath), size, putOptions);
    },

    putBytes(key, bytes, putOptions) {
      return put(key, bytes, bytes.byteLength, putOptions);
    },

    putDirectory(prefix, localDir, contentTypeOf, directoryOptions) {
      return putDirectoryWith(storage.putFile, prefix, localDir, contentTypeOf, directoryOptions);
    },

    async get(key, getOptions = {}) {
      assertValidKey(key);
      const asked = getOptions.range;
      if (asked) assertValidRange(asked);
      let response: GetObjectCommandOutput;
      try {
        response = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(asked ? { Range: `bytes=${asked.start}-${asked.end ?? ''}` } : {}),
          }),
        );
      } catch (error) {
        if (isMissingObject(error)) return null;
        if (isInvalidRange(error)) {
          // S3 does not say the size in a 416 consistently; ask for it.
          const metadata = await storage.head(key);
          if (!metadata) return null;
          throw new RangeNotSatisfiableError(key, metadata.size);
        }
        throw error;
      }
      const body = response.Body;
      if (!(body instanceof Readable)) throw new Error(`S3 GetObject gave no stream for ${key}`);
      const length = response.ContentLength ?? 0;
      const metadata = (size: number): ObjectMetadata => ({
        size,
        contentType: response.ContentType ?? UNKNOWN_CONTENT_TYPE,
        ...(response.CacheControl ? { cacheControl: response.CacheControl } : {}),
        ...(response.ETag ? { etag: response.ETag } : {}),
        ...(response.LastModified ? { lastModified: response.LastModified } : {}),
      });
      if (!asked) return { ...metadata(length), length, body };
      const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.ContentRange ?? '');
      if (!served) {
        body.destroy();
        throw new Error(`S3 server ignored the Range asked for ${key}`);
      }
      const range = { start: Number(served[1]), end: Number(served[2]) };
      return { ...metadata(Number(served[3])), length: range.end - range.start + 1, range, body };
    },

    async head(key) {
      assertValidKey(key);
      try {
        const response = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          size: response.ContentLength ?? 0,
          contentType: response.ContentType ?? UNKNOWN_CONTENT_TYPE,
          ...(response.CacheControl ? { cacheControl: response.CacheControl } : {}),
          ...(response.ETag ? { etag: response.ETag } : {}),
          ...(response.LastModified ? { lastModified: response.LastModified } : {}),
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      return (await storage.head(key)) !== null;
    },

    async delete(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertValidKey(key) }));
    },

    async deletePrefix(prefix) {
      const folder = `${assertValidPrefix(prefix)}/`;
      for await (const contents of pagesUnder(folder)) {
        const objects = contents.flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (objects.length === 0) continue;
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `S3 could not delete ${failed.length} object(s) under ${folder}, e.g. ${first?.Key}: ${first?.Code} ${first?.Message}`,
          );
        }
      }
    },

    async list(prefix) {
      const folder = `${assertValidPrefix(prefix)}/`;
      const listed: { key: string; lastModified: Date }[] = [];
      for await (const contents of pagesUnder(folder)) {
        for (const object of contents) {
          if (object.Key) listed.push({ key: object.Key, lastModified: object.LastModified ?? new Date(0) });
        }
      }
      return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },

    close() {
      client.destroy();
    },
  };
  return storage;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** A missing object (not a missing bucket: that is a configuration error and should be loud). */
function isMissingObject(error: unknown): boolean {
  const name = (error as Error | null)?.name;
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  return statusOf(error) === 404 && name !== 'NoSuchBucket';
}

function isInvalidRange(error: unknown): boolean {
  return (error as Error | null)?.name === 'InvalidRange' || statusOf(error) === 416;
}
