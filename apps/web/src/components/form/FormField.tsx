import { type ReactNode, useId } from 'react';
import styles from './FormField.module.css';

/** What the control inside a field spreads on itself: its id and its ties to the hint and error. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface Props {
  /** The control's id; a generated one when left out. */
  id?: string;
  label: ReactNode;
  /** Shown under the control, which is described by it. */
  hint?: ReactNode;
  /** Extra class on the hint (a character counter aligns right). */
  hintClassName?: string;
  /** Shown under the hint; marks the control invalid and is part of its description. */
  error?: string;
  /**
   * Whether the error is announced on its own (role="alert"). A form that moves the focus to the
   * first invalid field turns it off: the field's description already reads the error there.
   */
  announceError?: boolean;
  /** Extra class on the field's box (layout of one form). */
  className?: string;
  /** The control (input, select, textarea, or one with a button beside it). */
  children: (control: FieldControl) => ReactNode;
}

/**
 * The one way a form writes a labelled control: label, control, hint and error, with the
 * control's aria-describedby and aria-invalid wired to them.
 */
export function FormField({
  id,
  label,
  hint,
  hintClassName,
  error,
  announceError = true,
  className,
  children,
}: Props) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className={hintClassName ? `${styles.hint} ${hintClassName}` : styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
