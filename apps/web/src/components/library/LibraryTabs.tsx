'use client';

import { reactionTexts as text } from '@sogon/contract/messages/reactions';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './Library.module.css';
import { LIBRARY_TABS, type LibraryTab } from './library-tab.ts';

/**
 * 보관함's sections (최근 재생, 구매, 찜) as an ARIA tablist, like the channel page's: arrow keys,
 * Home and End move and select; the choice goes into the address (?tab=prefer), so a reload or a
 * shared link opens the same tab. Panels stay mounted: switching back keeps what was loaded.
 */
export function LibraryTabs({
  panels,
  initialTab,
}: {
  panels: Record<LibraryTab, ReactNode>;
  initialTab: LibraryTab;
}) {
  const [selected, setSelected] = useState<LibraryTab>(initialTab);
  const refs = useRef<Partial<Record<LibraryTab, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const tabId = (tab: LibraryTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: LibraryTab) => `${baseId}-panel-${tab}`;

  const select = (tab: LibraryTab) => {
    setSelected(tab);
    refs.current[tab]?.focus();
    const url = new URL(window.location.href);
    if (tab === LIBRARY_TABS[0]) url.searchParams.delete('tab');
    else url.searchParams.set('tab', tab);
    window.history.replaceState(window.history.state, '', url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LIBRARY_TABS.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % LIBRARY_TABS.length,
      ArrowLeft: (index - 1 + LIBRARY_TABS.length) % LIBRARY_TABS.length,
      Home: 0,
      End: LIBRARY_TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(LIBRARY_TABS[next]!);
  };

  return (
    <div>
      <div role="tablist" aria-label={text.libraryTabs} className={styles.tablist} onKeyDown={onKeyDown}>
        {LIBRARY_TABS.map((tab) => (
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
      {LIBRARY_TABS.map((tab) => (
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
