import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { studioTexts as text } from '@sogon/contract/messages/studio';
import { AppError } from '#api/http/app-error';
import {
  readStillImageHeader,
  reencodeStillImage,
  type StillImageProblem,
  StillImageRefusal,
  type StillImageTools,
} from '#api/media/still-image';
import { FRAME_KINDS, type FrameKind, frameImageArgs, frameOutputSize } from './frame-image.ts';

const TOOL_TIMEOUT_MS = 10_000;
/** Decoding a large image takes a few hundred MB; two at once is what one request may use. */
const RENDER_CONCURRENCY = 2;

export type FrameTools = StillImageTools;

export interface RenderedFrame {
  width: number;
  height: number;
}

function refused(detail: string): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });
}

const PROBLEM_DETAIL: Record<StillImageProblem, (n: number) => string> = {
  type: text.frameType,
  unreadable: text.frameUnreadable,
  dimensions: text.frameDimensions,
};

/** Upload number `n`'s refusal in the creator's words; anything else passes through. */
function worded(error: unknown, n: number): unknown {
  return error instanceof StillImageRefusal ? refused(PROBLEM_DETAIL[error.problem](n)) : error;
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
  try {
    const { width, height } = await reencodeStillImage({
      input,
      output,
      kinds: FRAME_KINDS,
      tools,
      timeoutMs: TOOL_TIMEOUT_MS,
      plan: ({ kind, width: sourceWidth, height: sourceHeight }) => {
        const size = frameOutputSize(sourceWidth, sourceHeight);
        return { ...size, args: frameImageArgs({ input, kind: kind as FrameKind, output, ...size }) };
      },
    });
    return { width, height };
  } catch (error) {
    throw worded(error, n);
  }
}

/**
 * The pixels the images of one request declare in their headers, added up before any of them
 * is decoded: decoding costs CPU in proportion to them, so the request's total is bounded
 * (FRAME_REQUEST_MAX_PIXELS) as each image's sides are. Refuses an image that is no usable
 * frame, by its header, on the way.
 */
export async function declaredFramePixels(inputs: readonly string[]): Promise<number> {
  let total = 0;
  for (const [index, input] of inputs.entries()) {
    try {
      const { width, height } = await readStillImageHeader(input, FRAME_KINDS);
      total += width * height;
    } catch (error) {
      throw worded(error, index + 1);
    }
  }
  return total;
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
