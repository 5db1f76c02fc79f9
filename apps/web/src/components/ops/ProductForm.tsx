'use client';

import { opsTexts } from '@sogon/contract/messages/ops';
import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import type { TOpsProduct } from '@sogon/contract/schemas/ops-payments';
import type { OfferKind } from '@sogon/contract/schemas/payments';
import { FormField } from '@web/components/form/FormField';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useRef, useState } from 'react';
import { RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOperator } from './operator-context.ts';
import { ReasonField } from './ReasonField.tsx';
import { readReason } from './reason.ts';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = opsPaymentTexts.product;
const OFFERS = Object.keys(opsPaymentTexts.products.offers) as OfferKind[];
const NO_INPUT = {};

type Field = 'name' | 'price' | 'hearts' | 'bonus' | 'sort' | 'reason';
type Errors = Partial<Record<Field, string>>;

/** 하트 상품 추가 / 수정: `id` null adds one. */
export function ProductForm({ id }: { id: number | null }) {
  const { result, retry } = useOpsAnswer(opsApi.opsPayments.products, NO_INPUT);
  const heading = id === null ? text.newHeading : text.editHeading(id);
  const back = (
    <p className={styles.back}>
      <Link href="/ops/products">{text.back}</Link>
    </p>
  );
  if (result.kind !== 'done') {
    return (
      <>
        {back}
        <h1 className={styles.title}>{heading}</h1>
        {result.kind === 'loading' ? (
          <p role="status" className={styles.muted}>
            {opsTexts.loading}
          </p>
        ) : (
          <RetryPanel message={result.message} onRetry={retry} />
        )}
      </>
    );
  }
  const product = id === null ? null : (result.value.find((item) => item.id === id) ?? undefined);
  return (
    <>
      {back}
      <h1 className={styles.title}>{heading}</h1>
      {product === undefined ? (
        <p role="alert" className={styles.error}>
          {text.notFound}
        </p>
      ) : (
        <Editor product={product} />
      )}
    </>
  );
}

function Editor({ product }: { product: TOpsProduct | null }) {
  const router = useRouter();
  const { failure } = useOperator();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const [price, setPrice] = useState(String(product?.price ?? ''));
  const [hearts, setHearts] = useState(String(product?.hearts ?? ''));
  const perHeart =
    Number(price) > 0 && Number(hearts) > 0
      ? opsPaymentTexts.won(Math.round(Number(price) / Number(hearts)))
      : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const whole = (name: string) => {
      const raw = String(data.get(name) ?? '').trim();
      return /^-?\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    };
    const read = readReason(data);
    const body = {
      name: String(data.get('name') ?? '').trim(),
      price: whole('price'),
      hearts: whole('hearts'),
      bonus: whole('bonus'),
      sort: whole('sort'),
      offer: (OFFERS.find((offer) => offer === data.get('offer')) ?? 'normal') as OfferKind,
      active: data.get('active') === 'on',
      reason: 'reason' in read ? read.reason : '',
    };
    const found: Errors = {};
    if (!body.name) found.name = text.nameRequired;
    if (!(body.price >= 100)) found.price = text.priceInvalid;
    if (!(body.hearts >= 1)) found.hearts = text.heartsInvalid;
    if (!(body.bonus >= 0)) found.bonus = text.numberInvalid;
    if (Number.isNaN(body.sort)) found.sort = text.numberInvalid;
    if ('error' in read) found.reason = read.error;
    setErrors(found);
    setDone('');
    setError('');
    const first = (['name', 'price', 'hearts', 'bonus', 'sort', 'reason'] as const).find(
      (name) => found[name],
    );
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = product
        ? await opsApi.opsPayments.updateProduct({ id: product.id, body })
        : await opsApi.opsPayments.createProduct({ body });
      setDone(text.saved);
      if (!product) router.replace(`/ops/products/${saved.id}`);
    } catch (failed) {
      const message = await failure(failed);
      if (message !== null) setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel}>
      <p role="status" className={styles.success}>
        {done}
      </p>
      <form ref={form} className={styles.actionForm} onSubmit={submit} noValidate>
        <FormField label={text.name} error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              maxLength={100}
              defaultValue={product?.name ?? ''}
              className={styles.input}
            />
          )}
        </FormField>
        <FormField
          label={text.price}
          error={errors.price}
          hint={perHeart ? text.perHeart(perHeart) : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="price"
              type="number"
              inputMode="numeric"
              min={100}
              step={1}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              className={styles.input}
            />
          )}
        </FormField>
        <FormField label={text.hearts} error={errors.hearts}>
          {(control) => (
            <input
              {...control}
              name="hearts"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={hearts}
              onChange={(event) => setHearts(event.target.value)}
              className={styles.input}
            />
          )}
        </FormField>
        <FormField label={text.bonus} error={errors.bonus}>
          {(control) => (
            <input
              {...control}
              name="bonus"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={product?.bonus ?? 0}
              className={styles.input}
            />
          )}
        </FormField>
        <FormField label={text.offer}>
          {(control) => (
            <select
              {...control}
              name="offer"
              defaultValue={product?.offer ?? 'normal'}
              className={styles.input}
            >
              {OFFERS.map((offer) => (
                <option key={offer} value={offer}>
                  {opsPaymentTexts.products.offers[offer]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={text.sort} error={errors.sort}>
          {(control) => (
            <input
              {...control}
              name="sort"
              type="number"
              inputMode="numeric"
              step={1}
              defaultValue={product?.sort ?? 0}
              className={styles.input}
            />
          )}
        </FormField>
        <label className={styles.choice}>
          <input type="checkbox" name="active" defaultChecked={product?.active ?? true} /> {text.active}
        </label>
        <ReasonField label={text.reason} error={errors.reason} />
        <p role="alert" className={styles.error}>
          {error}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? text.working : text.submit}
        </button>
      </form>
    </section>
  );
}
