'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './Tabs.module.css';
import { tabAfterKey } from './tab-keys.ts';

interface Props<T extends string> {
  /** The tabs in order. */
  tabs: readonly T[];
  /** Each tab's name (Korean, from the message catalog). */
  names: Record<T, string>;
  /** Names the tab list. */
  label: string;
  initialTab: T;
  panels: Record<T, ReactNode>;
  /** After the listener chose a tab (e.g. to put it into the address). */
  onSelect?: (tab: T) => void;
  /** Spacing of the whole block on its page. */
  className?: string;
}

/**
 * Sections of a page as an ARIA tablist: arrow keys, Home and End move between tabs and select
 * them (automatic activation); only the selected tab is in the Tab order. Every panel stays
 * mounted, so what a panel loaded survives switching away and back.
 */
export function Tabs<T extends string>({
  tabs,
  names,
  label,
  initialTab,
  panels,
  onSelect,
  className,
}: Props<T>) {
  const [selected, setSelected] = useState<T>(initialTab);
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = (tab: T) => `${baseId}-panel-${tab}`;

  const select = (tab: T) => {
    setSelected(tab);
    refs.current[tab]?.focus();
    onSelect?.(tab);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, tabs.indexOf(selected), tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(tabs[next]!);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
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
            {names[tab]}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
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
