'use client';

import { channelTexts as text } from '@sogon/contract/messages/channel';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './Channel.module.css';
import { CHANNEL_TABS as TABS, type ChannelTab as Tab } from './channel-link.ts';

/**
 * The channel's sections as an ARIA tablist: arrow keys, Home and End move between tabs and
 * select them (automatic activation); only the selected tab is in the Tab order.
 * Every panel stays mounted, so loaded playlist, board and gallery pages survive switching back.
 */
export function ChannelTabs({
  playlists,
  board,
  gallery,
  initialTab = 'playlists',
}: {
  playlists: ReactNode;
  board: ReactNode;
  gallery?: ReactNode;
  /** The tab a link asked for (?tab=board). */
  initialTab?: Tab;
}) {
  const [selected, setSelected] = useState<Tab>(initialTab);
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const tabId = (tab: Tab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: Tab) => `${baseId}-panel-${tab}`;

  const select = (tab: Tab) => {
    setSelected(tab);
    refs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next]!);
  };

  const panels: Record<Tab, ReactNode> = {
    playlists,
    board,
    gallery: gallery ?? <p className={styles.empty}>{text.noGallery}</p>,
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={text.tabsLabel} className={styles.tablist} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === selected}
            aria-controls={panelId(tab)}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab)}
          >
            {text.tabs[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable per the ARIA tabs pattern
          tabIndex={0}
          className={styles.panel}
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
