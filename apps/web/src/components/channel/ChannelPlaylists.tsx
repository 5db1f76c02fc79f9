'use client';

import { CHANNEL_PLAYLIST_PAGE_SIZE } from '@sogon/contract/limits';
import { channelTexts as text } from '@sogon/contract/messages/channel';
import { channelEndpoints } from '@sogon/contract/routes/channel.endpoints';
import type { TChannelPlaylistPage } from '@sogon/contract/schemas/channel';
import { PlaylistGrid } from '@web/components/catalog/PlaylistGrid';
import { browserApi } from '@web/lib/api/browser';
import { useState } from 'react';
import styles from './Channel.module.css';

const api = {
  channel: browserApi('channel', channelEndpoints),
};

/** The channel's playlists, newest first; 더보기 asks for the page after the last cursor. */
export function ChannelPlaylists({
  channelId,
  firstPage,
}: {
  channelId: number;
  firstPage: TChannelPlaylistPage;
}) {
  const [items, setItems] = useState(firstPage.items);
  const [cursor, setCursor] = useState(
    firstPage.lastCursor !== null && firstPage.lastId !== null
      ? { lastCursor: firstPage.lastCursor, lastId: firstPage.lastId }
      : null,
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadMore = async () => {
    if (!cursor || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const next = await api.channel.playlists({
        id: channelId,
        query: { sort: 'new', cursorKey: 'last_open_dt', offset: CHANNEL_PLAYLIST_PAGE_SIZE, ...cursor },
      });
      setItems((shown) => {
        const known = new Set(shown.map((item) => item.id));
        return [...shown, ...next.items.filter((item) => !known.has(item.id))];
      });
      setCursor(
        next.lastCursor !== null && next.lastId !== null
          ? { lastCursor: next.lastCursor, lastId: next.lastId }
          : null,
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (items.length === 0) return <p className={styles.empty}>{text.noPlaylists}</p>;

  return (
    <PlaylistGrid
      items={items}
      hasMore={Boolean(cursor)}
      busy={busy}
      failed={failed}
      onMore={() => void loadMore()}
      text={text}
      headingLevel={2}
    />
  );
}
