'use client';

import { type ReactNode, type Ref, type TextareaHTMLAttributes, useRef, useState } from 'react';
import { FormField } from '../form/FormField.tsx';
import styles from './Ops.module.css';
import { REASON_MAX, readReason } from './reason.ts';

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'className' | 'maxLength' | 'minLength' | 'required' | 'aria-invalid' | 'aria-describedby'
>;

interface Props extends TextareaProps {
  /** The form's own words for it, e.g. 사유 (감사 로그에 남아요) or 취소 사유. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field (readReason's error); marks it invalid. */
  error?: string;
  /** See FormField: off where the form moves the focus to its first invalid field itself. */
  announceError?: boolean;
  /** A reason the API lets the operator leave out (events, coupons). */
  optional?: boolean;
  /** For moving the focus to the field. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The reason (사유) a console action asks for, kept in the audit log: a labelled textarea named
 * `reason`, as long as readReason allows, its error under it and tied to it.
 */
export function ReasonField({
  label,
  hint,
  error,
  announceError,
  optional = false,
  ref,
  rows = 2,
  ...rest
}: Props) {
  return (
    <FormField label={label} hint={hint} error={error} announceError={announceError}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          ref={ref}
          name="reason"
          required={!optional}
          maxLength={REASON_MAX}
          rows={rows}
          className={`${styles.input} ${styles.textarea}`}
        />
      )}
    </FormField>
  );
}

/**
 * A form whose only checked field is the reason: `read` gives the reason, or shows readReason's
 * error under the field, moves the focus there and gives null. `field` goes on the ReasonField.
 */
export function useReasonField() {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState('');
  const read = (data: FormData): string | null => {
    const answer = readReason(data);
    if ('error' in answer) {
      setError(answer.error);
      ref.current?.focus();
      return null;
    }
    setError('');
    return answer.reason;
  };
  return { read, field: { ref, error }, ref };
}
