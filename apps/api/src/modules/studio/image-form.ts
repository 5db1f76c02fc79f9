import multipart from '@fastify/multipart';
import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import { STUDIO_IMAGE_MAX_BYTES } from '@sogon/contract/studio-catalog';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/http/app-error';
import type { ApiApp } from '#api/http/types';

const text = studioCatalogTexts.image;

/**
 * Registers `routes` in a scope of their own that parses multipart forms of one image of at
 * most 5 MB: the studio's avatar, banner and cover uploads.
 */
export function studioImageScope(app: ApiApp, routes: (scope: ApiApp) => void): void {
  app.register(async (scope: ApiApp) => {
    await scope.register(multipart, {
      limits: {
        files: 1,
        fileSize: STUDIO_IMAGE_MAX_BYTES,
        fields: 2,
        fieldSize: 1024,
        parts: 3,
        headerPairs: 20,
      },
    });
    routes(scope);
  });
}

/** The uploaded image's bytes (form field `image`); a 400, or 413 when too large, for anything else. */
export async function readStudioImage(request: FastifyRequest): Promise<Buffer> {
  const missing = () => new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.missing });
  const tooLarge = () =>
    new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 413, detail: text.tooLarge });
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'image') throw missing();
    const data = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // A malformed or cut-off form is the sender's mistake, not a fault.
    throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: text.missing, cause: error });
  }
}
