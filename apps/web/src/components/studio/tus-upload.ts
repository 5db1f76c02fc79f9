'use client';

import { STUDIO_UPLOAD_CHUNK_BYTES, STUDIO_UPLOAD_PATH } from '@sogon/contract/limits';
import { studioTexts } from '@sogon/contract/messages/studio';
import type { DetailedError } from 'tus-js-client';
import { errorFromBody, STUDIO_HEADERS } from './studio-request.ts';

export interface UploadControl {
  /** Stops sending; what was sent stays on the server. */
  pause(): void;
  /** Goes on from the server's offset. */
  resume(): void;
}

export interface UploadCallbacks {
  onProgress(sent: number, total: number): void;
  onSuccess(): void;
  /** A Korean sentence for the creator. */
  onError(message: string): void;
}

function isDetailed(error: Error): error is DetailedError {
  return 'originalResponse' in error;
}

/** Our refusal (JSON envelope with a Korean detail) in a tus response, if that is what failed. */
function refusalOf(error: Error) {
  if (!isDetailed(error) || !error.originalResponse) return null;
  return errorFromBody(error.originalResponse.getStatus(), error.originalResponse.getBody());
}

/**
 * Uploads `file` as the episode's source with tus: chunked PATCHes, automatic retries on network
 * failures, and, when this browser already sent part of the same file for the same episode (a
 * reload, a closed tab), a resume from where the server says it stopped. tus-js-client is
 * loaded only here, when an upload starts.
 */
export async function startEpisodeUpload(
  file: File,
  contentId: number,
  callbacks: UploadCallbacks,
): Promise<UploadControl> {
  const tus = await import('tus-js-client');
  const upload = new tus.Upload(file, {
    // Absolute: tus resolves the Location it gets back against this address.
    endpoint: new URL(STUDIO_UPLOAD_PATH, window.location.origin).toString(),
    chunkSize: STUDIO_UPLOAD_CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
    metadata: { contentId: String(contentId), filename: file.name, filetype: file.type },
    headers: { ...STUDIO_HEADERS },
    removeFingerprintOnSuccess: true,
    // A refusal is final (retrying the same file gets the same answer); a dropped connection is not.
    onShouldRetry: (error, attempt, options) =>
      refusalOf(error) === null && (tus.defaultOptions.onShouldRetry?.(error, attempt, options) ?? false),
    onProgress: callbacks.onProgress,
    onSuccess: () => callbacks.onSuccess(),
    onError: (error) => callbacks.onError(refusalOf(error)?.detail ?? studioTexts.page.uploadFailed),
  });
  const previous = await upload.findPreviousUploads();
  const sameEpisode = previous
    .filter((entry) => entry.metadata.contentId === String(contentId))
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (sameEpisode) upload.resumeFromPreviousUpload(sameEpisode);
  upload.start();
  return {
    pause: () => void upload.abort(),
    resume: () => upload.start(),
  };
}
