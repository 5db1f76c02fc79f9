import { opsPaymentTexts } from '@sogon/contract/messages/ops-payments';
import { ProductList } from '@web/components/ops/ProductList';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: opsPaymentTexts.products.heading };

/** /ops/products: heart products and the specials of each payment status. */
export default function OpsProductsPage() {
  return <ProductList />;
}
