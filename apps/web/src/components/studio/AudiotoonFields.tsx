import { studioTexts } from '@sogon/contract/messages/studio';
import { FormField } from '@web/components/form/FormField';
import { FramesEditor } from './FramesEditor.tsx';
import type { FrameDraft } from './frame-drafts.ts';
import styles from './Studio.module.css';

const text = studioTexts.page;

/** What an audio-toon episode adds: its images with their times, and a script file. */
export function AudiotoonFields({
  frames,
  framesError,
  onFrames,
  onScript,
}: {
  frames: FrameDraft[];
  framesError?: string;
  onFrames: (frames: FrameDraft[]) => void;
  onScript: (script: File | null) => void;
}) {
  return (
    <>
      <FramesEditor frames={frames} onChange={onFrames} error={framesError} />
      <FormField label={text.script} hint={text.scriptHint}>
        {(control) => (
          <input
            {...control}
            className={styles.file}
            type="file"
            accept=".vtt,.srt,text/vtt,application/x-subrip"
            onChange={(event) => onScript(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
    </>
  );
}
