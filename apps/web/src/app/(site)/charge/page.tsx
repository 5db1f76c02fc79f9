import { paymentTexts } from '@sogon/contract/messages/payments';
import type { TBanner } from '@sogon/contract/schemas/catalog';
import type { TPaymentGateway, TProduct } from '@sogon/contract/schemas/payments';
import styles from '@web/components/charge/Charge.module.css';
import { ChargeForm } from '@web/components/charge/ChargeForm';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { BannerStrip } from '@web/components/home/BannerStrip';
import { serverApi } from '@web/lib/api/server';
import type { Metadata } from 'next';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: paymentTexts.charge.title,
  robots: { index: false, follow: false },
};

interface Props {
  searchParams: Promise<{ returnTo?: string | string[] }>;
}

/** 하트 충전: rendered on the server with the member's packages; paying happens in ChargeForm. */
export default async function ChargePage({ searchParams }: Props) {
  const api = await serverApi();
  const { returnTo } = await searchParams;
  let products: TProduct[];
  let banners: TBanner[];
  let gateway: TPaymentGateway;
  try {
    [products, banners, gateway] = await Promise.all([
      api.payments.products(),
      api.payments.chargeBanners().catch((): TBanner[] => []),
      api.payments.gateway(),
    ]);
  } catch {
    return <ErrorScreen />;
  }
  const text = paymentTexts.charge;
  return (
    <div className="container">
      <div className={styles.page}>
        <div>
          <h1 className="page-title">{text.title}</h1>
          <p className={styles.lead}>{text.lead}</p>
        </div>
        <BannerStrip banners={banners} />
        <ChargeForm
          products={products}
          sandbox={gateway.sandbox}
          returnTo={typeof returnTo === 'string' ? returnTo : undefined}
        />
        <section className={styles.section} aria-labelledby="charge-policy">
          <h2 id="charge-policy">{text.policyTitle}</h2>
          <ul className={styles.policy}>
            {text.policy.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
