import { describe, expect, it } from 'vitest';
import type { ProbeResult } from './run.ts';
import { MAX_DURATION_SEC, MAX_UPLOAD_BYTES, validateMedia } from './validate.ts';

const audio = { codec: 'mp3', sampleRate: 44_100, channels: 2, channelLayout: 'stereo', bitRate: 192_000 };
const song: ProbeResult = { formatName: 'mp3', durationSec: 180, audio };
const clip: ProbeResult = {
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
  durationSec: 30,
  audio,
  video: { codec: 'h264', width: 1920, height: 1080 },
};

describe('validateMedia', () => {
  it('accepts audio and video, telling which', () => {
    expect(validateMedia(song, { sizeBytes: 5_000_000 })).toEqual({ ok: true, kind: 'audio' });
    expect(validateMedia(clip)).toEqual({ ok: true, kind: 'video' });
    expect(
      validateMedia({ ...song, video: { codec: 'mjpeg', width: 500, height: 500, attachedPic: true } }),
    ).toEqual({ ok: true, kind: 'audio' });
  });

  it('refuses what ffprobe could not read, pictures and text', () => {
    expect(validateMedia(null)).toEqual({ ok: false, reason: 'not_media' });
    expect(validateMedia({ durationSec: 0 })).toEqual({ ok: false, reason: 'not_media' });
    const ansi: ProbeResult = {
      formatName: 'tty',
      durationSec: 2.16,
      video: { codec: 'ansi', width: 640, height: 400 },
    };
    expect(validateMedia(ansi)).toEqual({ ok: false, reason: 'not_media' });
    const jpeg: ProbeResult = {
      formatName: 'image2',
      durationSec: 0.04,
      video: { codec: 'mjpeg', width: 64, height: 64 },
    };
    expect(validateMedia(jpeg)).toEqual({ ok: false, reason: 'not_media' });
    expect(
      validateMedia({ formatName: 'png_pipe', durationSec: 0, video: { codec: 'png', width: 9, height: 9 } }),
    ).toEqual({
      ok: false,
      reason: 'not_media',
    });
    expect(validateMedia({ ...song, audio: { ...audio, channels: 0 } })).toEqual({
      ok: false,
      reason: 'not_media',
    });
  });

  it('refuses video without sound', () => {
    const { audio: _, ...silent } = clip;
    expect(validateMedia(silent)).toEqual({ ok: false, reason: 'no_audio' });
  });

  it('enforces size and duration limits (2 GiB, 1 s – 4 h)', () => {
    expect(MAX_UPLOAD_BYTES).toBe(2 * 1024 ** 3);
    expect(MAX_DURATION_SEC).toBe(14_400);
    expect(validateMedia(song, { sizeBytes: MAX_UPLOAD_BYTES })).toEqual({ ok: true, kind: 'audio' });
    expect(validateMedia(song, { sizeBytes: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(validateMedia(null, { sizeBytes: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(validateMedia({ ...song, durationSec: 14_400 })).toEqual({ ok: true, kind: 'audio' });
    expect(validateMedia({ ...song, durationSec: 14_400.5 })).toEqual({ ok: false, reason: 'too_long' });
    expect(validateMedia({ ...song, durationSec: 1 })).toEqual({ ok: true, kind: 'audio' });
    expect(validateMedia({ ...song, durationSec: 0.9 })).toEqual({ ok: false, reason: 'too_short' });
    expect(validateMedia({ ...song, durationSec: Number.NaN })).toEqual({ ok: false, reason: 'too_short' });
  });

  it('takes other limits', () => {
    const limits = { maxBytes: 1000, maxDurationSec: 60, minDurationSec: 5 };
    expect(validateMedia(song, { sizeBytes: 1001, limits })).toEqual({ ok: false, reason: 'too_large' });
    expect(validateMedia(song, { limits })).toEqual({ ok: false, reason: 'too_long' });
    expect(validateMedia({ ...song, durationSec: 4 }, { limits })).toEqual({
      ok: false,
      reason: 'too_short',
    });
  });
});
