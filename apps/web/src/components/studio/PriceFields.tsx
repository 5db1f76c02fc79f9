import { EPISODE_MAX_PRICE } from '@sogon/contract/limits';
import { studioTexts } from '@sogon/contract/messages/studio';
import { FormField } from '@web/components/form/FormField';
import styles from './Studio.module.css';

const text = studioTexts.page;

/** 무료 공개, or the price in hearts. */
export function PriceFields({
  isFree,
  price,
  error,
  onFree,
  onPrice,
}: {
  isFree: boolean;
  price: string;
  error?: string;
  onFree: (isFree: boolean) => void;
  onPrice: (price: string) => void;
}) {
  return (
    <>
      <label className={styles.check}>
        <input type="checkbox" checked={isFree} onChange={(event) => onFree(event.target.checked)} />
        {text.free}
      </label>
      {isFree ? null : (
        <FormField
          className={styles.priceRow}
          label={text.price}
          hint={text.priceHint}
          error={error}
          announceError={false}
        >
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={EPISODE_MAX_PRICE}
              step={1}
              value={price}
              onChange={(event) => onPrice(event.target.value)}
            />
          )}
        </FormField>
      )}
    </>
  );
}
