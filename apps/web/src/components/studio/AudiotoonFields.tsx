import { FramesEditor } from './FramesEditor.tsx';
import type { FrameDraft } from './frame-drafts.ts';

/** What an audio-toon episode adds: its images with their times (the script is every kind's). */
export function AudiotoonFields({
  frames,
  framesError,
  onFrames,
}: {
  frames: FrameDraft[];
  framesError?: string;
  onFrames: (frames: FrameDraft[]) => void;
}) {
  return <FramesEditor frames={frames} onChange={onFrames} error={framesError} />;
}
