import multipart from '@fastify/multipart';
import { accountDetails } from '@sogon/contract/messages/account-details';
import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import { PROFILE_IMAGE_MAX_BYTES, type ProfileImageService } from './service.ts';

/** The form field of the file (the route table documents the form). */
const FIELD = 'profileImg';

/** The uploaded image's bytes; a 400 (413 when too large) for anything but one `profileImg` file. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const missing = () =>
    new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: accountDetails.profileImageMissing });
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FIELD) throw missing();
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
        status: 413,
        detail: accountDetails.profileImageTooLarge,
      });
    }
    // The form parser reports a malformed body as a plain Error: the sender's mistake, not a fault.
    const status = statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 400;
    throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status, cause: error });
  }
}

export function registerProfileImageRoutes(
  app: ApiApp,
  deps: { profileImages: ProfileImageService; sessions: Sessions },
): void {
  // Multipart only in this scope: no other route accepts file uploads.
  app.register(async (scope: ApiApp) => {
    await scope.register(multipart, {
      limits: {
        files: 1,
        fileSize: PROFILE_IMAGE_MAX_BYTES,
        fields: 4,
        fieldSize: 1024,
        parts: 5,
        headerPairs: 20,
      },
    });

    route(scope, routes.account.uploadProfileImage, {
      handler: async (request, reply) => {
        const member = await deps.sessions.member(request.ctx);
        // A client that leaves before the answer cancels the work: its image is not wanted.
        const left = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableFinished) left.abort();
        };
        reply.raw.once('close', onClose);
        try {
          return ok(
            await deps.profileImages.replace(member, () => readUpload(request), { signal: left.signal }),
          );
        } finally {
          reply.raw.off('close', onClose);
        }
      },
    });
  });
}
