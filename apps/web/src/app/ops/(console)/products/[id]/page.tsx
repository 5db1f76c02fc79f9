import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import { parseMemberId } from '@web/components/ops/format';
import { ProductForm } from '@web/components/ops/ProductForm';
import type { Metadata } from 'next';

interface Props {
  params: Promise<{ id: string }>;
}

const idOf = (raw: string): number | null | undefined =>
  raw === 'new' ? null : (parseMemberId(raw) ?? undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = idOf((await params).id);
  return {
    title: id ? opsPaymentTexts.product.editHeading(id) : opsPaymentTexts.product.newHeading,
  };
}

/** /ops/products/new and /ops/products/[id]: add or change a heart product. */
export default async function OpsProductPage({ params }: Props) {
  const id = idOf((await params).id);
  if (id === undefined) {
    return <p role="alert">{opsPaymentTexts.product.notFound}</p>;
  }
  return <ProductForm key={id ?? 'new'} id={id} />;
}
