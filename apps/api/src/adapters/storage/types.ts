import type { Readable } from 'node:stream';

/**
 * Keys are relative POSIX paths such as `hls/40/v2/a128/seg_00001.ts`: segments split by `/`,
 * none empty, none starting with `.`, no backslash or control character, at most 1024 bytes.
 * Anything else throws (keys.ts) before a store touches a disk or a bucket.
 */
export type StorageKey = string;

export interface PutOptions {
  contentType: string;
  /** Sent back with the object (S3 keeps it as the object's Cache-Control). */
  cacheControl?: string;
}

export interface PutDirectoryOptions {
  /** Cache-Control per file, by its path relative to the folder (POSIX). */
  cacheControlOf?: (relativePath: string) => string | undefined;
  /** Files uploaded at once; 8 unless told. */
  concurrency?: number;
}

/** Inclusive byte positions, as in an HTTP Range header; no `end` reads to the end. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface ObjectMetadata {
  /** Size of the whole object in bytes. */
  size: number;
  contentType: string;
  cacheControl?: string;
  /** Quoted, as an HTTP ETag header wants it. */
  etag?: string;
  lastModified?: Date;
}

export interface ListedObject {
  key: StorageKey;
  lastModified: Date;
}

export interface ObjectBody extends ObjectMetadata {
  body: Readable;
  /** Bytes in this body: `size` without a range, the clamped range's length with one. */
  length: number;
  /** The inclusive range this body holds, when one was asked for (for Content-Range). */
  range?: { start: number; end: number };
}

/**
 * Where media objects live: the HLS packages, previews and originals the media pipeline writes
 * and delivery reads, and (as the public and private stores of select.ts) every picture the site
 * shows. `local.ts` keeps them on disk, `s3.ts` in any S3-compatible bucket; `select.ts` picks
 * one from the configuration.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  putFile(key: StorageKey, localPath: string, options: PutOptions): Promise<void>;
  putBytes(key: StorageKey, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /**
   * Uploads every regular file of a folder tree under `prefix/` (symbolic links are skipped),
   * a bounded number at once. Returns the keys written, sorted.
   */
  putDirectory(
    prefix: StorageKey,
    localDir: string,
    contentTypeOf: (relativePath: string) => string,
    options?: PutDirectoryOptions,
  ): Promise<StorageKey[]>;
  /**
   * The object's bytes, or null when there is no such object. A range past the end is clamped;
   * one starting at or after the end throws RangeNotSatisfiableError (range.ts), which carries
   * the size for a 416 answer.
   */
  get(key: StorageKey, options?: { range?: ByteRange }): Promise<ObjectBody | null>;
  head(key: StorageKey): Promise<ObjectMetadata | null>;
  exists(key: StorageKey): Promise<boolean>;
  /** Removes one object; a key with no object is fine (nothing happens). */
  delete(key: StorageKey): Promise<void>;
  /** Removes every object under `prefix/` (folder semantics: `hls/4` leaves `hls/40/…`). */
  deletePrefix(prefix: StorageKey): Promise<void>;
  /** Every object under `prefix/` (folder semantics), sorted by key, with when it was last written. */
  list(prefix: StorageKey): Promise<ListedObject[]>;
  /** Lets go of connections (S3); the store is not used after it. */
  close(): void;
}
