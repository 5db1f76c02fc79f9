'use client';

import { passTexts } from '@sogon/contract/messages/commerce';
import { commerceEndpoints } from '@sogon/contract/routes/commerce.endpoints';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import styles from './Pass.module.css';

const api = { commerce: browserApi('commerce', commerceEndpoints) };

/** 보관함: the member's daily free passes, one line per pool ("이용권 2장 · 다음 지급 12:00"). */
export function PassWallets() {
  const passes = useApiQuery(api.commerce.passes, { query: {} }, { member: true });
  if (!passes.data || passes.data.length === 0) return null;
  return (
    <section className={styles.wallets} aria-labelledby="pass-wallets">
      <h2 id="pass-wallets" className={styles.heading}>
        {passTexts.title}
      </h2>
      <ul className={styles.list}>
        {passes.data.map((pass) => (
          <li key={pass.poolId} className={styles.wallet}>
            <strong>{pass.name}</strong>
            <span>{passTexts.summary(pass.tickets, pass.nextGrantTime)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
