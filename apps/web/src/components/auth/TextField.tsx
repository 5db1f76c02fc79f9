import { FormField } from '@web/components/form/FormField';
import type { InputHTMLAttributes } from 'react';
import styles from './AuthForm.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  /** Shown under the field; the input is described by it. */
  hint?: string;
  /** Shown under the hint, marks the input invalid and is announced. */
  error?: string;
};

/** A labelled text input: a FormField holding an <input>. */
export function TextField({ id, label, hint, error, ...input }: Props) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <input className={styles.input} {...control} {...input} />}
    </FormField>
  );
}
