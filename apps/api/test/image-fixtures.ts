import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { resolveFfmpeg, resolveFfprobe } from '@sogon/media';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid black 1-bit PNG of `width` x `height` whose zeros deflate to a
 * few kilobytes per megapixel, so a file of well under 2 MB makes a decoder allocate gigabytes.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // One filter byte and the packed bits of each row, all zero.
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The npm-shipped ffmpeg and ffprobe behind wrapper scripts that log each run to a file, so a
 * test can tell whether anything was decoded at all; `probeDelaySeconds` makes every ffprobe
 * run that much slower, to hold a work slot.
 */
export function spiedTools(dir: string, options: { probeDelaySeconds?: number } = {}) {
  const log = path.join(dir, 'tool-runs.log');
  writeFileSync(log, '');
  const wrap = (name: string, real: string, delay = 0) => {
    const file = path.join(dir, `spy-${name}`);
    const wait = delay > 0 ? `sleep ${delay}\n` : '';
    writeFileSync(file, `#!/bin/sh\necho ${name} >> '${log}'\n${wait}exec '${real}' "$@"\n`);
    chmodSync(file, 0o755);
    return file;
  };
  return {
    ffmpegPath: wrap('ffmpeg', resolveFfmpeg()),
    ffprobePath: wrap('ffprobe', resolveFfprobe(), options.probeDelaySeconds),
    /** The tools run so far, one name per run. */
    runs: () => readFileSync(log, 'utf8').split('\n').filter(Boolean),
  };
}
