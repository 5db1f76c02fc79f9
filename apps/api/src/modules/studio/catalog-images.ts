import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { studioCatalogTexts as text } from '@sogon/contract/messages/studio-catalog';
import {
  CHANNEL_BANNER_MAX_WIDTH,
  PLAYLIST_COVER_MAX_WIDTH,
  STUDIO_IMAGE_MAX_BYTES,
} from '@sogon/contract/studio-catalog';
import { IMAGE_KINDS, PROFILE_IMAGE_SIZE, profileImageArgs, sniffImage } from '@sogon/media';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { AppError } from '#api/http/app-error';
import {
  reencodeStillImage,
  type StillImageProblem,
  StillImageRefusal,
  type StillImageTools,
} from '#api/media/still-image';
import { fitWidthArgs, fitWidthSize } from '#api/media/still-image-args';

/** Where a studio image goes and how it is made: a square picture, or a width-bounded one. */
export type StudioImageShape = { kind: 'square' } | { kind: 'fitWidth'; maxWidth: number };

export const STUDIO_IMAGE_SHAPES = {
  avatar: { kind: 'square' },
  banner: { kind: 'fitWidth', maxWidth: CHANNEL_BANNER_MAX_WIDTH },
  cover: { kind: 'fitWidth', maxWidth: PLAYLIST_COVER_MAX_WIDTH },
} as const satisfies Record<string, StudioImageShape>;

const TOOL_TIMEOUT_MS = 8_000;
/** The public store's folder of studio images (served at /media/studio/). */
const FOLDER = 'studio';
const URL_PREFIX = `/media/${FOLDER}/`;

const PROBLEM_DETAIL: Record<StillImageProblem, string> = {
  type: text.image.type,
  unreadable: text.image.unreadable,
  dimensions: text.image.dimensions,
};

function refused(detail: string, status?: number): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail, ...(status ? { status } : {}) });
}

/**
 * Channel pictures and playlist covers from the studio, through the one re-encode path of
 * ADR 061 (`reencodeStillImage`): the bytes name the kind, the header's size is checked before
 * any decoder runs, and what is stored is a fresh JPEG of the first frame, never the upload.
 */
export function createStudioImages(deps: { storage: ObjectStorage; tools?: StillImageTools }) {
  return {
    /** Re-encodes and stores `data` under `owner` (e.g. `channels/7`); answers its /media address. */
    async store(owner: string, slot: string, shape: StudioImageShape, data: Buffer): Promise<string> {
      if (data.length === 0) throw refused(text.image.missing);
      if (data.length > STUDIO_IMAGE_MAX_BYTES) throw refused(text.image.tooLarge, 413);
      if (!sniffImage(data)) throw refused(text.image.type);
      const name = `${slot}-${randomBytes(12).toString('hex')}.jpg`;
      const key = `${FOLDER}/${owner}/${name}`;
      const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-studio-image-'));
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
            if (shape.kind === 'square') {
              return {
                args: profileImageArgs({ input, kind, output }),
                width: PROFILE_IMAGE_SIZE,
                height: PROFILE_IMAGE_SIZE,
              };
            }
            const size = fitWidthSize(width, height, shape.maxWidth);
            return { ...size, args: fitWidthArgs({ input, kind, output, ...size }) };
          },
        }).catch((error: unknown) => {
          throw error instanceof StillImageRefusal ? refused(PROBLEM_DETAIL[error.problem]) : error;
        });
        await deps.storage.putFile(key, output, { contentType: 'image/jpeg' });
      } finally {
        await rm(work, { recursive: true, force: true });
      }
      return `${URL_PREFIX}${owner}/${name}`;
    },

    /** Deletes an image this studio stored for `owner` (an address of another origin is left alone). */
    async discard(owner: string, url: string): Promise<void> {
      const prefix = `${URL_PREFIX}${owner}/`;
      if (!url.startsWith(prefix)) return;
      const name = url.slice(prefix.length);
      if (!/^[a-z]+-[0-9a-f]{24}\.jpg$/.test(name)) return;
      await deps.storage.delete(`${FOLDER}/${owner}/${name}`).catch(() => undefined);
    },
  };
}

export type StudioImages = ReturnType<typeof createStudioImages>;
