'use client';

import { ApiError } from '@sogon/contract/api-client';
import { authTexts } from '@sogon/contract/messages/auth';
import { commonTexts } from '@sogon/contract/messages/common';
import { myTexts } from '@sogon/contract/messages/my';
import { purchaseTexts } from '@sogon/contract/messages/purchases';
import { purchasesEndpoints } from '@sogon/contract/routes/purchases.endpoints';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import card from '@web/components/catalog/PlaylistCard.module.css';
import { browserApi } from '@web/lib/api/browser';
import { useApiQuery } from '@web/lib/api/use-api-query';
import Link from 'next/link';
import { DeletedHoldings } from './DeletedHoldings.tsx';
import styles from './OwnedLibrary.module.css';

const api = {
  purchases: browserApi('purchases', purchasesEndpoints),
};

type Owned = {
  playlistId: number;
  title: string;
  coverImg: string;
  channelName: string;
  bundle: boolean;
  episodeCount: number;
  lastPurchasedAt: string;
  /** Archived by its creator (issue 37): no page; its episodes play from the list below. */
  archived?: boolean;
};

function Cover({ src }: { src: string }) {
  return (
    <div className={card.cover}>
      {/* biome-ignore lint/performance/noImgElement: covers are small SVGs served from /media */}
      <img src={src} alt="" width={300} height={300} loading="lazy" decoding="async" />
    </div>
  );
}

/** 보관함: playlists the member bought into (whole or by episode), most recent first. */
export function OwnedLibrary() {
  const owned = useApiQuery(api.purchases.library, { query: { offset: 50, page: 1 } }, { member: true });
  const needLogin = owned.error instanceof ApiError && owned.error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST';
  const items: Owned[] | null = owned.error !== undefined ? [] : (owned.data ?? null);
  const openLogin = useLoginModal();

  if (needLogin) {
    return (
      <div>
        <p>{myTexts.needLogin}</p>
        <button type="button" className="button" onClick={() => openLogin()}>
          {authTexts.login}
        </button>
      </div>
    );
  }
  if (!items) return <p role="status">{commonTexts.loading}</p>;
  if (items.length === 0) {
    return (
      <>
        <p>{purchaseTexts.libraryEmpty}</p>
        <DeletedHoldings />
      </>
    );
  }
  return (
    <>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.playlistId} className={card.card}>
            {item.archived ? (
              <div className={card.link}>
                <Cover src={item.coverImg} />
                <h2 className={card.title}>{item.title}</h2>
              </div>
            ) : (
              <Link href={`/playlist/${item.playlistId}`} className={card.link}>
                <Cover src={item.coverImg} />
                <h2 className={card.title}>{item.title}</h2>
              </Link>
            )}
            <p className={card.meta}>
              {item.channelName} ·{' '}
              {item.bundle ? purchaseTexts.ownedAll : purchaseTexts.ownedEpisodes(item.episodeCount)}
            </p>
            {item.archived ? <p className={card.meta}>{purchaseTexts.archivedNotice}</p> : null}
          </li>
        ))}
      </ul>
      <DeletedHoldings />
    </>
  );
}
