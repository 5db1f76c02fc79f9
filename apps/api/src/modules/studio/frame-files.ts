import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { studioTexts as text } from '@sogon/contract/messages/studio';
import {
  FfmpegError,
  IMAGE_SNIFF_BYTES,
  jpegMetadataMarkers,
  probe,
  runFfmpeg,
  sniffImage,
} from '@sogon/media';
import { AppError } from '#api/http/app-error';
import {
  FRAME_KINDS,
  type FrameKind,
  frameImageArgs,
  frameOutputSize,
  frameSizeAllowed,
} from './frame-image.ts';

const TOOL_TIMEOUT_MS = 10_000;
/** Decoding a large image takes a few hundred MB; two at once is what one request may use. */
const RENDER_CONCURRENCY = 2;

export interface FrameTools {
  ffmpegPath?: string;
  ffprobePath?: string;
}

export interface RenderedFrame {
  width: number;
  height: number;
}

function refused(detail: string): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });
}

/** A failure that came from the image (it would not decode), not from the machine. */
function isImageFault(error: unknown): boolean {
  return error instanceof FfmpegError && ['exit', 'parse', 'timeout'].includes(error.reason);
}

async function head(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(IMAGE_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, IMAGE_SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Re-encodes upload number `n` (1-based, for the creator's error message) into `output`: a
 * JPEG at most FRAME_MAX_WIDTH wide without metadata. Throws a 400 for anything unusable.
 */
export async function renderFrame(
  input: string,
  output: string,
  n: number,
  tools: FrameTools = {},
): Promise<RenderedFrame> {
  const kind = sniffImage(await head(input));
  if (!kind || !(FRAME_KINDS as readonly string[]).includes(kind)) throw refused(text.frameType(n));
  let size: RenderedFrame;
  try {
    const info = await probe(input, { ffprobePath: tools.ffprobePath, timeoutMs: TOOL_TIMEOUT_MS });
    const source = info.video;
    if (!source || source.width === 0 || source.height === 0) throw refused(text.frameUnreadable(n));
    if (!frameSizeAllowed(source.width, source.height)) throw refused(text.frameDimensions(n));
    size = frameOutputSize(source.width, source.height);
    await runFfmpeg(frameImageArgs({ input, kind: kind as FrameKind, output, ...size }), {
      ffmpegPath: tools.ffmpegPath,
      timeoutMs: TOOL_TIMEOUT_MS,
    });
    const result = await probe(output, { ffprobePath: tools.ffprobePath, timeoutMs: TOOL_TIMEOUT_MS });
    if (result.video?.width !== size.width || result.video.height !== size.height) {
      throw refused(text.frameUnreadable(n));
    }
  } catch (error) {
    if (isImageFault(error)) throw refused(text.frameUnreadable(n));
    throw error;
  }
  // The arguments already drop metadata; this makes sure no ffmpeg build lets any through.
  if (jpegMetadataMarkers(await readFile(output)).length > 0) {
    throw new Error('audio-toon frame still carries metadata after re-encoding');
  }
  return size;
}

/** Runs `task` over `items`, a few at once, and answers the results in order; the first failure wins. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Where one set of an episode's images lives: a folder per set, so a new set never overwrites a live one. */
export function frameSetPrefix(contentId: number, setTag: string): string {
  return `frames/${contentId}/s${setTag}`;
}

export function newFrameSetTag(): string {
  return randomBytes(6).toString('hex');
}

/** Renders every upload into `dir` as `{seq}.jpg`, seq counting from 0, a few at once. */
export async function renderFrames(
  inputs: readonly string[],
  dir: string,
  tools: FrameTools = {},
): Promise<RenderedFrame[]> {
  await mkdir(dir, { recursive: true });
  return mapLimited(inputs, RENDER_CONCURRENCY, (input, index) =>
    renderFrame(input, path.join(dir, `${index}.jpg`), index + 1, tools),
  );
}
