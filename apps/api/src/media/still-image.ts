// The one re-encode path of every still image people upload (profile pictures, audio-toon
// frames, console banners): the bytes decide the kind, the header's declared size is checked
// before any decoder runs, ffmpeg decodes the first frame with the kind's own demuxer and writes a
// fresh JPEG, and the result is probed and checked for metadata. Only pixels survive: no
// trailing script of a polyglot, no EXIF, no comment chunk, no second frame.

import { open, readFile } from 'node:fs/promises';
import {
  FfmpegError,
  type ImageKind,
  jpegMetadataMarkers,
  PROFILE_IMAGE_MAX_SIDE,
  PROFILE_IMAGE_MIN_SIDE,
  probe,
  runFfmpeg,
  sniffImage,
} from '@sogon/media';
import { IMAGE_HEADER_BYTES, imageHeaderSize } from '@sogon/media/image-header';

/** Why an image was refused; each caller words it for its own readers. */
export type StillImageProblem = 'type' | 'unreadable' | 'dimensions';

/** An upload that is not a usable image (never a fault of the machine). */
export class StillImageRefusal extends Error {
  constructor(readonly problem: StillImageProblem) {
    super(`still image refused: ${problem}`);
    this.name = 'StillImageRefusal';
  }
}

export interface StillImageTools {
  ffmpegPath?: string;
  ffprobePath?: string;
}

export interface StillImageSource {
  kind: ImageKind;
  width: number;
  height: number;
}

/** Every side of an image people may upload: smaller is no picture, larger costs too much memory to decode. */
export function stillImageSidesAllowed(width: number, height: number): boolean {
  const within = (side: number) =>
    Number.isInteger(side) && side >= PROFILE_IMAGE_MIN_SIDE && side <= PROFILE_IMAGE_MAX_SIDE;
  return within(width) && within(height);
}

async function readHead(file: string): Promise<{ head: Buffer; whole: boolean }> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(IMAGE_HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, IMAGE_HEADER_BYTES, 0);
    return { head: buffer.subarray(0, bytesRead), whole: bytesRead < IMAGE_HEADER_BYTES };
  } finally {
    await handle.close();
  }
}

/**
 * The kind and declared size of the image in `file`, from its first bytes alone: nothing is
 * decoded. Refuses a kind outside `kinds`, a header that cannot be read and a size outside the
 * bounds, so a decompression bomb never reaches a decoder.
 */
export async function readStillImageHeader(
  file: string,
  kinds: readonly ImageKind[],
): Promise<StillImageSource> {
  const { head, whole } = await readHead(file);
  const kind = sniffImage(head);
  if (!kind || !kinds.includes(kind)) throw new StillImageRefusal('type');
  let size = imageHeaderSize(kind, head);
  // A JPEG's frame header follows its APPn segments, which may be longer than the head.
  if (!size && kind === 'jpeg' && !whole) size = imageHeaderSize(kind, await readFile(file));
  if (!size) throw new StillImageRefusal('unreadable');
  if (!stillImageSidesAllowed(size.width, size.height)) throw new StillImageRefusal('dimensions');
  return { kind, ...size };
}

/** A failure that came from the image (it would not decode in time), not from the machine. */
function isImageFault(error: unknown): boolean {
  return error instanceof FfmpegError && ['exit', 'parse', 'timeout'].includes(error.reason);
}

export interface StillImageJob {
  input: string;
  output: string;
  /** The kinds this use accepts. */
  kinds: readonly ImageKind[];
  /** The ffmpeg arguments, and the output size they make, for the checked source. */
  plan: (source: StillImageSource) => { args: string[]; width: number; height: number };
  tools?: StillImageTools;
  /** Each tool run is killed after this long (and the image refused as unreadable). */
  timeoutMs: number;
  /** Cancels the work: the tool is killed and its FfmpegError ('aborted') rejects. */
  signal?: AbortSignal;
}

/**
 * Re-encodes `input` into `output` as `plan` says, after checking the header; answers the
 * source and the output size. Throws StillImageRefusal for anything unusable.
 */
export async function reencodeStillImage(
  job: StillImageJob,
): Promise<{ source: StillImageSource; width: number; height: number }> {
  const declared = await readStillImageHeader(job.input, job.kinds);
  const tools = job.tools ?? {};
  let planned: { args: string[]; width: number; height: number };
  try {
    const info = await probe(job.input, {
      ffprobePath: tools.ffprobePath,
      timeoutMs: job.timeoutMs,
      signal: job.signal,
    });
    const stream = info.video;
    if (!stream || stream.width === 0 || stream.height === 0) throw new StillImageRefusal('unreadable');
    // The decoder must not see more pixels than the header declared (and was checked for).
    if (stream.width * stream.height > declared.width * declared.height) {
      throw new StillImageRefusal('unreadable');
    }
    if (!stillImageSidesAllowed(stream.width, stream.height)) throw new StillImageRefusal('dimensions');
    planned = job.plan({ kind: declared.kind, width: stream.width, height: stream.height });
    await runFfmpeg(planned.args, {
      ffmpegPath: tools.ffmpegPath,
      timeoutMs: job.timeoutMs,
      signal: job.signal,
    });
    const result = await probe(job.output, {
      ffprobePath: tools.ffprobePath,
      timeoutMs: job.timeoutMs,
      signal: job.signal,
    });
    if (result.video?.width !== planned.width || result.video.height !== planned.height) {
      throw new StillImageRefusal('unreadable');
    }
  } catch (error) {
    if (isImageFault(error)) throw new StillImageRefusal('unreadable');
    throw error;
  }
  // The arguments already drop metadata; this makes sure no ffmpeg build ever lets any through.
  if (jpegMetadataMarkers(await readFile(job.output)).length > 0) {
    throw new Error('re-encoded image still carries metadata');
  }
  return { source: declared, width: planned.width, height: planned.height };
}
