import { studioTexts } from '@sogon/contract/messages/studio';
import { describe, expect, it } from 'vitest';
import { checklistSteps, type TranscodeJobStatus } from './upload-checklist.ts';
import type { UploadStep } from './use-episode-upload.ts';

const text = studioTexts.page;

describe('the upload checklist', () => {
  const run = (step: UploadStep) => ({ content: null, step, framesSaved: null, scriptSaved: 12 });
  const last = (step: UploadStep, job?: TranscodeJobStatus) =>
    checklistSteps(run(step), { withFrames: false, withScript: false, job }).slice(-2);

  it('says the file is in once the transcode starts, not that it is still uploading', () => {
    const labels = checklistSteps(run('transcode'), { withFrames: false, withScript: true }).map(
      (s) => s.label,
    );
    expect(labels).toEqual([
      text.steps.create,
      text.scriptSaved(12),
      text.steps.uploaded,
      text.transcodeQueued,
    ]);
    expect(labels).not.toContain(text.steps.upload);
  });

  it('says the file is going up while it is, with the transcode still to come', () => {
    expect(last('upload')).toEqual([
      { step: 'upload', label: text.steps.upload, state: 'current' },
      { step: 'transcode', label: text.steps.transcode, state: 'waiting' },
    ]);
  });

  it('follows the transcode: waiting, converting, then done with the upload done before it', () => {
    expect(last('transcode', null)).toEqual([
      { step: 'upload', label: text.steps.uploaded, state: 'done' },
      { step: 'transcode', label: text.transcodeQueued, state: 'current' },
    ]);
    expect(last('transcode', 'queued')[1]).toEqual({
      step: 'transcode',
      label: text.transcodeQueued,
      state: 'current',
    });
    expect(last('transcode', 'running')[1]).toEqual({
      step: 'transcode',
      label: text.steps.transcode,
      state: 'current',
    });
    expect(last('transcode', 'done')).toEqual([
      { step: 'upload', label: text.steps.uploaded, state: 'done' },
      { step: 'transcode', label: text.steps.transcoded, state: 'done' },
    ]);
  });

  it('says a failed transcode failed and keeps it the current step', () => {
    expect(last('transcode', 'failed')[1]).toEqual({
      step: 'transcode',
      label: text.steps.transcodeFailed,
      state: 'current',
    });
  });

  it('marks the steps before the current one done and the ones after it waiting', () => {
    const steps = checklistSteps(
      { content: null, step: 'frames', framesSaved: null, scriptSaved: null },
      { withFrames: true, withScript: true },
    );
    expect(steps.map((s) => [s.step, s.state])).toEqual([
      ['create', 'done'],
      ['frames', 'current'],
      ['script', 'waiting'],
      ['upload', 'waiting'],
      ['transcode', 'waiting'],
    ]);
  });

  it('names the episode once when its title already carries its number', () => {
    expect(text.created(6, '6화 · 빗소리')).toBe('6화 · 빗소리');
    expect(text.created(6, '6화 빗소리')).toBe('6화 · 빗소리');
    expect(text.created(6, '빗소리')).toBe('6화 · 빗소리');
  });
});
