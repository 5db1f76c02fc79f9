'use client';

import { type FieldControl, FormField } from '@web/components/form/FormField';
import studio from '@web/components/studio/Studio.module.css';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/** The images a cover, a profile picture or a gallery item may be. */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
/** The script files a studio accepts (lrc, vtt, srt). */
export const SCRIPT_TYPES = '.lrc,.vtt,.srt,text/vtt,application/x-subrip,text/x-lrc';

/** What every studio field takes around its control (see FormField). */
interface FieldFrame {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  announceError?: boolean;
  /** Extra class on the field's box. */
  fieldClassName?: string;
}

/** The field's frame and the rest, for the control. */
function splitFrame<P extends FieldFrame>({
  id,
  label,
  hint,
  error,
  announceError,
  fieldClassName,
  ...control
}: P): [FieldFrame, Omit<P, keyof FieldFrame>] {
  return [{ id, label, hint, error, announceError, fieldClassName }, control];
}

function Framed({ frame, children }: { frame: FieldFrame; children: (control: FieldControl) => ReactNode }) {
  const { fieldClassName, ...field } = frame;
  return (
    <FormField {...field} className={fieldClassName}>
      {children}
    </FormField>
  );
}

type Owned = 'id' | 'value' | 'onChange' | 'className' | 'aria-describedby' | 'aria-invalid';

type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, Owned> & {
    /** Left out for a field a form reads through FormData. */
    value?: string;
    onValue?: (value: string) => void;
  };

/** A labelled studio text input: its value as a string, its hint and error tied to it. */
export function TextField(props: TextFieldProps) {
  const [frame, { value, onValue, ...input }] = splitFrame(props);
  return (
    <Framed frame={frame}>
      {(control) => (
        <input
          {...control}
          {...input}
          className={studio.input}
          value={value}
          onChange={onValue ? (event) => onValue(event.target.value) : undefined}
        />
      )}
    </Framed>
  );
}

/** A studio number (hearts, hours, days, an order): a text input with the numeric keypad. */
export function NumberField(props: TextFieldProps) {
  return <TextField inputMode="numeric" {...props} />;
}

type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned> & {
    value?: string;
    onValue?: (value: string) => void;
  };

/** A labelled studio textarea (a description, benefit lines). */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, { value, onValue, ...textarea }] = splitFrame(props);
  return (
    <Framed frame={frame}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          className={studio.textarea}
          value={value}
          onChange={onValue ? (event) => onValue(event.target.value) : undefined}
        />
      )}
    </Framed>
  );
}

type FileFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, Owned | 'type'> & {
    accept: string;
    /** The file chosen, or null when the choice was cleared; left out for a field read through FormData. */
    onFile?: (file: File | null) => void;
  };

/** A labelled file chooser (cover, script, media, gallery image). */
export function FileField(props: FileFieldProps) {
  const [frame, { onFile, ...input }] = splitFrame(props);
  return (
    <Framed frame={frame}>
      {(control) => (
        <input
          {...control}
          {...input}
          className={studio.file}
          type="file"
          onChange={onFile ? (event) => onFile(event.target.files?.[0] ?? null) : undefined}
        />
      )}
    </Framed>
  );
}

type CheckFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> & {
  label: ReactNode;
  onCheck?: (checked: boolean) => void;
};

/** A checkbox with its label around it (무료, 19+, 멤버십 전용…). */
export function CheckField({ label, onCheck, ...input }: CheckFieldProps) {
  return (
    <label className={studio.check}>
      <input
        type="checkbox"
        {...input}
        onChange={onCheck ? (event) => onCheck(event.target.checked) : undefined}
      />
      {label}
    </label>
  );
}

/** `ids` with `id` added (checked) or taken out. */
export function toggledId<T>(ids: readonly T[], id: T, checked: boolean): T[] {
  return checked ? [...ids, id] : ids.filter((item) => item !== id);
}

/** One checkbox per choice, for a set of ids (categories, the tiers an early episode opens to). */
export function IdChecks<T extends string | number>({
  choices,
  selected,
  onChange,
}: {
  choices: readonly { id: T; label: ReactNode }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}) {
  return (
    <>
      {choices.map((choice) => (
        <CheckField
          key={choice.id}
          label={choice.label}
          checked={selected.includes(choice.id)}
          onCheck={(checked) => onChange(toggledId(selected, choice.id, checked))}
        />
      ))}
    </>
  );
}
