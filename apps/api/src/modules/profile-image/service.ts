import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { accountDetails } from '@sogon/contract/messages/account-details';
import {
  FfmpegError,
  jpegMetadataMarkers,
  PROFILE_IMAGE_SIZE,
  probe,
  profileImageArgs,
  profileImageSizeAllowed,
  runFfmpeg,
  sniffImage,
} from '@sogon/media';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { AppError } from '#api/http/app-error';
import type { AccountRepository } from '#api/modules/account/repository';
import type { Member } from '#api/modules/account/sessions';

/** Uploads larger than this are refused before anything is decoded. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Decoding an 8000 px image takes a few hundred MB; a handful at once is all one node should run. */
const MAX_CONCURRENT_JOBS = 2;
const TOOL_TIMEOUT_MS = 8_000;

function refused(detail: string): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });
}

/** A failure that came from the image (it would not decode), not from the machine. */
function isImageFault(error: unknown): boolean {
  return error instanceof FfmpegError && ['exit', 'parse', 'timeout'].includes(error.reason);
}

function createLimiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await job();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function createProfileImageService(deps: {
  accounts: AccountRepository;
  /** The public store (served at /media/); images go to its profiles/ folder. */
  storage: ObjectStorage;
  /** URL prefix of that folder, e.g. /media/profiles/. */
  urlPrefix: string;
  ffmpegPath?: string;
  ffprobePath?: string;
}) {
  const folder = 'profiles';
  const limit = createLimiter(MAX_CONCURRENT_JOBS);

  /** The key of a previous profile image, when it is one this member uploaded here. */
  function ownKey(member: Member): string | null {
    const current = member.user.profileImg;
    if (!current.startsWith(deps.urlPrefix)) return null;
    const name = current.slice(deps.urlPrefix.length);
    // PATCH /v1/user may point a profile at any stored image; only the member's own are theirs to delete.
    return new RegExp(`^${member.user.id}-[0-9a-f]{24}\\.jpg$`).test(name) ? `${folder}/${name}` : null;
  }

  /** Decodes, checks and re-encodes the upload into `output`; throws a 400 for an unusable image. */
  async function render(data: Buffer, work: string, output: string): Promise<void> {
    const kind = sniffImage(data);
    if (!kind) throw refused(accountDetails.profileImageType);
    const input = path.join(work, 'upload');
    await writeFile(input, data);
    try {
      const info = await probe(input, { ffprobePath: deps.ffprobePath, timeoutMs: TOOL_TIMEOUT_MS });
      if (!info.video) throw refused(accountDetails.profileImageUnreadable);
      if (!profileImageSizeAllowed(info.video.width, info.video.height)) {
        // ffprobe reads 0 x 0 from a header it could not make sense of.
        const unreadable = info.video.width === 0 || info.video.height === 0;
        throw refused(
          unreadable ? accountDetails.profileImageUnreadable : accountDetails.profileImageDimensions,
        );
      }
      await runFfmpeg(profileImageArgs({ input, kind, output }), {
        ffmpegPath: deps.ffmpegPath,
        timeoutMs: TOOL_TIMEOUT_MS,
      });
      const result = await probe(output, { ffprobePath: deps.ffprobePath, timeoutMs: TOOL_TIMEOUT_MS });
      const square = result.video?.width === PROFILE_IMAGE_SIZE && result.video.height === PROFILE_IMAGE_SIZE;
      if (!square) throw refused(accountDetails.profileImageUnreadable);
    } catch (error) {
      if (isImageFault(error)) throw refused(accountDetails.profileImageUnreadable);
      throw error;
    }
    // The arguments already drop metadata; this makes sure no ffmpeg build ever lets any through.
    if (jpegMetadataMarkers(await readFile(output)).length > 0) {
      throw new Error('profile image still carries metadata after re-encoding');
    }
  }

  return {
    /**
     * Replaces the member's profile image with the uploaded one. Nothing is visible until the
     * finished image is stored, and nothing changes at all when any step fails.
     */
    async replace(member: Member, data: Buffer): Promise<{ profileImg: string }> {
      if (data.length === 0) throw refused(accountDetails.profileImageMissing);
      if (data.length > PROFILE_IMAGE_MAX_BYTES) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
          status: 413,
          detail: accountDetails.profileImageTooLarge,
        });
      }
      const name = `${member.user.id}-${randomBytes(12).toString('hex')}.jpg`;
      const target = `${folder}/${name}`;
      const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-profile-'));
      try {
        const output = path.join(work, name);
        await limit(() => render(data, work, output));
        await deps.storage.putFile(target, output, { contentType: 'image/jpeg' });
      } finally {
        await rm(work, { recursive: true, force: true });
      }

      const previous = ownKey(member);
      const profileImg = `${deps.urlPrefix}${name}`;
      try {
        // No row means the member resigned meanwhile: their new image must not outlive them.
        if (!(await deps.accounts.updateUser(member.user.id, { profileImg }))) {
          throw new AppError('ERROR_DATA_UPDATE_FAILED');
        }
      } catch (error) {
        await deps.storage.delete(target).catch(() => undefined);
        throw error;
      }
      // A stale image left behind costs space only; the new image is already the member's.
      if (previous && previous !== target) await deps.storage.delete(previous).catch(() => undefined);
      return { profileImg };
    },
  };
}

export type ProfileImageService = ReturnType<typeof createProfileImageService>;
