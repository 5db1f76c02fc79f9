import { studioEpisodeTexts } from '@sogon/contract/messages/studio-episodes';
import { describe, expect, it } from 'vitest';
import { checkEpisodeDraft, type EpisodeDraft } from './episode-draft.ts';

const audio = new File([new Uint8Array(16)], 'rain.m4a', { type: 'audio/mp4' });
const image = new File([new Uint8Array(16)], 'one.png', { type: 'image/png' });
const script = new File(['WEBVTT'], 'script.vtt', { type: 'text/vtt' });

function draft(changes: Partial<EpisodeDraft> = {}): EpisodeDraft {
  return {
    playlistId: 7,
    isToon: false,
    title: '  빗소리  ',
    description: ' ',
    isFree: false,
    price: '3',
    file: audio,
    frames: [],
    script: null,
    ...changes,
  };
}

describe('the new-episode form', () => {
  it('builds the request from what was typed, trimmed', () => {
    expect(checkEpisodeDraft(draft())).toEqual({
      ok: true,
      request: {
        create: { playlistId: 7, body: { title: '빗소리', isFree: false, price: 3 } },
        file: audio,
        frames: [],
        atMs: [],
        script: null,
      },
    });
  });

  it('sends a free episode at price 0, whatever the price field holds', () => {
    const checked = checkEpisodeDraft(draft({ isFree: true, price: 'abc', description: ' 잠 ' }));
    expect(checked.ok && checked.request.create?.body).toEqual({
      title: '빗소리',
      description: '잠',
      isFree: true,
      price: 0,
    });
  });

  it('says in Korean what each field is missing', () => {
    expect(checkEpisodeDraft(draft({ title: ' ', price: '0', file: null }))).toEqual({
      ok: false,
      errors: {
        title: '에피소드 제목을 입력해 주세요.',
        price: '유료 에피소드는 하트 1개 이상으로 가격을 정해 주세요.',
        file: '올릴 파일을 선택해 주세요.',
      },
    });
    expect(checkEpisodeDraft(draft({ file: new File([], 'empty.m4a') }))).toEqual({
      ok: false,
      errors: { file: '빈 파일은 올릴 수 없어요.' },
    });
  });

  it('sends images only for an audio-toon, with the image times, and a script for every kind', () => {
    const frames = [{ key: 'a', file: image, time: '0:00', alt: '' }];
    const toon = checkEpisodeDraft(draft({ isToon: true, frames, script }));
    expect(toon.ok && [toon.request.frames, toon.request.atMs, toon.request.script]).toEqual([
      frames,
      [0],
      script,
    ]);
    const plain = checkEpisodeDraft(draft({ frames, script }));
    expect(plain.ok && [plain.request.frames, plain.request.script]).toEqual([[], script]);
    const late = checkEpisodeDraft(draft({ isToon: true, frames: [{ ...frames[0]!, time: '0:05' }] }));
    expect(late.ok ? null : Object.keys(late.errors)).toEqual(['frames']);
  });

  it('takes an optional KST schedule, both fields or neither, and refuses an impossible day', () => {
    const scheduled = checkEpisodeDraft(draft({ openDate: '2026-12-24', openTime: '20:00' }));
    expect(scheduled.ok && scheduled.request.create?.body).toMatchObject({
      openDate: '2026-12-24',
      openTime: '20:00',
    });
    expect(checkEpisodeDraft(draft({ openDate: '2026-12-24', openTime: '' }))).toMatchObject({
      ok: false,
      errors: { schedule: studioEpisodeTexts.scheduleIncomplete },
    });
    expect(checkEpisodeDraft(draft({ openDate: '2026-02-30', openTime: '09:00' }))).toMatchObject({
      ok: false,
      errors: { schedule: studioEpisodeTexts.scheduleInvalid },
    });
  });
});
