import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg, resolveFfprobe } from './binaries.ts';
import { sniffImage } from './image-sniff.ts';
import {
  jpegMetadataMarkers,
  PROFILE_IMAGE_SIZE,
  profileImageArgs,
  profileImageSizeAllowed,
} from './profile-image.ts';
import { FfmpegError, probe, runFfmpeg } from './run.ts';

describe('profileImageArgs', () => {
  const args = profileImageArgs({ input: '/tmp/in', kind: 'png', output: '/tmp/out.jpg' });
  const joined = args.join(' ');

  it('reads the sniffed format only, takes one frame and writes a 400x400 JPEG last', () => {
    expect(joined).toContain('-f png_pipe -i /tmp/in');
    expect(joined).toContain('-frames:v 1');
    expect(joined).toContain('scale=400:400');
    expect(joined).toContain("crop='min(iw,ih)':'min(iw,ih)'");
    expect(joined).toContain('-c:v mjpeg -q:v 3 -f mjpeg');
    expect(args.at(-1)).toBe('/tmp/out.jpg');
  });

  it('strips metadata and the encoder tag', () => {
    expect(joined).toContain('-map_metadata -1');
    expect(joined).toContain('-fflags +bitexact -flags:v +bitexact');
  });

  it.each([
    ['jpeg', 'jpeg_pipe'],
    ['webp', 'webp_pipe'],
    ['gif', 'gif'],
  ] as const)('names the %s demuxer', (kind, demuxer) => {
    expect(profileImageArgs({ input: 'i', kind, output: 'o' }).join(' ')).toContain(`-f ${demuxer} -i i`);
  });

  it('refuses paths ffmpeg would read as options and odd settings', () => {
    expect(() => profileImageArgs({ input: '-i', kind: 'png', output: 'o' })).toThrow(TypeError);
    expect(() => profileImageArgs({ input: 'i', kind: 'png', output: '-y' })).toThrow(TypeError);
    expect(() => profileImageArgs({ input: 'i', kind: 'bmp' as 'png', output: 'o' })).toThrow(TypeError);
    expect(() => profileImageArgs({ input: 'i', kind: 'png', output: 'o', size: 401 })).toThrow(RangeError);
    expect(() => profileImageArgs({ input: 'i', kind: 'png', output: 'o', quality: 1 })).toThrow(RangeError);
  });
});

describe('profileImageSizeAllowed', () => {
  it.each([
    [16, 16, true],
    [8000, 8000, true],
    [640, 480, true],
    [15, 400, false],
    [400, 8001, false],
    [0, 0, false],
    [Number.NaN, 400, false],
  ])('%s x %s → %s', (width, height, allowed) => {
    expect(profileImageSizeAllowed(width, height)).toBe(allowed);
  });
});

describe('jpegMetadataMarkers', () => {
  it('lists APP1 and COM segments and ignores APP0', () => {
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xe1, 0, 4, 0, 0, 0xff, 0xfe, 0, 3, 0x41, 0xff, 0xda, 0, 2,
    ]);
    expect(jpegMetadataMarkers(jpeg)).toEqual([0xe1, 0xfe]);
  });

  it('refuses what is not a JPEG', () => {
    expect(() => jpegMetadataMarkers(Buffer.from('GIF89a'))).toThrow(TypeError);
  });
});

/** A JPEG with an EXIF APP1 segment right after SOI: camera make and a GPS latitude reference. */
function withExif(jpeg: Buffer, make: string): Buffer {
  const entry = (tag: number, type: number, count: number, value: number | Buffer) => {
    const bytes = Buffer.alloc(12);
    bytes.writeUInt16LE(tag, 0);
    bytes.writeUInt16LE(type, 2);
    bytes.writeUInt32LE(count, 4);
    if (Buffer.isBuffer(value)) value.copy(bytes, 8);
    else bytes.writeUInt32LE(value, 8);
    return bytes;
  };
  const makeBytes = Buffer.from(`${make}\0`);
  // TIFF header (8) + IFD0 with two entries (30) + GPS IFD with one entry (18), then the make text.
  const ifd0 = Buffer.concat([
    Buffer.from([2, 0]),
    entry(0x010f, 2, makeBytes.length, 56),
    entry(0x8825, 4, 1, 38),
    Buffer.alloc(4),
  ]);
  const gps = Buffer.concat([
    Buffer.from([1, 0]),
    entry(0x0001, 2, 2, Buffer.from('N\0\0\0')),
    Buffer.alloc(4),
  ]);
  const tiff = Buffer.concat([Buffer.from('II*\0'), Buffer.from([8, 0, 0, 0]), ifd0, gps, makeBytes]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

describe('profile images rendered with ffmpeg', () => {
  const ffmpegPath = resolveFfmpeg();
  const ffprobePath = resolveFfprobe();
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-profile-image-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const file = (name: string) => path.join(dir, name);

  async function synth(name: string, source: string, extra: string[] = []) {
    await runFfmpeg(
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', ...extra, file(name)],
      { ffmpegPath, timeoutMs: 10_000 },
    );
    return file(name);
  }

  /** Every tag ffprobe finds in the container, the stream or the decoded frame. */
  async function tagsOf(target: string): Promise<Record<string, string>> {
    const { stdout } = await runFfmpeg(
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-show_frames', target],
      { ffmpegPath: ffprobePath, captureStdout: true, timeoutMs: 10_000 },
    );
    const data = JSON.parse(stdout.toString('utf8')) as {
      format?: { tags?: Record<string, string> };
      streams?: { tags?: Record<string, string> }[];
      frames?: { tags?: Record<string, string> }[];
    };
    return Object.assign(
      {},
      data.format?.tags,
      ...(data.streams ?? []).map((s) => s.tags),
      ...(data.frames ?? []).map((f) => f.tags),
    );
  }

  async function convert(input: string, name: string) {
    const kind = sniffImage(fs.readFileSync(input).subarray(0, 12));
    if (!kind) throw new Error(`${input} is not an image`);
    const output = file(name);
    await runFfmpeg(profileImageArgs({ input, kind, output }), { ffmpegPath, timeoutMs: 10_000 });
    return output;
  }

  it('drops EXIF and GPS from a JPEG and answers a 400x400 baseline JPEG', async () => {
    const plain = await synth('plain.jpg', 'testsrc2=s=640x480');
    const input = file('exif.jpg');
    fs.writeFileSync(input, withExif(fs.readFileSync(plain), 'SogonSpyCam'));
    // The fixture really carries the tags, or the check below would prove nothing.
    expect(await tagsOf(input)).toMatchObject({ Make: 'SogonSpyCam', GPSLatitudeRef: 'N' });

    const output = await convert(input, 'exif-out.jpg');
    const info = await probe(output, { ffprobePath });
    expect(info.video).toMatchObject({
      codec: 'mjpeg',
      width: PROFILE_IMAGE_SIZE,
      height: PROFILE_IMAGE_SIZE,
    });
    expect(await tagsOf(output)).toEqual({});
    const bytes = fs.readFileSync(output);
    expect(jpegMetadataMarkers(bytes)).toEqual([]);
    expect(bytes.includes('SogonSpyCam')).toBe(false);
    expect(bytes.includes('Lavc')).toBe(false);
  });

  it('flattens a transparent PNG on white and crops it to the centre square', async () => {
    // Left half transparent red, right half opaque blue, on a tall canvas.
    const input = await synth(
      'alpha.png',
      'color=c=red@0.3:s=300x500,format=rgba[l];color=c=blue:s=300x500,format=rgba[r];[l][r]hstack',
      ['-pix_fmt', 'rgba'],
    );
    const output = await convert(input, 'alpha-out.jpg');
    const info = await probe(output, { ffprobePath });
    expect(info.video).toMatchObject({ width: 400, height: 400 });
    const pixelAt = async (x: number, y: number) => {
      const { stdout } = await runFfmpeg(
        [
          '-v',
          'error',
          '-i',
          output,
          '-vf',
          `crop=2:2:${x}:${y}`,
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgb24',
          'pipe:1',
        ],
        { ffmpegPath, captureStdout: true, timeoutMs: 10_000 },
      );
      return [...stdout.subarray(0, 3)];
    };
    const [lr, lg, lb] = await pixelAt(100, 200);
    // Centred, the colours meet at x = 200; a crop from the left edge would put red here too.
    const [rr, rg, rb] = await pixelAt(224, 200);
    // Pale pink where the red was see-through, not dark: transparency became white.
    expect(lr).toBeGreaterThan(230);
    expect(lg).toBeGreaterThan(150);
    expect(lb).toBeGreaterThan(150);
    expect(rb).toBeGreaterThan(200);
    expect(rr).toBeLessThan(60);
    expect(rg).toBeLessThan(60);
  });

  it('takes the first frame of an animated GIF', async () => {
    const input = file('anim.gif');
    await runFfmpeg(['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x240:d=1', input], {
      ffmpegPath,
      timeoutMs: 10_000,
    });
    const info = await probe(await convert(input, 'anim-out.jpg'), { ffprobePath });
    expect(info.video).toMatchObject({ codec: 'mjpeg', width: 400, height: 400 });
  });

  it('reads WebP when this ffmpeg can write one to test with', async (context) => {
    const { stdout } = await runFfmpeg(['-hide_banner', '-encoders'], {
      ffmpegPath,
      captureStdout: true,
      timeoutMs: 10_000,
    });
    // JPEG is what we store; WebP only has to be readable, and writing the fixture needs libwebp.
    if (!stdout.toString('utf8').includes('libwebp')) context.skip();
    const input = await synth('in.webp', 'testsrc2=s=320x240', ['-c:v', 'libwebp']);
    const info = await probe(await convert(input, 'webp-out.jpg'), { ffprobePath });
    expect(info.video).toMatchObject({ codec: 'mjpeg', width: 400, height: 400 });
  });

  it('fails on a damaged PNG instead of writing half a picture', async () => {
    const good = fs.readFileSync(await synth('whole.png', 'testsrc2=s=320x240'));
    const input = file('cut.png');
    fs.writeFileSync(input, good.subarray(0, Math.floor(good.length / 3)));
    const error = await convert(input, 'cut-out.jpg').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
  });
});
