import { studioTexts as text } from '@sogon/contract/messages/studio';
import { describe, expect, it } from 'vitest';
import { appendFrames, checkFrameDrafts, type FrameDraft, framesForm } from './frame-drafts.ts';

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('appendFrames', () => {
  it('times new images 5 s apart, from 0:00 or after the last one', () => {
    const first = appendFrames([], [png('a.png'), png('b.png')]);
    expect(first.map((frame) => frame.time)).toEqual(['0:00', '0:05']);
    const more = appendFrames(
      [
        { ...first[0]!, time: '0:00' },
        { ...first[1]!, time: '1:00' },
      ],
      [png('c.png')],
    );
    expect(more.map((frame) => frame.time)).toEqual(['0:00', '1:00', '1:05']);
  });
});

describe('checkFrameDrafts', () => {
  const drafts = (...times: string[]): FrameDraft[] =>
    times.map((time, index) => ({ key: String(index), file: png(`${index}.png`), time, alt: '' }));

  it('answers the times in ms', () => {
    expect(checkFrameDrafts(drafts('0:00', '0:01.5', '2:00'))).toEqual({
      ok: true,
      atMs: [0, 1500, 120_000],
    });
  });

  it.each([
    [['0:01'], text.frameFirstNotZero],
    [['0:00', '0:03', '0:03'], text.frameTimesOrder(3)],
    [['0:00', '3분'], text.page.frameTimeWrong(2)],
  ])('refuses %j', (times, error) => {
    expect(checkFrameDrafts(drafts(...times))).toEqual({ ok: false, error });
  });

  it('refuses a GIF by its type', () => {
    const frames = [
      { key: 'g', file: new File(['x'], 'a.gif', { type: 'image/gif' }), time: '0:00', alt: '' },
    ];
    expect(checkFrameDrafts(frames)).toEqual({ ok: false, error: text.frameType(1) });
  });
});

describe('framesForm', () => {
  it('pairs each image with its time and description, in order', () => {
    const frames = [
      { key: 'a', file: png('a.png'), time: '0:00', alt: ' 바다 ' },
      { key: 'b', file: png('b.png'), time: '0:02', alt: '' },
    ];
    const form = framesForm(frames, [0, 2000]);
    expect(form.getAll('atMs')).toEqual(['0', '2000']);
    expect(form.getAll('alt')).toEqual(['바다', '']);
    expect((form.getAll('image') as File[]).map((file) => file.name)).toEqual(['a.png', 'b.png']);
  });
});
