'use client';

import { channelTexts as text } from '@sogon/contract/messages/channel';
import { Tabs } from '@web/components/tabs/Tabs';
import type { ReactNode } from 'react';
import styles from './Channel.module.css';
import { CHANNEL_TABS, type ChannelTab } from './channel-link.ts';

/** The channel's sections (플레이리스트, 게시판, 갤러리) as tabs. */
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
  initialTab?: ChannelTab;
}) {
  return (
    <Tabs
      tabs={CHANNEL_TABS}
      names={text.tabs}
      label={text.tabsLabel}
      initialTab={initialTab}
      panels={{
        playlists,
        board,
        gallery: gallery ?? <p className={styles.empty}>{text.noGallery}</p>,
      }}
      className={styles.tabs}
    />
  );
}
