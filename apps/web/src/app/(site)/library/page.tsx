import { playbackTexts } from '@sogon/contract/messages/playback';
import { navTexts } from '@sogon/contract/messages/site';
import { LazyBookmarkLibrary } from '@web/components/bookmarks/LazyBookmarkLibrary';
import { GiftLists } from '@web/components/gift/GiftLists';
import { LibraryTabs } from '@web/components/library/LibraryTabs';
import { LoginPrompt } from '@web/components/library/LoginPrompt';
import { readLibraryTab } from '@web/components/library/library-tab';
import { PreferredLibrary } from '@web/components/library/PreferredLibrary';
import { SavedLibrary } from '@web/components/offline/SavedLibrary';
import { PassWallets } from '@web/components/pass/PassWallets';
import { ContinueListening } from '@web/components/playback/ContinueListening';
import { OwnedLibrary } from '@web/components/purchase/OwnedLibrary';
import { RentedLibrary } from '@web/components/rental/RentedLibrary';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: navTexts.library, robots: { index: false, follow: false } };

interface Props {
  /** `?tab=owned` or `?tab=prefer` opens that tab (links, reloads). */
  searchParams: Promise<{ tab?: string | string[] }>;
}

/** 보관함: 최근 재생, 구매한 플레이리스트 (with the daily passes), 선물, 찜, 북마크 and 저장됨 (saved for offline), one tab each. */
export default async function LibraryPage({ searchParams }: Props) {
  const initialTab = readLibraryTab((await searchParams).tab);
  return (
    <div className="container">
      <h1 className="page-title">{navTexts.library}</h1>
      <LibraryTabs
        initialTab={initialTab}
        panels={{
          recent: (
            <>
              <ContinueListening
                title={playbackTexts.recent}
                limit={50}
                layout="grid"
                removable
                emptyText={playbackTexts.recentEmpty}
              />
              <LoginPrompt visitorsOnly />
            </>
          ),
          owned: (
            <>
              <PassWallets />
              <RentedLibrary />
              <OwnedLibrary />
            </>
          ),
          gifts: <GiftLists />,
          prefer: <PreferredLibrary />,
          bookmarks: <LazyBookmarkLibrary />,
          saved: <SavedLibrary />,
        }}
      />
    </div>
  );
}
