'use client';

import { studioTexts } from '@sogon/contract/messages/studio';
import { studioCatalogTexts } from '@sogon/contract/messages/studio-catalog';
import { studioCatalogEndpoints } from '@sogon/contract/routes/studio-catalog.endpoints';
import { OpenChannelForm } from '@web/components/studio-catalog/OpenChannelForm';
import { StudioGate } from '@web/components/studio-catalog/StudioGate';
import { browserApi } from '@web/lib/api/browser';
import { loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import Link from 'next/link';
import styles from './Studio.module.css';

const api = { studioCatalog: browserApi('studioCatalog', studioCatalogEndpoints) };

/**
 * The dashboard of a member with no playlist yet: without a channel they open one here; with
 * one, the way to their first playlist.
 */
export function StudioStart() {
  const channels = useApiQuery(api.studioCatalog.channels, {}, { member: true });
  return (
    <StudioGate loaded={loadable(channels)} reload={channels.reload}>
      {(list) =>
        list.length === 0 ? (
          <OpenChannelForm />
        ) : (
          <>
            <p className={styles.notice}>{studioTexts.page.noPlaylists}</p>
            <div className={styles.actions}>
              <Link className="button" href="/studio/playlists/new">
                {studioCatalogTexts.playlistsPage.create}
              </Link>
            </div>
          </>
        )
      }
    </StudioGate>
  );
}
