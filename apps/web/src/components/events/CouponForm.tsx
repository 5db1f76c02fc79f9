import { COUPON_CODE_MAX_LENGTH } from '@sogon/contract/limits';
import { eventTexts } from '@sogon/contract/messages/events';
import { FormField } from '@web/components/form/FormField';
import type { FormEvent, RefObject } from 'react';
import styles from './Events.module.css';

const text = eventTexts.page.coupon;

interface Props {
  code: string;
  /** Why the code was refused, said next to the field. */
  error: string;
  sending: boolean;
  input: RefObject<HTMLInputElement | null>;
  onCode: (code: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** 쿠폰 번호 and the 쿠폰 등록 button. */
export function CouponForm({ code, error, sending, input, onCode, onSubmit }: Props) {
  return (
    <form className={styles.form} noValidate aria-busy={sending || undefined} onSubmit={onSubmit}>
      <FormField label={text.codeLabel} hint={text.codeHint} error={error}>
        {(control) => (
          <input
            ref={input}
            {...control}
            name="code"
            className={styles.input}
            value={code}
            maxLength={COUPON_CODE_MAX_LENGTH}
            placeholder={text.codePlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="done"
            required
            onChange={(event) => onCode(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className={`button ${styles.submit}`} aria-disabled={sending || undefined}>
        {sending ? text.sending : text.submit}
      </button>
    </form>
  );
}
