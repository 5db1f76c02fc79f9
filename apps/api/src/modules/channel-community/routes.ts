import multipart from '@fastify/multipart';
import { channelCommunityDetails as details } from '@sogon/contract/messages/channel-community';
import { requestDetails } from '@sogon/contract/messages/request';
import { routes } from '@sogon/contract/routes/table';
import { GALLERY_UPLOAD_MAX_BYTES } from '@sogon/contract/schemas/channel-community';
import { hasControlCharacter } from '@sogon/contract/validation/control-characters';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { CommunityService, GalleryUpload } from './service.ts';

const IMAGE_FIELD = 'image';
const TEXT_FIELDS = new Set(['title', 'description', 'price', 'membersOnly', 'isAdult']);

/** The gallery form: one `image` file and the text fields; anything else is refused. */
async function readGalleryForm(request: FastifyRequest): Promise<GalleryUpload> {
  if (!request.isMultipart())
    throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.galleryImageMissing });
  const upload: GalleryUpload = { image: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD || upload.image) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: details.galleryImageMissing });
        }
        upload.image = await part.toBuffer();
      } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        // Form fields skip the route schema: the control-character rule applies here instead.
        if (hasControlCharacter(part.value)) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
            detail: requestDetails.controlCharacter(part.fieldname),
          });
        }
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
        status: 413,
        detail: details.galleryImageTooLarge,
      });
    }
    const status = statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 400;
    throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status, cause: error });
  }
  return upload;
}

export function registerCommunityRoutes(
  app: ApiApp,
  deps: { community: CommunityService; sessions: Sessions },
) {
  const { community, sessions } = deps;
  const member = async (request: FastifyRequest) => viewerOfMember(await sessions.member(request.ctx));
  const table = routes.channelCommunity;

  route(app, table.galleryItems, {
    handler: async (request) => ok(await community.galleryItems(request.params.id, await member(request))),
  });
  // Multipart only in this scope: no other route of the module accepts files.
  app.register(async (scope: ApiApp) => {
    await scope.register(multipart, {
      limits: {
        files: 1,
        fileSize: GALLERY_UPLOAD_MAX_BYTES,
        fields: 8,
        fieldSize: 4096,
        parts: 10,
        headerPairs: 20,
      },
    });
    route(scope, table.uploadGalleryItem, {
      handler: async (request) =>
        ok(
          await community.uploadGalleryItem(request.params.id, await member(request), () =>
            readGalleryForm(request),
          ),
        ),
    });
  });
  route(app, table.updateGalleryItem, {
    handler: async (request) =>
      ok(
        await community.updateGalleryItem(
          request.params.id,
          request.params.itemId,
          await member(request),
          request.body,
        ),
      ),
  });
  route(app, table.removeGalleryItem, {
    handler: async (request) =>
      ok(await community.removeGalleryItem(request.params.id, request.params.itemId, await member(request))),
  });
  route(app, table.announcements, {
    handler: async (request) => ok(await community.announcements(request.params.id, await member(request))),
  });
  route(app, table.sendAnnouncement, {
    handler: async (request) =>
      ok(await community.sendAnnouncement(request.params.id, await member(request), request.body)),
  });
  route(app, table.blocks, {
    handler: async (request) => ok(await community.blocks(request.params.id, await member(request))),
  });
  route(app, table.block, {
    handler: async (request) =>
      ok(await community.block(request.params.id, await member(request), request.body.userId)),
  });
  route(app, table.unblock, {
    handler: async (request) =>
      ok(await community.unblock(request.params.id, await member(request), request.params.userId)),
  });
  route(app, table.blockCommentAuthor, {
    handler: async (request) =>
      ok(await community.blockCommentAuthor(request.params.id, await member(request))),
  });
  route(app, table.notifications, {
    handler: async (request) =>
      ok(await community.notifications((await sessions.member(request.ctx)).user.id)),
  });
  route(app, table.readNotifications, {
    handler: async (request) =>
      ok(await community.readNotifications((await sessions.member(request.ctx)).user.id)),
  });
}
