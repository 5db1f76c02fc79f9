import type { Readable } from 'node:stream';
import { requestDetails } from '@sogon/contract/messages/request';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RangeNotSatisfiableError } from '#api/adapters/storage/range';
import type { ObjectBody, ObjectMetadata, ObjectStorage } from '#api/adapters/storage/types';
import { AppError } from './app-error.ts';
import { parseByteRange } from './byte-range.ts';

/** What a request asks of a stored object beyond its key. */
export interface ObjectConditions {
  /** A HEAD request: the headers of the answer, no bytes read. */
  head?: boolean;
  /** The `Range` header. */
  range?: string | undefined;
  /** `If-Range`: the range applies only while the object is still this version (ETag or date). */
  ifRange?: string | undefined;
  /** `If-None-Match` / `If-Modified-Since`: a cached copy that is still good gets a 304. */
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

/** Every condition a browser may send for a file. */
export function objectConditionsOf(request: FastifyRequest): ObjectConditions {
  const { headers } = request;
  const ifRange = headers['if-range'];
  return {
    head: request.method === 'HEAD',
    range: headers.range,
    ifRange: Array.isArray(ifRange) ? ifRange[0] : ifRange,
    ifNoneMatch: headers['if-none-match'],
    ifModifiedSince: headers['if-modified-since'],
  };
}

/** An object to answer with; a HEAD answer carries no body. */
export type StoredObject = Omit<ObjectBody, 'body'> & { body?: Readable };

/** How to answer for a stored object; null is 404. */
export type StoredAnswer =
  | { kind: 'object'; object: StoredObject; contentType: string; cacheControl: string }
  | { kind: 'not-modified'; metadata: ObjectMetadata; cacheControl: string }
  | { kind: 'range-not-satisfiable'; size: number };

function etagsOf(header: string): string[] {
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

function notModified(metadata: ObjectMetadata, conditions: ObjectConditions): boolean {
  if (conditions.ifNoneMatch !== undefined) {
    if (!metadata.etag) return false;
    const tags = etagsOf(conditions.ifNoneMatch);
    return tags.includes('*') || tags.includes(metadata.etag.replace(/^W\//, ''));
  }
  if (conditions.ifModifiedSince !== undefined && metadata.lastModified) {
    const since = Date.parse(conditions.ifModifiedSince);
    // HTTP dates have whole seconds.
    return !Number.isNaN(since) && Math.floor(metadata.lastModified.getTime() / 1000) * 1000 <= since;
  }
  return false;
}

/** A range applies unless If-Range names another version (then the whole object is sent). */
function rangeApplies(metadata: ObjectMetadata, conditions: ObjectConditions): boolean {
  const { ifRange } = conditions;
  if (!conditions.range) return false;
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return metadata.etag === ifRange;
  const date = Date.parse(ifRange);
  return (
    !Number.isNaN(date) &&
    metadata.lastModified !== undefined &&
    Math.floor(metadata.lastModified.getTime() / 1000) * 1000 === date
  );
}

/**
 * One stored object as an HTTP answer: whole, the byte range asked for, a 304 for a copy that is
 * still good, or a 416. The object's metadata is read first only when a condition needs it (a
 * range, a revalidation, HEAD). `contentType` overrides the stored type when given.
 */
export async function readStoredObject(
  storage: ObjectStorage,
  key: string,
  conditions: ObjectConditions,
  headers: { contentType?: string; cacheControl: string },
): Promise<StoredAnswer | null> {
  const { cacheControl } = headers;
  let wanted: { start: number; end: number } | null = null;
  if (conditions.head || conditions.range || conditions.ifNoneMatch || conditions.ifModifiedSince) {
    const metadata = await storage.head(key);
    if (!metadata) return null;
    if (notModified(metadata, conditions)) return { kind: 'not-modified', metadata, cacheControl };
    const range = rangeApplies(metadata, conditions) ? parseByteRange(conditions.range, metadata.size) : null;
    if (range === 'invalid') return { kind: 'range-not-satisfiable', size: metadata.size };
    if (conditions.head) {
      const object: StoredObject = range
        ? { ...metadata, length: range.end - range.start + 1, range }
        : { ...metadata, length: metadata.size };
      return {
        kind: 'object',
        object,
        contentType: headers.contentType ?? metadata.contentType,
        cacheControl,
      };
    }
    wanted = range;
  }
  let found: ObjectBody | null;
  try {
    found = await storage.get(key, wanted ? { range: wanted } : {});
  } catch (error) {
    // Replaced by a shorter object since the metadata was read.
    if (error instanceof RangeNotSatisfiableError) return { kind: 'range-not-satisfiable', size: error.size };
    throw error;
  }
  if (!found) return null;
  return {
    kind: 'object',
    object: found,
    contentType: headers.contentType ?? found.contentType,
    cacheControl,
  };
}

/** Sends what readStoredObject answered; 404 and 416 in the error envelope, never cached. */
export function sendStoredObject(reply: FastifyReply, answer: StoredAnswer | null) {
  if (!answer) {
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .send(new AppError('ERROR_CONTENT_NOT_EXIST', { detail: requestDetails.mediaNotFound }).toBody());
  }
  if (answer.kind === 'range-not-satisfiable') {
    const refusal = new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
      status: 416,
      detail: requestDetails.rangeNotSatisfiable,
    });
    return reply
      .status(416)
      .header('cache-control', 'no-store')
      .header('content-range', `bytes */${answer.size}`)
      .send(refusal.toBody());
  }
  const metadata = answer.kind === 'object' ? answer.object : answer.metadata;
  reply.header('cache-control', answer.cacheControl);
  if (metadata.etag) reply.header('etag', metadata.etag);
  if (metadata.lastModified) reply.header('last-modified', metadata.lastModified.toUTCString());
  if (answer.kind === 'not-modified') return reply.status(304).send();
  const { object } = answer;
  reply
    .header('content-type', answer.contentType)
    .header('accept-ranges', 'bytes')
    .header('content-length', String(object.length));
  if (object.range) {
    reply
      .status(206)
      .header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
  }
  return reply.send(object.body);
}
