import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { accountDetails } from '@sogon/contract/messages/account-details';
import { IMAGE_KINDS, PROFILE_IMAGE_SIZE, profileImageArgs, sniffImage } from '@sogon/media';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { AppError } from '#api/http/app-error';
import {
  reencodeStillImage,
  type StillImageProblem,
  StillImageRefusal,
  type StillImageTools,
} from '#api/media/still-image';
import type { AccountRepository, Member } from '#api/modules/account';
import { createWorkQueue, QueueWaitTimeout } from './work-queue.ts';

/** Uploads larger than this are refused before anything is decoded. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Decoding an 8000 px image takes a few hundred MB; a handful at once is all one node should run. */
const MAX_CONCURRENT_JOBS = 2;
/**
 * How long an upload waits for one of those slots, and how long its re-encode may then take:
 * together well inside the API's 20 s answer limit, so the member always hears what happened
 * (never a 504 for work that goes on and finishes later).
 */
const QUEUE_WAIT_MS = 5_000;
const WORK_LIMIT_MS = 12_000;
const TOOL_TIMEOUT_MS = 8_000;
/** A file younger than this is never swept: it may be an upload between its store and its swap. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Stored names are listed and checked against the members in batches of this many. */
const SWEEP_BATCH = 500;
/** Retry-After of a busy or cancelled upload. */
const RETRY_AFTER_SECONDS = 5;

const PROBLEM_DETAIL: Record<StillImageProblem, string> = {
  type: accountDetails.profileImageType,
  unreadable: accountDetails.profileImageUnreadable,
  dimensions: accountDetails.profileImageDimensions,
};

function refused(detail: string): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });
}

function unavailable(detail: string): AppError {
  return new AppError('ERROR_SERVICE_UNAVAILABLE', { detail, retryAfterSeconds: RETRY_AFTER_SECONDS });
}

export function createProfileImageService(deps: {
  accounts: AccountRepository;
  /** The public store (served at /media/); images go to its profiles/ folder. */
  storage: ObjectStorage;
  /** URL prefix of that folder, e.g. /media/profiles/. */
  urlPrefix: string;
  tools?: StillImageTools;
  /** The waits above, shorter in tests. */
  limits?: { queueWaitMs?: number; workLimitMs?: number };
}) {
  const folder = 'profiles';
  const queueWaitMs = deps.limits?.queueWaitMs ?? QUEUE_WAIT_MS;
  const workLimitMs = deps.limits?.workLimitMs ?? WORK_LIMIT_MS;
  const queue = createWorkQueue(MAX_CONCURRENT_JOBS);
  /** Members with an upload in flight on this node: one at a time each (ADR 061). */
  const inFlight = new Set<number>();

  /** The storage key of a profile address, when it is an image `userId` uploaded here. */
  function ownKey(userId: number, profileImg: string): string | null {
    if (!profileImg.startsWith(deps.urlPrefix)) return null;
    const name = profileImg.slice(deps.urlPrefix.length);
    // PATCH /v1/user may point a profile at any stored image; only the member's own are theirs to delete.
    return new RegExp(`^${userId}-[0-9a-f]{24}\\.jpg$`).test(name) ? `${folder}/${name}` : null;
  }

  /** Decodes, checks and re-encodes the upload into `output`; throws a 400 for an unusable image. */
  async function render(input: string, output: string, signal: AbortSignal): Promise<void> {
    try {
      await reencodeStillImage({
        input,
        output,
        kinds: IMAGE_KINDS,
        tools: deps.tools,
        timeoutMs: TOOL_TIMEOUT_MS,
        signal,
        plan: ({ kind }) => ({
          args: profileImageArgs({ input, kind, output }),
          width: PROFILE_IMAGE_SIZE,
          height: PROFILE_IMAGE_SIZE,
        }),
      });
    } catch (error) {
      if (error instanceof StillImageRefusal) throw refused(PROBLEM_DETAIL[error.problem]);
      if (signal.aborted) throw unavailable(accountDetails.profileImageCancelled);
      throw error;
    }
  }

  /** Re-encodes and stores `data` as the member's image, then points the profile at it. */
  async function storeImage(
    userId: number,
    data: Buffer,
    signal?: AbortSignal,
  ): Promise<{ profileImg: string }> {
    const name = `${userId}-${randomBytes(12).toString('hex')}.jpg`;
    const target = `${folder}/${name}`;
    const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-profile-'));
    const controller = new AbortController();
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    let timer: NodeJS.Timeout | undefined;
    try {
      const input = path.join(work, 'upload');
      const output = path.join(work, name);
      await writeFile(input, data);
      try {
        await queue.run(queueWaitMs, controller.signal, () => {
          // The work's own time starts with its slot; running out kills the tool.
          timer = setTimeout(cancel, workLimitMs);
          return render(input, output, controller.signal);
        });
      } catch (error) {
        if (error instanceof QueueWaitTimeout) throw unavailable(accountDetails.profileImageQueueFull);
        // Cancelled while waiting (the client left): nothing was done.
        if (controller.signal.aborted && !(error instanceof AppError)) {
          throw unavailable(accountDetails.profileImageCancelled);
        }
        throw error;
      }
      if (controller.signal.aborted) throw unavailable(accountDetails.profileImageCancelled);
      await deps.storage.putFile(target, output, { contentType: 'image/jpeg' });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      await rm(work, { recursive: true, force: true });
    }
    const profileImg = `${deps.urlPrefix}${name}`;
    let swapped: { previous: string } | null;
    try {
      // The answer may no longer be awaited (the client left): then the image is not wanted.
      if (controller.signal.aborted) throw unavailable(accountDetails.profileImageCancelled);
      swapped = await deps.accounts.swapProfileImage(userId, profileImg);
      // No row means the member resigned meanwhile: their new image must not outlive them.
      if (!swapped) throw new AppError('ERROR_DATA_UPDATE_FAILED');
    } catch (error) {
      await deps.storage.delete(target).catch(() => undefined);
      throw error;
    }
    const previous = ownKey(userId, swapped.previous);
    // A stale image left behind costs space only (the sweep removes it); the new one is already the member's.
    if (previous && previous !== target) await deps.storage.delete(previous).catch(() => undefined);
    return { profileImg };
  }

  const ownName = /^\d+-[0-9a-f]{24}\.jpg$/;

  return {
    /**
     * Deletes the images in the profiles folder no member's profile points at, once older than
     * ORPHAN_GRACE_MS: what a crash between storing an upload and pointing the profile at it, a
     * resignation or a PATCH to another address left behind. Answers how many were deleted.
     */
    async sweepOrphans(now = Date.now()): Promise<number> {
      const stale = (await deps.storage.list(folder)).filter((object) => {
        const name = object.key.slice(folder.length + 1);
        return ownName.test(name) && now - object.lastModified.getTime() >= ORPHAN_GRACE_MS;
      });
      let deleted = 0;
      for (let start = 0; start < stale.length; start += SWEEP_BATCH) {
        const batch = stale.slice(start, start + SWEEP_BATCH);
        const addressOf = (key: string) => `${deps.urlPrefix}${key.slice(folder.length + 1)}`;
        const used = await deps.accounts.profileImagesAmong(batch.map((object) => addressOf(object.key)));
        for (const object of batch) {
          if (used.has(addressOf(object.key))) continue;
          await deps.storage.delete(object.key);
          deleted += 1;
        }
      }
      return deleted;
    },

    /**
     * Replaces the member's profile image with the uploaded one. One upload per member runs at
     * a time (a second one at once is answered 429); each waits a bounded time for a slot and
     * is cancelled, changing nothing, when it cannot finish in time. Nothing is visible until
     * the finished image is stored, and the image it replaces is deleted, whichever finishes last.
     * `read` reads the upload: it is called only once the member's turn is taken.
     */
    async replace(
      member: Member,
      read: () => Promise<Buffer>,
      options: { signal?: AbortSignal } = {},
    ): Promise<{ profileImg: string }> {
      const userId = member.user.id;
      if (inFlight.has(userId)) {
        throw new AppError('ERROR_TOO_MANY_REQUESTS', {
          detail: accountDetails.profileImageBusy,
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        });
      }
      inFlight.add(userId);
      try {
        const data = await read();
        if (data.length === 0) throw refused(accountDetails.profileImageMissing);
        if (data.length > PROFILE_IMAGE_MAX_BYTES) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
            status: 413,
            detail: accountDetails.profileImageTooLarge,
          });
        }
        if (!sniffImage(data)) throw refused(accountDetails.profileImageType);
        return await storeImage(userId, data, options.signal);
      } finally {
        inFlight.delete(userId);
      }
    },
  };
}

export type ProfileImageService = ReturnType<typeof createProfileImageService>;
