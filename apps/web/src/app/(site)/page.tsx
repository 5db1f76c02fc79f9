import { HOME_ITEM_SETS } from '@sogon/contract/categories';
import { homeTexts } from '@sogon/contract/messages/home';
import type { THome } from '@sogon/contract/schemas/catalog';
import type { THomeBoardPost } from '@sogon/contract/schemas/discovery';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { BannerStrip } from '@web/components/home/BannerStrip';
import { CreatorNews } from '@web/components/home/CreatorNews';
import { DiscoveryShortcuts } from '@web/components/home/DiscoveryShortcuts';
import { loadFollowFeed } from '@web/components/home/follow-feed';
import { HomePopup } from '@web/components/home/HomePopup';
import { HomeSection } from '@web/components/home/HomeSection';
import { LoginAction } from '@web/components/home/LoginAction';
import { ContinueListening } from '@web/components/playback/ContinueListening';
import { serverApi } from '@web/lib/api/server';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import { Suspense } from 'react';

export const dynamic = 'force-dynamic';

/** The one address of the home page, whatever query brought the visitor (?p_id=, ?action=login). */
export const metadata: Metadata = pageMetadata({ path: '/' });

export default async function HomePage() {
  const api = await serverApi();
  // Creator news is a side shelf: when it cannot load, the home page shows without it.
  const newsRequest = api.board.home().catch((): THomeBoardPost[] => []);
  const followRequest = loadFollowFeed(api);
  // The popup is a side dish too: without it the home page still shows.
  const popupRequest = api.site.popup().then(
    (answer) => answer.popup,
    () => null,
  );
  let home: THome;
  try {
    home = await api.catalog.home({ query: { items: HOME_ITEM_SETS } });
  } catch {
    return <ErrorScreen />;
  }
  const [news, follow, popup] = await Promise.all([newsRequest, followRequest, popupRequest]);
  return (
    <div className="container">
      <h1 className="visually-hidden">{homeTexts.heading}</h1>
      <BannerStrip banners={home.banners} />
      <DiscoveryShortcuts />
      <ContinueListening moreHref="/library" />
      {follow ? <HomeSection section={follow} first={false} /> : null}
      {home.sections.map((section, index) => (
        <HomeSection key={section.id} section={section} first={index === 0} />
      ))}
      <CreatorNews posts={news} />
      <Suspense fallback={null}>
        <LoginAction />
      </Suspense>
      <HomePopup popup={popup} />
    </div>
  );
}
