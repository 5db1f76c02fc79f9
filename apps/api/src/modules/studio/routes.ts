import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { requestDetails } from '@sogon/contract/messages/request';
import { studioTexts as text } from '@sogon/contract/messages/studio';
import { routes } from '@sogon/contract/routes/table';
import {
  CAPTIONS_MAX_BYTES,
  FRAME_ALT_MAX_LENGTH,
  FRAME_MAX_BYTES,
  FRAME_MAX_COUNT,
} from '@sogon/contract/schemas/studio';
import { hasControlCharacter } from '@sogon/contract/validation/control-characters';
import type { Locker } from '@tus/server';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { FrameUpload, StudioService } from './service.ts';
import { registerStudioUploads } from './uploads.ts';

/** Long enough for 200 images over a slow connection and their re-encoding. */
const FRAMES_TIMEOUT_MS = 10 * 60 * 1000;

function formRefusal(detail: string, status?: number): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail, ...(status ? { status } : {}) });
}

/**
 * Streams the image form to `work`: images to files (never whole in memory), `atMs` and `alt`
 * fields kept in the order they came. The parser's limits become the creator's messages.
 */
async function readFrameForm(request: FastifyRequest, work: string): Promise<FrameUpload> {
  if (!request.isMultipart()) throw formRefusal(text.framesForm);
  const images: string[] = [];
  const atMs: string[] = [];
  const alts: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') throw formRefusal(text.framesForm);
        const file = path.join(work, `upload-${images.length + 1}`);
        await pipeline(part.file, createWriteStream(file));
        if (part.file.truncated) throw formRefusal(text.frameTooLarge(FRAME_MAX_BYTES / 1024 / 1024), 413);
        images.push(file);
      } else if (part.fieldname === 'atMs' || part.fieldname === 'alt') {
        // Form fields skip the route schema: the control-character rule applies here instead.
        const value = String(part.value);
        if (hasControlCharacter(value)) throw formRefusal(requestDetails.controlCharacter(part.fieldname));
        (part.fieldname === 'atMs' ? atMs : alts).push(value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code } = error as { code?: string };
    if (code === 'FST_FILES_LIMIT') throw formRefusal(text.framesTooMany(FRAME_MAX_COUNT), 413);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw formRefusal(text.frameTooLarge(FRAME_MAX_BYTES / 1024 / 1024), 413);
    }
    // A malformed or cut-off form is the sender's mistake, not a fault.
    throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.framesForm, cause: error });
  }
  return { images, atMs, alts };
}

export function registerStudioRoutes(
  app: ApiApp,
  deps: { studio: StudioService; sessions: Sessions; uploadsDir: string; uploadLocker: Locker },
): void {
  const { studio, sessions } = deps;
  const memberId = async (request: FastifyRequest) => (await sessions.member(request.ctx)).user.id;

  const table = routes.studio;

  route(app, table.playlists, {
    handler: async (request) => ok(await studio.playlists(await memberId(request))),
  });

  route(app, table.createEpisode, {
    handler: async (request) =>
      ok(await studio.createEpisode(await memberId(request), request.params.id, request.body)),
  });

  route(app, table.content, {
    handler: async (request) => ok(await studio.content(await memberId(request), request.params.id)),
  });

  route(app, table.retry, {
    handler: async (request) => ok(await studio.retry(await memberId(request), request.params.id)),
  });

  // Multipart only in this scope, with limits made for audio-toon images.
  app.register(async (scope: ApiApp) => {
    await scope.register(multipart, {
      limits: {
        files: FRAME_MAX_COUNT,
        fileSize: FRAME_MAX_BYTES,
        fields: FRAME_MAX_COUNT * 2 + 10,
        fieldSize: FRAME_ALT_MAX_LENGTH * 4 + 100,
        parts: FRAME_MAX_COUNT * 3 + 10,
        headerPairs: 20,
      },
    });

    route(scope, table.replaceFrames, {
      config: { timeoutMs: FRAMES_TIMEOUT_MS },
      handler: async (request) => {
        const userId = await memberId(request);
        await studio.checkFramesTarget(userId, request.params.id);
        const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-frames-'));
        try {
          const upload = await readFrameForm(request, work);
          return ok(await studio.replaceFrames(userId, request.params.id, { ...upload, workDir: work }));
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
    });
  });

  // Script files arrive as their own text; JSON clients may send the text as a JSON string.
  app.register(async (scope: ApiApp) => {
    scope.addContentTypeParser(
      ['text/vtt', 'application/x-subrip', 'text/srt', 'application/srt', 'text/x-lrc', 'application/x-lrc'],
      { parseAs: 'string', bodyLimit: CAPTIONS_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    route(scope, table.replaceCaptions, {
      bodyLimit: CAPTIONS_MAX_BYTES,
      handler: async (request) =>
        ok(await studio.replaceCaptions(await memberId(request), request.params.id, request.body)),
    });
  });

  registerStudioUploads(app, { studio, sessions, directory: deps.uploadsDir, locker: deps.uploadLocker });
}
