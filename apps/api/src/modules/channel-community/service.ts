import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { channelCommunityDetails as details } from '@sogon/contract/messages/channel-community';
import {
  GALLERY_IMAGE_MAX_WIDTH,
  GALLERY_UPLOAD_MAX_BYTES,
  type TChannelBlockList,
  type TStudioGalleryFields,
  type TStudioGalleryItem,
  type TStudioGalleryList,
  ZStudioGalleryFields,
} from '@sogon/contract/schemas/channel-community';
import { IMAGE_KINDS, runFfmpeg, sniffImage } from '@sogon/media';
import type { MailMessage } from '#api/adapters/mail/types';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { AppError } from '#api/http/app-error';
import { galleryPreviewArgs } from '#api/media/gallery-preview';
import {
  reencodeStillImage,
  type StillImageProblem,
  StillImageRefusal,
  type StillImageTools,
} from '#api/media/still-image';
import { fitWidthArgs, fitWidthSize } from '#api/media/still-image-args';
import { isAdultGalleryItem, requireChannelOwner } from '#api/modules/access';
import { galleryImageUrl } from '#api/modules/gallery';
import type { Viewer } from '#api/modules/viewer';
import { createAnnouncementService } from './announcements.service.ts';
import type { ChannelBlocks } from './blocks.ts';
import type { CommunityRepository, OwnedChannelRow, StudioGalleryRow } from './repository.ts';

const TOOL_TIMEOUT_MS = 15_000;

const PROBLEM_DETAIL: Record<StillImageProblem, string> = {
  type: details.galleryImageType,
  unreadable: details.galleryImageUnreadable,
  dimensions: details.galleryImageDimensions,
};

function refused(detail: string, status?: number): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail, ...(status ? { status } : {}) });
}

/** An uploaded gallery form: the image's bytes and the text fields as they came. */
export interface GalleryUpload {
  image: Buffer | null;
  fields: Record<string, string>;
}

/** A paid or members-only picture is previewed blurred; a free open one plainly. */
const previewBlurred = (item: { price: number; membersOnly: boolean }) => item.price > 0 || item.membersOnly;

/**
 * Issue 37's community tools of a channel's studio: gallery uploads (re-encoded through the one
 * still-image path, previews made here), announcements to followers or tier members (delivered
 * by a job, once per member), and blocks. Every write asks the access module's ownership rule.
 */
export function createCommunityService(deps: {
  community: CommunityRepository;
  blocks: ChannelBlocks;
  publicStorage: ObjectStorage;
  privateStorage: ObjectStorage;
  /** Queues an announcement's delivery (the job calls `deliverAnnouncement`). */
  enqueueDelivery: (announcementId: number) => Promise<void>;
  mail: (message: MailMessage) => Promise<void>;
  siteUrl: string;
  now?: () => Date;
  tools?: StillImageTools;
}) {
  const { community } = deps;
  const _now = deps.now ?? (() => new Date());

  async function ownedChannel(channelId: number, viewer: Viewer): Promise<OwnedChannelRow> {
    const channel = await community.channel(channelId);
    if (!channel) throw new AppError('ERROR_CHANNEL_NOT_EXIST');
    return requireChannelOwner(viewer, channel, details.notChannelOwner);
  }

  function galleryAnswer(row: StudioGalleryRow): TStudioGalleryItem {
    return {
      id: row.id,
      channelId: row.channelId,
      title: row.title,
      description: row.description,
      previewImg: row.previewImg,
      imageUrl: galleryImageUrl(row.id),
      width: row.width,
      height: row.height,
      price: row.price,
      membersOnly: row.membersOnly,
      isAdult: row.isAdult,
      status: row.status,
      purchaseCount: row.purchaseCount,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The fields checked, 19+ only for a verified adult owner (an adult channel's items are 19+ anyway). */
  async function checkedFields(
    input: unknown,
    channel: OwnedChannelRow,
    userId: number,
  ): Promise<TStudioGalleryFields> {
    const parsed = ZStudioGalleryFields.safeParse(input);
    if (!parsed.success) throw refused(details.galleryFields);
    const fields = parsed.data;
    // The item is 19+ when marked so or in a 19+ channel; marking it is a verified adult owner's.
    const adult = isAdultGalleryItem({ item: fields, channel });
    const marked = fields.isAdult;
    if (marked && !(await community.verifiedAdult(userId))) {
      throw new AppError('ERROR_PERMISSION_DENIED', { detail: details.galleryAdultNotVerified });
    }
    return { ...fields, isAdult: adult };
  }

  /** Makes the public preview of a stored (already re-encoded) JPEG in `work`; answers its address. */
  async function storePreview(work: string, image: string, blurred: boolean): Promise<string> {
    const preview = path.join(work, `preview-${randomBytes(4).toString('hex')}.jpg`);
    await runFfmpeg(galleryPreviewArgs({ input: image, blurred, output: preview }), {
      ffmpegPath: deps.tools?.ffmpegPath,
      timeoutMs: TOOL_TIMEOUT_MS,
    });
    const key = `gallery-previews/${randomBytes(12).toString('hex')}.jpg`;
    await deps.publicStorage.putFile(key, preview, { contentType: 'image/jpeg' });
    return `/media/${key}`;
  }

  function previewKey(previewImg: string): string | null {
    return previewImg.startsWith('/media/gallery-previews/') ? previewImg.slice('/media/'.length) : null;
  }

  return {
    ...createAnnouncementService({ ...deps, ownedChannel }),

    async galleryItems(channelId: number, viewer: Viewer): Promise<TStudioGalleryList> {
      const channel = await ownedChannel(channelId, viewer);
      return { items: (await community.galleryItems(channel.id)).map(galleryAnswer) };
    },

    /**
     * A new gallery item from an uploaded form. Ownership first, then the fields, then the image:
     * its bytes name the kind, its header is checked before decoding, and only a fresh JPEG of its
     * pixels is stored (privately); the preview is made from that JPEG, blurred when locked.
     */
    async uploadGalleryItem(
      channelId: number,
      viewer: Viewer,
      read: () => Promise<GalleryUpload>,
    ): Promise<TStudioGalleryItem> {
      const channel = await ownedChannel(channelId, viewer);
      const upload = await read();
      const fields = await checkedFields(upload.fields, channel, viewer.userId!);
      const data = upload.image;
      if (!data || data.length === 0) throw refused(details.galleryImageMissing);
      if (data.length > GALLERY_UPLOAD_MAX_BYTES) throw refused(details.galleryImageTooLarge, 413);
      if (!sniffImage(data)) throw refused(details.galleryImageType);
      const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-gallery-upload-'));
      const imageKey = `gallery/${channel.id}/${randomBytes(12).toString('hex')}.jpg`;
      let stored = false;
      let previewImg = '';
      try {
        const input = path.join(work, 'upload');
        const output = path.join(work, 'image.jpg');
        await writeFile(input, data);
        const encoded = await reencodeStillImage({
          input,
          output,
          kinds: IMAGE_KINDS,
          tools: deps.tools,
          timeoutMs: TOOL_TIMEOUT_MS,
          plan: ({ kind, width, height }) => {
            const size = fitWidthSize(width, height, GALLERY_IMAGE_MAX_WIDTH);
            return { ...size, args: fitWidthArgs({ input, kind, output, ...size }) };
          },
        }).catch((error: unknown) => {
          throw error instanceof StillImageRefusal ? refused(PROBLEM_DETAIL[error.problem]) : error;
        });
        previewImg = await storePreview(work, output, previewBlurred(fields));
        await deps.privateStorage.putFile(imageKey, output, { contentType: 'image/jpeg' });
        stored = true;
        const id = await community.insertGalleryItem({
          channelId: channel.id,
          title: fields.title,
          description: fields.description,
          imageKey,
          previewImg,
          width: encoded.width,
          height: encoded.height,
          price: fields.price,
          membersOnly: fields.membersOnly,
          isAdult: fields.isAdult,
        });
        const row = await community.galleryItem(channel.id, id);
        if (!row) throw new AppError('ERROR_DATA_CREATE_FAILED');
        return galleryAnswer(row);
      } catch (error) {
        // Nothing half-made stays behind: the files of an item that was not written go.
        const key = previewKey(previewImg);
        if (key) await deps.publicStorage.delete(key).catch(() => {});
        if (stored) await deps.privateStorage.delete(imageKey).catch(() => {});
        throw error;
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },

    /** Edits an item; a change between locked and open makes its preview again from the full image. */
    async updateGalleryItem(
      channelId: number,
      itemId: number,
      viewer: Viewer,
      body: unknown,
    ): Promise<TStudioGalleryItem> {
      const channel = await ownedChannel(channelId, viewer);
      const item = await community.galleryItem(channel.id, itemId);
      if (!item) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: details.galleryItemMissing });
      const fields = await checkedFields(body, channel, viewer.userId!);
      let previewImg = item.previewImg;
      if (previewBlurred(fields) !== previewBlurred(item)) {
        const found = await deps.privateStorage.get(item.imageKey);
        if (!found) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: details.galleryItemMissing });
        const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-gallery-preview-'));
        try {
          const image = path.join(work, 'image.jpg');
          const chunks: Buffer[] = [];
          for await (const chunk of found.body) chunks.push(chunk as Buffer);
          await writeFile(image, Buffer.concat(chunks));
          previewImg = await storePreview(work, image, previewBlurred(fields));
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      }
      if (!(await community.updateGalleryItem(channel.id, item.id, { ...fields, previewImg }))) {
        throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: details.galleryItemMissing });
      }
      if (previewImg !== item.previewImg) {
        const old = previewKey(item.previewImg);
        if (old) await deps.publicStorage.delete(old).catch(() => {});
      }
      return galleryAnswer((await community.galleryItem(channel.id, item.id))!);
    },

    /** Takes an item out of the gallery; deleting it again answers the same. */
    async removeGalleryItem(channelId: number, itemId: number, viewer: Viewer) {
      const channel = await ownedChannel(channelId, viewer);
      await community.removeGalleryItem(channel.id, itemId);
      return { id: itemId, deleted: true as const };
    },

    async blocks(channelId: number, viewer: Viewer): Promise<TChannelBlockList> {
      const channel = await ownedChannel(channelId, viewer);
      const rows = await deps.blocks.list(channel.id);
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },

    async block(channelId: number, viewer: Viewer, userId: number) {
      const channel = await ownedChannel(channelId, viewer);
      if (userId === viewer.userId) throw refused(details.blockSelf);
      if (!(await deps.blocks.block(channel.id, userId, viewer.userId!))) {
        throw refused(details.blockUnknownMember);
      }
      return { userId, blocked: true };
    },

    /** Blocks a comment's author from the channel the comment belongs to (the owner's comment menu). */
    async blockCommentAuthor(commentId: number, viewer: Viewer) {
      const found = await community.commentChannel(commentId);
      if (!found) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      return this.block(found.channelId, viewer, found.userId);
    },

    async unblock(channelId: number, viewer: Viewer, userId: number) {
      const channel = await ownedChannel(channelId, viewer);
      await deps.blocks.unblock(channel.id, userId);
      return { userId, blocked: false };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
