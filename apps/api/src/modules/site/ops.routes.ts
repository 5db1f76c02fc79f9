import multipart from '@fastify/multipart';
import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ConsoleAuth } from '#api/modules/ops';
import { consoleRoutes } from '#api/modules/ops';
import { SITE_IMAGE_MAX_BYTES, type SiteOps } from './ops.service.ts';

/** The form field of an uploaded image. */
const FIELD = 'image';

/** The uploaded image's bytes; a 400 (413 when too large) for anything but one `image` file. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const missing = () =>
    new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: opsSiteTexts.details.imageMissing });
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
        detail: opsSiteTexts.details.imageTooLarge,
      });
    }
    const status = statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 400;
    throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status, cause: error });
  }
}

/** Banners, notices, FAQ and the home popup in the console (ADR 034): support reads, operators edit. */
export function registerSiteOpsRoutes(app: ApiApp, auth: ConsoleAuth, site: SiteOps): void {
  const table = routes.opsSite;
  consoleRoutes(app, auth, (scope, { operatorOf, allow }) => {
    route(scope, table.banners, {
      ...allow('site'),
      handler: async (request) => ok(await site.banners(request.query.type)),
    });
    route(scope, table.banner, {
      ...allow('site'),
      handler: async (request) => ok(await site.banner(request.params.id)),
    });
    route(scope, table.createBanner, {
      ...allow('siteEdit'),
      handler: async (request) => ok(await site.createBanner(operatorOf(request), request.body)),
    });
    route(scope, table.updateBanner, {
      ...allow('siteEdit'),
      handler: async (request) =>
        ok(await site.updateBanner(operatorOf(request), request.params.id, request.body)),
    });
    route(scope, table.bannerVisibility, {
      ...allow('siteEdit'),
      handler: async (request) =>
        ok(await site.bannerVisibility(operatorOf(request), request.params.id, request.body)),
    });

    // Multipart only in this scope: no other console route accepts files.
    scope.register(async (uploads: ApiApp) => {
      await uploads.register(multipart, {
        limits: {
          files: 1,
          fileSize: SITE_IMAGE_MAX_BYTES,
          fields: 2,
          fieldSize: 1024,
          parts: 3,
          headerPairs: 20,
        },
      });
      route(uploads, table.uploadBannerImage, {
        // An uploaded file is only stored; the banner that uses it is audited when saved.
        ...allow('siteEdit', { changesNothing: true }),
        handler: async (request) => ok(await site.uploadImage(await readUpload(request))),
      });
    });

    route(scope, table.notices, {
      ...allow('site'),
      handler: async () => ok(await site.notices()),
    });
    route(scope, table.notice, {
      ...allow('site'),
      handler: async (request) => ok(await site.notice(request.params.id)),
    });
    route(scope, table.createNotice, {
      ...allow('siteEdit'),
      handler: async (request) => ok(await site.createNotice(operatorOf(request), request.body)),
    });
    route(scope, table.updateNotice, {
      ...allow('siteEdit'),
      handler: async (request) =>
        ok(await site.updateNotice(operatorOf(request), request.params.id, request.body)),
    });
    route(scope, table.noticeVisibility, {
      ...allow('siteEdit'),
      handler: async (request) =>
        ok(await site.noticeVisibility(operatorOf(request), request.params.id, request.body)),
    });

    route(scope, table.faqs, {
      ...allow('site'),
      handler: async () => ok(await site.faqs()),
    });
    route(scope, table.faq, {
      ...allow('site'),
      handler: async (request) => ok(await site.faq(request.params.id)),
    });
    route(scope, table.createFaq, {
      ...allow('siteEdit'),
      handler: async (request) => ok(await site.createFaq(operatorOf(request), request.body)),
    });
    route(scope, table.updateFaq, {
      ...allow('siteEdit'),
      handler: async (request) =>
        ok(await site.updateFaq(operatorOf(request), request.params.id, request.body)),
    });
    route(scope, table.faqVisibility, {
      ...allow('siteEdit'),
      handler: async (request) =>
        ok(await site.faqVisibility(operatorOf(request), request.params.id, request.body)),
    });

    route(scope, table.popup, {
      ...allow('site'),
      handler: async () => ok(await site.popup()),
    });
    route(scope, table.updatePopup, {
      ...allow('siteEdit'),
      handler: async (request) => ok(await site.updatePopup(operatorOf(request), request.body)),
    });
  });
}
