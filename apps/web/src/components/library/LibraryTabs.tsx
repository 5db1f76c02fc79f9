'use client';

import { reactionTexts as text } from '@sogon/contract/messages/reactions';
import { Tabs } from '@web/components/tabs/Tabs';
import type { ReactNode } from 'react';
import styles from './Library.module.css';
import { LIBRARY_TABS, type LibraryTab } from './library-tab.ts';

/**
 * 보관함's sections (최근 재생, 구매, 선물, 찜, 북마크, 저장됨) as tabs, like the channel page's; the choice goes into the
 * address (?tab=prefer), so a reload or a shared link opens the same tab.
 */
export function LibraryTabs({
  panels,
  initialTab,
}: {
  panels: Record<LibraryTab, ReactNode>;
  initialTab: LibraryTab;
}) {
  const remember = (tab: LibraryTab) => {
    const url = new URL(window.location.href);
    if (tab === LIBRARY_TABS[0]) url.searchParams.delete('tab');
    else url.searchParams.set('tab', tab);
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <Tabs
      tabs={LIBRARY_TABS}
      names={text.tabs}
      label={text.libraryTabs}
      initialTab={initialTab}
      panels={panels}
      onSelect={remember}
      className={styles.tabs}
    />
  );
}
