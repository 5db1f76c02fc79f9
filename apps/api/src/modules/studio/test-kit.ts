import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TMediaJob } from '@sogon/contract/schemas/media';
import { STUDIO_UPLOAD_PATH } from '@sogon/contract/schemas/studio';
import { afterAll, beforeAll } from 'vitest';
import { createUploadLocker } from '#api/adapters/redis/upload-locker';
import type { Services } from '#api/app/compose';
import type { AppError } from '#api/http/app-error';
import { buildServer } from '#api/http/server';
import { mediaRoots } from '#api/media/roots';
import { registerAccountRoutes } from '#api/modules/account';
import { joinMember } from '../../../test/accounts.ts';
import { composeTestApp } from '../../../test/api-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { FrameTools } from './frame-files.ts';
import { createStudioRepository } from './repository.ts';
import { registerStudioRoutes } from './routes.ts';
import { createStudioService, type StudioPipeline } from './service.ts';

export const CLIENT = { 'x-client': 'sogon-web' };
export const TUS = { 'tus-resumable': '1.0.0', ...CLIENT };

/**
 * The studio routes (and the account routes, to sign members up) listening on 127.0.0.1, so
 * tus runs over real HTTP. `pipeline` picks the media pipeline: a double of its interface, or
 * the real one the composition builds (its worker off: jobs stay queued).
 */
export function setupStudioServer(options: {
  pipeline: (services: Services) => StudioPipeline;
  /** The image tools (ffmpeg, ffprobe) of the studio; the resolved ones unless given. */
  tools?: () => FrameTools;
}) {
  const state = {} as {
    database: TestDatabase;
    services: Services;
    app: Awaited<ReturnType<typeof buildServer>>;
    origin: string;
    scratch: string;
    uploadsDir: string;
  };
  let composed: Awaited<ReturnType<typeof composeTestApp>> | undefined;
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-studio-test-'));
    state.uploadsDir = path.join(state.scratch, 'uploads');
    composed = await composeTestApp(state.database, { media: { worker: false } }, mediaRoots(state.scratch));
    state.services = composed.services;
    const studio = createStudioService({
      studio: createStudioRepository(state.database.db),
      pipeline: options.pipeline(state.services),
      storage: state.services.media.storage,
      tools: options.tools?.(),
    });
    state.app = await buildServer({
      routes: (api) => {
        registerAccountRoutes(api, {
          accounts: state.services.accounts,
          sessions: state.services.sessions,
          secureCookies: false,
        });
        registerStudioRoutes(api, {
          studio,
          sessions: state.services.sessions,
          uploadsDir: state.uploadsDir,
          uploadLocker: createUploadLocker(null),
        });
      },
      logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
    });
    state.origin = await state.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await state.app?.close();
    await composed?.close();
    await state.database?.drop();
    if (state.scratch) await rm(state.scratch, { recursive: true, force: true });
  });

  const kit = {
    state,

    async member() {
      const joined = await joinMember(state.app);
      return { token: joined.token, id: joined.user.userInfo.id };
    },

    /** A JSON call through inject (no socket needed). */
    call(token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
      return state.app.inject({
        method,
        url: `/api/live${url}`,
        headers: {
          ...CLIENT,
          ...(token ? { token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    },

    tus: {
      /** tus creation: answers the response; its Location is the upload's address. */
      create(
        token: string | null,
        length: number,
        metadata: Record<string, string>,
        extra: Record<string, string> = {},
      ) {
        const encoded = Object.entries(metadata)
          .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
          .join(',');
        return fetch(`${state.origin}${STUDIO_UPLOAD_PATH}`, {
          method: 'POST',
          headers: {
            ...TUS,
            ...(token ? { token } : {}),
            'upload-length': String(length),
            ...(encoded ? { 'upload-metadata': encoded } : {}),
            ...extra,
          },
        });
      },

      url(created: Response): string {
        const location = created.headers.get('location');
        if (!location) throw new Error(`no Location (status ${created.status})`);
        return new URL(location, state.origin).toString();
      },

      patch(
        token: string,
        url: string,
        offset: number,
        body: NonNullable<RequestInit['body']>,
        signal?: AbortSignal,
      ) {
        return fetch(url, {
          method: 'PATCH',
          headers: {
            ...TUS,
            token,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body,
          signal,
          duplex: 'half',
        } as RequestInit);
      },

      head(token: string, url: string) {
        return fetch(url, { method: 'HEAD', headers: { ...TUS, token } });
      },
    },
  };
  return kit;
}

/**
 * A stand-in for the media pipeline's interface (an outside boundary of the studio): it
 * records what it was handed and consumes accepted files as the real one does.
 */
export function createPipelineDouble() {
  const submitted: Array<{ contentId: number; createdBy: number | null; filename: string; bytes: Buffer }> =
    [];
  const retried: number[] = [];
  const jobs = new Map<number, TMediaJob>();
  let refusal: AppError | null = null;
  let nextId = 9000;

  const job = (contentId: number, status: TMediaJob['status']): TMediaJob => ({
    id: nextId++,
    contentId,
    status,
    progress: 0,
    attempts: 0,
    error: '',
    createdAt: new Date().toISOString(),
    finishedAt: null,
  });

  const pipeline: StudioPipeline = {
    async submit(input) {
      // A refused file is left where it was: deleting it is the studio's job, and tests check it.
      if (refusal) throw refusal;
      const bytes = await readFile(input.localPath);
      await rm(input.localPath);
      submitted.push({
        contentId: input.contentId,
        createdBy: input.createdBy,
        filename: input.filename,
        bytes,
      });
      const queued = job(input.contentId, 'queued');
      jobs.set(input.contentId, queued);
      return queued;
    },
    async retry(jobId) {
      retried.push(jobId);
      return { ...job(0, 'queued'), id: jobId };
    },
    async latestJob(contentId) {
      return jobs.get(contentId) ?? null;
    },
  };

  return {
    pipeline,
    submitted,
    retried,
    setJob(contentId: number, status: TMediaJob['status']) {
      const made = job(contentId, status);
      jobs.set(contentId, made);
      return made;
    },
    refuse(error: AppError | null) {
      refusal = error;
    },
  };
}
