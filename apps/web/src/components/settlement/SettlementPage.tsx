'use client';

import { settlementTexts } from '@sogon/contract/messages/settlement';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { FormField } from '@web/components/form/FormField';
import stats from '@web/components/stats/Stats.module.css';
import { useOwnedChannels } from '@web/components/stats/use-stats';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { EarningsTab } from './EarningsTab.tsx';
import styles from './Settlement.module.css';
import { SettlementInfoTab } from './SettlementInfoTab.tsx';
import { StatementsTab } from './StatementsTab.tsx';
import { SETTLEMENT_TABS, type SettlementTab } from './settlement-view.ts';

const text = settlementTexts.studio;

/** A member page's four states before its data: login, loading, failure with retry, or none. */
export function PanelMessage({
  message,
  action,
}: {
  message: string;
  action?: { label: string; run: () => void };
}) {
  return (
    <section className={stats.panel}>
      <p role={action ? 'alert' : 'status'}>{message}</p>
      {action ? (
        <div>
          <button type="button" className="button button-secondary" onClick={action.run}>
            {action.label}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * /studio/settlement: a channel owner's 수익 (a month of earnings in won), 정산 내역 (closed
 * months, every line explained) and 정산 정보 (the contract). The address keeps the tab, the
 * channel and the month.
 */
export function SettlementPage() {
  const openLogin = useLoginModal();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { owned, reload } = useOwnedChannels();

  if (owned.state === 'needLogin') {
    return (
      <section className={stats.panel}>
        <p>{text.needLogin}</p>
        <div>
          <button type="button" className="button" onClick={() => openLogin()}>
            {text.login}
          </button>
        </div>
      </section>
    );
  }
  if (owned.state === 'loading') return <p role="status">{text.loading}</p>;
  if (owned.state === 'failed') {
    return (
      <PanelMessage message={owned.message || text.failed} action={{ label: text.retry, run: reload }} />
    );
  }
  const channels = owned.data.channels;
  const asked = Number(params.get('channel'));
  const channel = channels.find((each) => each.channelId === asked) ?? channels[0];
  if (!channel) return <p className={stats.panel}>{text.noChannel}</p>;
  const tabParam = params.get('tab') as SettlementTab;
  const tab: SettlementTab = SETTLEMENT_TABS.includes(tabParam) ? tabParam : 'earnings';

  const href = (change: Record<string, string>) => {
    const query = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(change)) query.set(key, value);
    return `${pathname}?${query}`;
  };

  return (
    <div className={stats.layout}>
      {channels.length > 1 ? (
        <FormField label={text.channelLabel}>
          {(control) => (
            <select
              {...control}
              className={stats.select}
              value={channel.channelId}
              onChange={(event) => router.replace(href({ channel: event.target.value }), { scroll: false })}
            >
              {channels.map((each) => (
                <option key={each.channelId} value={each.channelId}>
                  {each.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <nav aria-label={text.tabsLabel}>
        <ul className={styles.tabs}>
          {SETTLEMENT_TABS.map((each) => (
            <li key={each}>
              <Link
                href={href({ tab: each })}
                scroll={false}
                replace
                aria-current={each === tab ? 'page' : undefined}
                className={styles.tab}
              >
                {text.tabs[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'earnings' ? (
        <EarningsTab
          channelId={channel.channelId}
          month={params.get('month')}
          onMonth={(month) => router.replace(href({ month }), { scroll: false })}
        />
      ) : tab === 'statements' ? (
        <StatementsTab channelId={channel.channelId} />
      ) : (
        <SettlementInfoTab channelId={channel.channelId} />
      )}
    </div>
  );
}
