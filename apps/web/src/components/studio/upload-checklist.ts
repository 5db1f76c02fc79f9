import { studioTexts } from '@sogon/contract/messages/studio';
import type { TMediaJob } from '@sogon/contract/schemas/media';
import type { UploadRun, UploadStep } from './use-episode-upload.ts';

const text = studioTexts.page;

export const ORDER: UploadStep[] = ['create', 'frames', 'script', 'upload', 'transcode'];

export type ChecklistState = 'done' | 'current' | 'waiting';

export type ChecklistItem = { step: UploadStep; label: string; state: ChecklistState };

/** The transcode job's status as TranscodeStatus last saw it; null before there is a job. */
export type TranscodeJobStatus = TMediaJob['status'] | null;

function transcodeItem(state: ChecklistState, job: TranscodeJobStatus): ChecklistItem {
  if (state !== 'current') return { step: 'transcode', label: text.steps.transcode, state };
  if (job === 'done') return { step: 'transcode', label: text.steps.transcoded, state: 'done' };
  if (job === 'failed') return { step: 'transcode', label: text.steps.transcodeFailed, state };
  if (job === 'running') return { step: 'transcode', label: text.steps.transcode, state };
  return { step: 'transcode', label: text.transcodeQueued, state };
}

/**
 * The checklist of an episode on its way, each step worded for where the run is: done steps say
 * what was done. Once the file is in, the upload says so and the transcode is the current step
 * (waiting, converting, failed), then done when its job is.
 */
export function checklistSteps(
  run: Pick<UploadRun, 'content' | 'step' | 'framesSaved' | 'scriptSaved'>,
  options: { withFrames: boolean; withScript: boolean; job?: TranscodeJobStatus },
): ChecklistItem[] {
  const at = ORDER.indexOf(run.step);
  const stateOf = (step: UploadStep): ChecklistState => {
    const index = ORDER.indexOf(step);
    return index < at ? 'done' : index === at ? 'current' : 'waiting';
  };
  const item = (step: UploadStep, label: string): ChecklistItem => ({ step, label, state: stateOf(step) });
  return [
    item('create', run.content ? text.steps.created : text.steps.create),
    ...(options.withFrames
      ? [item('frames', run.framesSaved === null ? text.steps.frames : text.framesSaved(run.framesSaved))]
      : []),
    ...(options.withScript
      ? [item('script', run.scriptSaved === null ? text.steps.script : text.scriptSaved(run.scriptSaved))]
      : []),
    item('upload', stateOf('upload') === 'done' ? text.steps.uploaded : text.steps.upload),
    transcodeItem(stateOf('transcode'), options.job ?? null),
  ];
}
