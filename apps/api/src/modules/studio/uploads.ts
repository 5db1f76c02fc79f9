import { rm } from 'node:fs/promises';
import path from 'node:path';
import { isErrorCode } from '@sogon/contract/errors';
import { studioTexts as text } from '@sogon/contract/messages/studio';
import { STUDIO_UPLOAD_EXPIRY_MS, STUDIO_UPLOAD_MAX_BYTES } from '@sogon/contract/schemas/studio';
import { hasControlCharacter } from '@sogon/contract/validation/control-characters';
import { FileStore } from '@tus/file-store';
import { EVENTS, type Locker, Server, type ServerOptions, type Upload } from '@tus/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '#api/http/app-error';
import { carryReplyHeaders } from '#api/http/security-headers';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { StudioService } from './service.ts';
import { sweepExpiredUploads } from './upload-sweep.ts';

/** How often abandoned uploads are looked for. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface StudioUploadOptions {
  studio: StudioService;
  sessions: Sessions;
  /** Where unfinished uploads live (DATA_DIR/uploads). */
  directory: string;
  /** Who may change an upload right now: Redis-backed for several nodes (upload-locker.ts). */
  locker: Locker;
  maxBytes?: number;
  expiryMs?: number;
  sweepEveryMs?: number;
}

/** The request tus hands its hooks (a web Request carrying the Node one). */
type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0];

/** Who sent a tus request, resolved by the Fastify route before tus sees it. */
interface Caller {
  userId: number;
  log: FastifyBaseLogger;
}

/** What a tus hook throws to answer the client: our usual error envelope, as the response body. */
interface TusAnswer {
  status_code: number;
  body: string;
}

function answer(error: AppError): TusAnswer {
  return { status_code: error.status, body: JSON.stringify(error.toBody()) };
}

function isTusAnswer(value: unknown): value is TusAnswer {
  return typeof value === 'object' && value !== null && 'status_code' in value && 'body' in value;
}

const refusedMetadata = () => new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.uploadMetadata });

/** The episode and file name the client declared, checked; anything else it sent is dropped. */
function declared(upload: Upload): { contentId: number; filename: string } {
  const meta = upload.metadata ?? {};
  const rawId = meta.contentId ?? '';
  const contentId = /^\d{1,15}$/.test(rawId) ? Number(rawId) : 0;
  // A browser sends the bare name; anything path-like is cut to its last segment.
  const filename = path.posix.basename((meta.filename ?? '').replaceAll('\\', '/')).trim();
  if (contentId <= 0 || !filename || filename.length > 255 || hasControlCharacter(filename)) {
    throw refusedMetadata();
  }
  return { contentId, filename };
}

/** Whether a tus answer body is already our envelope (a hook's refusal) rather than tus's own text. */
function isEnvelope(body: string): boolean {
  try {
    return isErrorCode((JSON.parse(body) as { message?: unknown }).message);
  } catch {
    return false;
  }
}

/**
 * tus's own refusals (protocol headers, offsets, expired or unknown uploads) as the envelope,
 * keeping tus's status, except that an extension it lacks is the client's mistake (400, not 501).
 */
function protocolRefusal(status: number): AppError {
  if (status === 404) return new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.uploadNotFound });
  if (status === 410) return new AppError('ERROR_CONTENT_NOT_EXIST', { status, detail: text.uploadExpired });
  if (status === 409) {
    return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status, detail: text.uploadOffsetConflict });
  }
  if (status === 413) {
    return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status, detail: text.uploadTooLarge });
  }
  if (status === 501) return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.uploadProtocol });
  if (status >= 500) return new AppError('ERROR_INTERNAL', { status });
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status, detail: text.uploadProtocol });
}

/** @tus/server whose every refusal is the envelope of api.md; its protocol headers stay as they are. */
class EnvelopeTusServer extends Server {
  override write(
    ...[context, headers, status, body]: Parameters<Server['write']>
  ): ReturnType<Server['write']> {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    if (body && isEnvelope(body)) return super.write(context, headers, status, body);
    const refusal = protocolRefusal(status);
    return super.write(context, headers, refusal.status, JSON.stringify(refusal.toBody()));
  }
}

/**
 * The tus endpoint (resumable uploads, tus 1.0 with creation, termination and expiration) at
 * /v1/studio/uploads. Fastify checks the session and hands the raw request to @tus/server; tus
 * hooks check that the episode (on create) or the upload (on resume) is the caller's, and hand
 * a finished file to the media pipeline. GET is not routed: tus would serve the bytes back.
 */
export function registerStudioUploads(app: ApiApp, options: StudioUploadOptions): void {
  const { studio, sessions, directory } = options;
  const expiryMs = options.expiryMs ?? STUDIO_UPLOAD_EXPIRY_MS;
  const callers = new WeakMap<object, Caller>();
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });

  function callerOf(req: TusRequest): Caller {
    const raw = req.runtime?.node?.req;
    const caller = raw ? callers.get(raw) : undefined;
    // The route sets it before tus runs; a missing one is a wiring fault, never a visitor.
    if (!caller) throw new Error('tus request without a resolved caller');
    return caller;
  }

  /** Maps a hook failure to an answer: ours as they are, faults logged and hidden. */
  function toAnswer(error: unknown, log: FastifyBaseLogger | undefined): TusAnswer {
    if (error instanceof AppError) return answer(error);
    if (isTusAnswer(error)) return error;
    log?.error({ err: error }, 'studio upload failed');
    return answer(new AppError('ERROR_INTERNAL'));
  }

  /** Removes an upload's data and info files (a refused or abandoned upload leaves nothing). */
  async function discard(id: string): Promise<void> {
    await rm(path.join(directory, id), { force: true });
    await rm(path.join(directory, `${id}.json`), { force: true });
  }

  const tus = new EnvelopeTusServer({
    path: `${app.prefix}/v1/studio/uploads`,
    datastore,
    maxSize: options.maxBytes ?? STUDIO_UPLOAD_MAX_BYTES,
    // A path-only Location works behind any proxy without trusting forwarded headers.
    relativeLocation: true,
    // Same origin only: no CORS headers at all.
    allowedOrigins: [],
    // One request at a time per upload, across every node with Redis.
    locker: options.locker,

    async onIncomingRequest(req, id) {
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const caller = callerOf(req);
      const upload = await datastore.getUpload(id).catch(() => null);
      // Unknown or expired ids: tus answers 404/410 itself.
      if (!upload) return;
      if (upload.metadata?.userId !== String(caller.userId)) {
        throw answer(new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.uploadNotFound }));
      }
    },

    async onUploadCreate(req, upload) {
      const caller = callerOf(req);
      try {
        const { contentId, filename } = declared(upload);
        if (upload.size === 0) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.uploadEmpty });
        }
        await studio.prepareUpload(caller.userId, contentId);
        return { metadata: { contentId: String(contentId), filename, userId: String(caller.userId) } };
      } catch (error) {
        throw toAnswer(error, caller.log);
      }
    },

    async onUploadFinish(req, upload) {
      const caller = callerOf(req);
      try {
        const { contentId, filename } = declared(upload);
        const job = await studio.submitUpload(caller.userId, {
          contentId,
          filename,
          localPath: path.join(directory, upload.id),
        });
        caller.log.info({ contentId, jobId: job.id }, 'studio upload submitted');
        return {};
      } catch (error) {
        await discard(upload.id);
        throw toAnswer(error, caller.log);
      }
    },

    // tus's own errors (and ours) go on as they are: EnvelopeTusServer writes them in the envelope.
    onResponseError(_req, error) {
      return isTusAnswer(error) ? undefined : toAnswer(error, app.log);
    },
  });

  // The pipeline consumed the data file; the info file goes once the answer is out.
  tus.on(EVENTS.POST_FINISH, (_req, _res, upload) => {
    void discard(upload.id).catch((error) => app.log.warn({ err: error }, 'studio upload cleanup failed'));
  });

  const sweep = () =>
    sweepExpiredUploads(directory, { maxAgeMs: expiryMs }).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'abandoned studio uploads removed');
      },
      (error) => app.log.error({ err: error }, 'studio upload sweep failed'),
    );
  const timer = setInterval(() => void sweep(), options.sweepEveryMs ?? SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS') {
      const member = await sessions.member(request.ctx);
      callers.set(request.raw, { userId: member.user.id, log: request.log });
    }
    carryReplyHeaders(reply);
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'tus handler failed');
      if (!reply.raw.headersSent) {
        reply.raw.statusCode = 500;
        reply.raw.setHeader('content-type', 'application/json; charset=utf-8');
      }
      if (!reply.raw.writableEnded) reply.raw.end(JSON.stringify(new AppError('ERROR_INTERNAL').toBody()));
    }
  };

  app.register(async (scope: ApiApp) => {
    // tus reads the body itself, as a stream: Fastify must leave it untouched.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

    const protocol =
      'tus 1.0 resumable upload (https://tus.io/protocols/resumable-upload): session cookie or `token` header ' +
      'and `x-client` on writes. Create with Upload-Length and Upload-Metadata `contentId` (your episode) and ' +
      "`filename`; the answer's Location is the upload. Every refusal, tus's own included, answers the usual " +
      'error envelope as the body, with the tus headers.';

    scope.route({
      method: ['POST', 'OPTIONS'],
      url: '/v1/studio/uploads',
      schema: {
        tags: ['studio'],
        summary: 'Creates a resumable upload of an episode source (tus creation); max 2 GiB',
        description: protocol,
      },
      handler: handle,
    });

    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: '/v1/studio/uploads/:uploadId',
      schema: {
        tags: ['studio'],
        summary:
          'HEAD: the offset to resume from; PATCH: the next bytes (application/offset+octet-stream) — ' +
          'the last one hands the file to the media pipeline; DELETE: abandons the upload',
        description: `${protocol} Unfinished uploads expire after 24 hours (410).`,
        params: z.object({ uploadId: z.string().regex(/^[0-9a-f]{32}$/) }),
      },
      handler: handle,
    });
  });
}
