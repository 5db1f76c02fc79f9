import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import type { TOpsAuditAction } from '@sogon/contract/ops-audit';
import type {
  TOpsBanner,
  TOpsBannerBody,
  TOpsFaq,
  TOpsFaqBody,
  TOpsNotice,
  TOpsNoticeBody,
  TOpsPopup,
  TOpsPopupBody,
  TOpsVisibilityBody,
} from '@sogon/contract/schemas/ops-site';
import { kstDate, kstParts } from '@sogon/contract/time/kst';
import { IMAGE_KINDS, sniffImage } from '@sogon/media';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { AppError } from '#api/http/app-error';
import {
  reencodeStillImage,
  type StillImageProblem,
  StillImageRefusal,
  type StillImageTools,
} from '#api/media/still-image';
import { fitWidthArgs, fitWidthSize } from '#api/media/still-image-args';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import type { AuditWrite, SiteOpsRepository } from './ops.repository.ts';

const details = opsSiteTexts.details;

/** Uploaded banner and popup images larger than this are refused. */
export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Stored banner and popup images are at most this wide: twice the 720 px banner card. */
export const SITE_IMAGE_MAX_WIDTH = 1440;
const TOOL_TIMEOUT_MS = 10_000;
const PROBLEM_DETAIL: Record<StillImageProblem, string> = {
  type: details.imageType,
  unreadable: details.imageUnreadable,
  dimensions: details.imageDimensions,
};
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'];

function refused(detail: string, status?: number): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail, ...(status ? { status } : {}) });
}

/** `YYYY-MM-DDTHH:mm` on Seoul clocks → the instant; a 400 for a date that does not exist. */
export function parseKst(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(value);
  if (!match) throw refused(details.badTime);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  let at: Date;
  try {
    at = kstDate(year, month, day, hour, minute);
  } catch {
    throw refused(details.badTime);
  }
  const back = kstParts(at);
  // 2026-02-31 would roll over into March: refuse it rather than guess.
  if (
    back.year !== year ||
    back.month !== month ||
    back.day !== day ||
    back.hour !== hour ||
    back.minute !== minute
  ) {
    throw refused(details.badTime);
  }
  return at;
}

function period(startsAt: string, endsAt: string): { startsAt: Date; endsAt: Date } {
  const start = parseKst(startsAt);
  const end = parseKst(endsAt);
  if (end.getTime() <= start.getTime()) throw refused(details.periodOrder);
  return { startsAt: start, endsAt: end };
}

/** An image under /media/ or an https address, ending in an image file's extension. */
export function imageUrlAllowed(value: string): boolean {
  const pathPart = value.split(/[?#]/)[0]!.toLowerCase();
  const extension = pathPart.slice(pathPart.lastIndexOf('.') + 1);
  if (!IMAGE_EXTENSIONS.includes(extension)) return false;
  if (/^\/media\/(?!.*\.\.)[\w./-]+$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * The console's merchandising (issue 17): banners, notices, FAQ and the home popup. Operators
 * change them, support reads them; every change and its audit row commit together.
 */
export function createSiteOps(deps: {
  repository: SiteOpsRepository;
  auth: ConsoleAuth;
  now: () => Date;
  /** The public store (served at /media/); uploads go to its `site/` folder. */
  publicStorage: ObjectStorage;
  /**
   * Called after a banner or popup change commits: every node drops the home answers and the
   * visitor pages it keeps (the home page carries both).
   */
  bannersChanged: () => void;
  /** ffmpeg and ffprobe for uploaded images; the resolved ones unless given. */
  tools?: StillImageTools;
}) {
  const { repository: repo, auth, now } = deps;
  const thenBannersChanged = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    deps.bannersChanged();
    return result;
  };

  function auditOf(
    operator: SignedInOperator,
    action: TOpsAuditAction,
    target: string,
    reason = '',
  ): AuditWrite {
    return (tx, before, after) =>
      auth.audit(tx, operator, {
        action,
        target,
        reason,
        before: before as Record<string, unknown> | null,
        after: after as Record<string, unknown>,
      });
  }

  async function bannerValues(body: TOpsBannerBody) {
    const imageAlt = body.imageAlt.trim();
    if (imageAlt === '') throw refused(details.imageAltRequired);
    const imageUrl = body.imageUrl.trim();
    if (!imageUrlAllowed(imageUrl)) throw refused(details.imageUrlInvalid);
    const when = period(body.startsAt, body.endsAt);
    const playlistId = body.playlistId ?? null;
    if (playlistId !== null && !(await repo.playlistExists(playlistId))) throw refused(details.noPlaylist);
    return {
      type: body.type,
      grade: body.grade ?? 'all',
      title: body.title.trim(),
      subtitle: (body.subtitle ?? '').trim(),
      imageAlt,
      imageUrl,
      linkUrl: body.linkUrl ?? '',
      playlistId,
      isAdult: body.isAdult ?? false,
      sort: body.sort ?? 0,
      ...when,
    };
  }

  function popupValues(body: TOpsPopupBody) {
    const imageUrl = (body.imageUrl ?? '').trim();
    if (imageUrl !== '' && !imageUrlAllowed(imageUrl)) throw refused(details.imageUrlInvalid);
    const imageAlt = (body.imageAlt ?? '').trim();
    if (imageUrl !== '' && imageAlt === '') throw refused(details.imageAltRequired);
    return {
      title: body.title.trim(),
      body: (body.body ?? '').trim(),
      imageUrl,
      imageAlt,
      linkUrl: body.linkUrl ?? '',
      linkLabel: (body.linkLabel ?? '').trim(),
      ...period(body.startsAt, body.endsAt),
    };
  }

  function found<T>(value: T | null, detail: string): T {
    if (value === null) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 404, detail });
    return value;
  }

  /** Hidden ↔ shown; refuses a call that would change nothing. */
  function visibility(
    current: { hiddenAt: string | null },
    body: TOpsVisibilityBody,
  ): { hiddenAt: Date | null } {
    if (body.hidden && current.hiddenAt) throw refused(details.alreadyHidden);
    if (!body.hidden && !current.hiddenAt) throw refused(details.notHidden);
    return { hiddenAt: body.hidden ? now() : null };
  }

  return {
    banners: (type?: string) => repo.banners(type),
    async banner(id: number): Promise<TOpsBanner> {
      return found(await repo.banner(id), details.noBanner);
    },
    async createBanner(operator: SignedInOperator, body: TOpsBannerBody): Promise<TOpsBanner> {
      const values = await bannerValues(body);
      // The id is known only after the insert: the target names the row through `after.id`.
      return thenBannersChanged(
        repo.insertBanner(values, now(), (tx, before, after) =>
          auditOf(operator, 'banner.create', `banner:${(after as TOpsBanner).id}`)(tx, before, after),
        ),
      );
    },
    async updateBanner(operator: SignedInOperator, id: number, body: TOpsBannerBody): Promise<TOpsBanner> {
      await this.banner(id);
      const values = await bannerValues(body);
      return found(
        await thenBannersChanged(
          repo.updateBanner(id, values, now(), auditOf(operator, 'banner.update', `banner:${id}`)),
        ),
        details.noBanner,
      );
    },
    async bannerVisibility(
      operator: SignedInOperator,
      id: number,
      body: TOpsVisibilityBody,
    ): Promise<TOpsBanner> {
      const change = visibility(await this.banner(id), body);
      const action = body.hidden ? 'banner.hide' : 'banner.show';
      return found(
        await thenBannersChanged(
          repo.updateBanner(id, change, now(), auditOf(operator, action, `banner:${id}`, body.reason)),
        ),
        details.noBanner,
      );
    },

    /**
     * Stores an uploaded image and answers its address. Its bytes decide the kind, its header's
     * size is checked before anything is decoded, and what is stored is a fresh JPEG of its first
     * frame (at most SITE_IMAGE_MAX_WIDTH wide) made like members' images: none of the uploaded
     * bytes, so neither a polyglot's script nor a decompression bomb is ever served.
     */
    async uploadImage(data: Buffer): Promise<{ imageUrl: string }> {
      if (data.length === 0) throw refused(details.imageMissing);
      if (data.length > SITE_IMAGE_MAX_BYTES) throw refused(details.imageTooLarge, 413);
      if (!sniffImage(data)) throw refused(details.imageType);
      const name = `${randomBytes(12).toString('hex')}.jpg`;
      const key = `site/${name}`;
      const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-site-image-'));
      try {
        const input = path.join(work, 'upload');
        const output = path.join(work, name);
        await writeFile(input, data);
        await reencodeStillImage({
          input,
          output,
          kinds: IMAGE_KINDS,
          tools: deps.tools,
          timeoutMs: TOOL_TIMEOUT_MS,
          plan: ({ kind, width, height }) => {
            const size = fitWidthSize(width, height, SITE_IMAGE_MAX_WIDTH);
            return { ...size, args: fitWidthArgs({ input, kind, output, ...size }) };
          },
        }).catch((error: unknown) => {
          throw error instanceof StillImageRefusal ? refused(PROBLEM_DETAIL[error.problem]) : error;
        });
        await deps.publicStorage.putFile(key, output, { contentType: 'image/jpeg' });
      } finally {
        await rm(work, { recursive: true, force: true });
      }
      return { imageUrl: `/media/${key}` };
    },

    notices: () => repo.notices(),
    async notice(id: number): Promise<TOpsNotice> {
      return found(await repo.notice(id), details.noNotice);
    },
    async createNotice(operator: SignedInOperator, body: TOpsNoticeBody): Promise<TOpsNotice> {
      const values = {
        title: body.title.trim(),
        body: body.body.trim(),
        isPinned: body.isPinned ?? false,
        publishedAt: parseKst(body.publishAt),
      };
      return repo.insertNotice(values, now(), (tx, before, after) =>
        auditOf(operator, 'notice.create', `notice:${(after as TOpsNotice).id}`)(tx, before, after),
      );
    },
    async updateNotice(operator: SignedInOperator, id: number, body: TOpsNoticeBody): Promise<TOpsNotice> {
      await this.notice(id);
      const values = {
        title: body.title.trim(),
        body: body.body.trim(),
        isPinned: body.isPinned ?? false,
        publishedAt: parseKst(body.publishAt),
      };
      return found(
        await repo.updateNotice(id, values, now(), auditOf(operator, 'notice.update', `notice:${id}`)),
        details.noNotice,
      );
    },
    async noticeVisibility(
      operator: SignedInOperator,
      id: number,
      body: TOpsVisibilityBody,
    ): Promise<TOpsNotice> {
      const change = visibility(await this.notice(id), body);
      const action = body.hidden ? 'notice.hide' : 'notice.show';
      return found(
        await repo.updateNotice(id, change, now(), auditOf(operator, action, `notice:${id}`, body.reason)),
        details.noNotice,
      );
    },

    faqs: () => repo.faqs(),
    async faq(id: number): Promise<TOpsFaq> {
      return found(await repo.faq(id), details.noFaq);
    },
    async createFaq(operator: SignedInOperator, body: TOpsFaqBody): Promise<TOpsFaq> {
      const values = {
        category: body.category.trim(),
        question: body.question.trim(),
        answer: body.answer.trim(),
        sort: body.sort ?? 0,
      };
      return repo.insertFaq(values, now(), (tx, before, after) =>
        auditOf(operator, 'faq.create', `faq:${(after as TOpsFaq).id}`)(tx, before, after),
      );
    },
    async updateFaq(operator: SignedInOperator, id: number, body: TOpsFaqBody): Promise<TOpsFaq> {
      await this.faq(id);
      const values = {
        category: body.category.trim(),
        question: body.question.trim(),
        answer: body.answer.trim(),
        sort: body.sort ?? 0,
      };
      return found(
        await repo.updateFaq(id, values, now(), auditOf(operator, 'faq.update', `faq:${id}`)),
        details.noFaq,
      );
    },
    async faqVisibility(operator: SignedInOperator, id: number, body: TOpsVisibilityBody): Promise<TOpsFaq> {
      const change = visibility(await this.faq(id), body);
      const action = body.hidden ? 'faq.hide' : 'faq.show';
      return found(
        await repo.updateFaq(id, change, now(), auditOf(operator, action, `faq:${id}`, body.reason)),
        details.noFaq,
      );
    },

    async popup(): Promise<TOpsPopup> {
      return found(await repo.popup(), details.noPopup);
    },
    async updatePopup(operator: SignedInOperator, body: TOpsPopupBody): Promise<TOpsPopup> {
      return thenBannersChanged(
        repo.savePopup(popupValues(body), now(), auditOf(operator, 'popup.update', 'popup:1')),
      );
    },
  };
}

export type SiteOps = ReturnType<typeof createSiteOps>;
