'use client';

import { FRAME_ALT_MAX_LENGTH } from '@sogon/contract/limits';
import { studioTexts } from '@sogon/contract/messages/studio';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { appendFrames, FRAME_TYPES, type FrameDraft } from './frame-drafts.ts';
import styles from './Studio.module.css';

const text = studioTexts.page;

/** A preview of a picked image, its object URL released when it goes. */
function FrameThumb({ file }: { file: File }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // biome-ignore lint/performance/noImgElement: a local preview of a file that is not uploaded yet
  return src ? <img className={styles.thumb} src={src} alt="" width={96} height={96} /> : null;
}

/** Audio-toon images in display order, each with its start time and description. */
export function FramesEditor({
  frames,
  onChange,
  error,
}: {
  frames: readonly FrameDraft[];
  onChange: (frames: FrameDraft[]) => void;
  error?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onChange(appendFrames(frames, files));
  };
  const update = (index: number, changes: Partial<FrameDraft>) =>
    onChange(frames.map((frame, at) => (at === index ? { ...frame, ...changes } : frame)));
  const remove = (index: number) => onChange(frames.filter((_, at) => at !== index));

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend>{text.frames}</legend>
      <p id={hintId} className={styles.hint}>
        {text.framesHint} {text.timeFormatHint}
      </p>
      {frames.length > 0 ? (
        <ol className={styles.frames}>
          {frames.map((frame, index) => {
            const n = index + 1;
            return (
              <li key={frame.key} className={styles.frame}>
                <FrameThumb file={frame.file} />
                <div className={styles.frameFields}>
                  <p className={styles.frameTitle}>
                    {text.frameLabel(n)} · {frame.file.name}
                  </p>
                  <div className={styles.field}>
                    <label className={styles.label} htmlFor={`${id}-time-${frame.key}`}>
                      {text.frameTime(n)}
                    </label>
                    <input
                      id={`${id}-time-${frame.key}`}
                      className={styles.input}
                      inputMode="decimal"
                      autoComplete="off"
                      value={frame.time}
                      onChange={(event) => update(index, { time: event.target.value })}
                    />
                  </div>
                  <div className={styles.field}>
                    <label className={styles.label} htmlFor={`${id}-alt-${frame.key}`}>
                      {text.frameAlt(n)}
                    </label>
                    <input
                      id={`${id}-alt-${frame.key}`}
                      className={styles.input}
                      maxLength={FRAME_ALT_MAX_LENGTH}
                      value={frame.alt}
                      onChange={(event) => update(index, { alt: event.target.value })}
                    />
                  </div>
                  <div className={styles.actions}>
                    <button type="button" className="button button-secondary" onClick={() => remove(index)}>
                      {text.removeFrame(n)}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-add`}>
          {text.addFrames}
        </label>
        <input
          id={`${id}-add`}
          className={styles.file}
          type="file"
          accept={FRAME_TYPES.join(',')}
          multiple
          onChange={add}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
