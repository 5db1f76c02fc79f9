import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelSubscriptionProducts,
  channelSubscriptions,
  galleryPurchases,
  purchases,
} from '#api/db/schema/index';
import type { AppError } from '#api/http/app-error';
import { createGalleryRepository } from '#api/modules/gallery';
import { makeGalleryItem } from '#api/modules/gallery/test-kit';
import { createMediaRepository } from '#api/modules/media';
import { createPurchaseRepository } from '#api/modules/purchases';
import { createSubscriptionRepository } from '#api/modules/subscriptions';
import { ANONYMOUS, type Viewer } from '#api/modules/viewer';
import { makeChannel, makeContent, makePlaylist, makeUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { galleryAccess, mayView } from './entitlement.ts';
import { createEntitlements } from './entitlements.ts';
import { ownsChannel } from './ownership.ts';
import { createEarlyAccess } from './schedule.ts';
import { createStreamAccess } from './stream.ts';
import { requireVisibleEpisode, requireVisibleGalleryItem, viewerOfUser } from './visibility.ts';
import { adultAllowedSql, visibleEpisodeSql } from './visibility-sql.ts';

/*
 * The access policy as a table: every kind of caller against every kind of item, on real rows.
 * Each cell is checked through both spellings of the rule (the code predicates services use
 * and the SQL fragments lists use), so the two can never drift apart.
 */

type Caller = 'visitor' | 'member' | 'adultModeOff' | 'adultModeOn' | 'buyer' | 'subscriber' | 'owner';
type Episode = 'free' | 'paid' | 'adult' | 'hidden';
type GalleryItem = 'free' | 'paid' | 'adult';
/** absent: 404 as if missing; adult: 404 with the 19+ reason; preview / full: what plays. */
type Play = 'absent' | 'adult' | 'preview' | 'full';
/** What a full gallery image does for the caller: hidden (404), locked, or viewable. */
type View = 'absent' | 'adult' | 'locked' | 'open';

const CALLERS: Caller[] = [
  'visitor',
  'member',
  'adultModeOff',
  'adultModeOn',
  'buyer',
  'subscriber',
  'owner',
];

const PLAY: Record<Caller, Record<Episode, Play>> = {
  visitor: { free: 'full', paid: 'preview', adult: 'adult', hidden: 'absent' },
  member: { free: 'full', paid: 'preview', adult: 'adult', hidden: 'absent' },
  adultModeOff: { free: 'full', paid: 'preview', adult: 'adult', hidden: 'absent' },
  adultModeOn: { free: 'full', paid: 'preview', adult: 'preview', hidden: 'absent' },
  buyer: { free: 'full', paid: 'full', adult: 'adult', hidden: 'absent' },
  subscriber: { free: 'full', paid: 'full', adult: 'adult', hidden: 'absent' },
  owner: { free: 'full', paid: 'full', adult: 'adult', hidden: 'absent' },
};

const VIEW: Record<Caller, Record<GalleryItem, View>> = {
  visitor: { free: 'open', paid: 'locked', adult: 'adult' },
  member: { free: 'open', paid: 'locked', adult: 'adult' },
  adultModeOff: { free: 'open', paid: 'locked', adult: 'adult' },
  adultModeOn: { free: 'open', paid: 'locked', adult: 'locked' },
  buyer: { free: 'open', paid: 'open', adult: 'adult' },
  subscriber: { free: 'open', paid: 'open', adult: 'adult' },
  owner: { free: 'open', paid: 'open', adult: 'adult' },
};

let database: TestDatabase;
const viewers = {} as Record<Caller, Viewer>;
const episodes = {} as Record<Episode, number>;
const pictures = {} as Record<GalleryItem, number>;
let channelOwner: number;

function policy() {
  const { db } = database;
  const gallery = createGalleryRepository(db);
  const media = createMediaRepository(db);
  const entitlements = createEntitlements({
    ownedInPlaylist: createPurchaseRepository(db).owned,
    subscribedChannels: createSubscriptionRepository(db).activeSubscriptionChannelIds,
    galleryPurchasedAmong: gallery.purchasedAmong,
  });
  return {
    gallery,
    media,
    entitlements,
    stream: createStreamAccess({ episode: media.episode, entitlements, early: createEarlyAccess(db) }),
  };
}

/** Whether a list query with the policy's fragment would carry the episode. */
async function listsEpisode(viewer: Viewer, id: number): Promise<boolean> {
  const result = await database.db.execute(sql`
    select 1 from contents c join playlists p on p.id = c.playlist_id join channels ch on ch.id = p.channel_id
    where c.id = ${id} and ${visibleEpisodeSql(viewer, new Date())}`);
  return result.rows.length === 1;
}

/** Whether a list query with the policy's fragment would carry the gallery item. */
async function listsPicture(viewer: Viewer, id: number): Promise<boolean> {
  const result = await database.db.execute(sql`
    select 1 from gallery_items g join channels ch on ch.id = g.channel_id
    where g.id = ${id} and g.status = 'published' and ${adultAllowedSql(viewer, 'g', 'ch')}`);
  return result.rows.length === 1;
}

const refusal = (error: unknown) => ((error as AppError).reason === 'adult' ? 'adult' : 'absent');

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const owner = await makeUser(db);
  channelOwner = owner.id;
  const channel = await makeChannel(db, { ownerUserId: owner.id });
  const plain = await makePlaylist(db, {
    channelId: channel.id,
    status: 'published',
    isFree: false,
    price: 3,
  });
  const adultPlaylist = await makePlaylist(db, { channelId: channel.id, status: 'published', isAdult: true });
  const episode = (values: Parameters<typeof makeContent>[1]) =>
    makeContent(db, { playlistId: plain.id, status: 'published', ...values });
  episodes.free = (await episode({ isFree: true })).id;
  episodes.paid = (await episode({ isFree: false, price: 2 })).id;
  episodes.hidden = (await episode({ isFree: true, status: 'hidden' })).id;
  // Adult through its playlist only, and paid: adult mode alone opens the preview, not the episode.
  episodes.adult = (await episode({ playlistId: adultPlaylist.id, isFree: false, price: 2 })).id;
  const picture = (values: Parameters<typeof makeGalleryItem>[1]) =>
    makeGalleryItem(db, { channelId: channel.id, status: 'published', ...values });
  pictures.free = (await picture({ price: 0 })).id;
  pictures.paid = (await picture({ price: 2 })).id;
  pictures.adult = (await picture({ price: 2, isAdult: true })).id;

  const member = await makeUser(db);
  const adultModeOff = await makeUser(db, { isAuth: true, isAdult: 1, adultMode: false });
  const adultModeOn = await makeUser(db, { isAuth: true, isAdult: 1, adultMode: true });
  const buyer = await makeUser(db);
  const subscriber = await makeUser(db);
  await db
    .insert(purchases)
    .values({ userId: buyer.id, playlistId: plain.id, contentId: episodes.paid, hearts: 2 });
  await db.insert(galleryPurchases).values({ userId: buyer.id, itemId: pictures.paid, hearts: 2 });
  const [product] = await db
    .insert(channelSubscriptionProducts)
    .values({ channelId: channel.id, name: '구독', heartsPerMonth: 5 })
    .returning();
  const now = Date.now();
  await db.insert(channelSubscriptions).values({
    userId: subscriber.id,
    channelId: channel.id,
    productId: product!.id,
    hearts: 5,
    startedAt: new Date(now - 86_400_000),
    currentPeriodStart: new Date(now - 86_400_000),
    currentPeriodEnd: new Date(now + 30 * 86_400_000),
  });
  Object.assign(viewers, {
    visitor: ANONYMOUS,
    member: viewerOfUser(member),
    adultModeOff: viewerOfUser(adultModeOff),
    adultModeOn: viewerOfUser(adultModeOn),
    buyer: viewerOfUser(buyer),
    subscriber: viewerOfUser(subscriber),
    owner: viewerOfUser(owner),
  });
});

afterAll(async () => {
  await database?.drop();
});

async function play(caller: Caller, episode: Episode): Promise<Play> {
  try {
    return (await policy().stream.decide(episodes[episode], viewers[caller])).scope;
  } catch (error) {
    return refusal(error);
  }
}

async function view(caller: Caller, item: GalleryItem): Promise<View> {
  const { gallery, entitlements } = policy();
  const found = await gallery.publishedItem(pictures[item], viewers[caller].userId);
  try {
    requireVisibleGalleryItem(viewers[caller], found);
  } catch (error) {
    return refusal(error);
  }
  const held = await entitlements.forGallery(viewers[caller], found!.channel, [found!.item.id]);
  return mayView(galleryAccess(found!.item, held)) ? 'open' : 'locked';
}

describe('the access policy', () => {
  describe.each(CALLERS)('for a %s', (caller) => {
    it.each(Object.keys(PLAY[caller]) as Episode[])(
      'plays a %s episode as the table says',
      async (episode) => {
        expect(await play(caller, episode)).toBe(PLAY[caller][episode]);
      },
    );

    it.each(Object.keys(PLAY[caller]) as Episode[])(
      'lists a %s episode exactly when the single-item rule shows it',
      async (episode) => {
        const { media } = policy();
        const found = await media.episode(episodes[episode]);
        let shown = true;
        try {
          requireVisibleEpisode(viewers[caller], found);
        } catch {
          shown = false;
        }
        expect(shown).toBe(PLAY[caller][episode] !== 'absent' && PLAY[caller][episode] !== 'adult');
        expect(await listsEpisode(viewers[caller], episodes[episode])).toBe(shown);
      },
    );

    it.each(Object.keys(VIEW[caller]) as GalleryItem[])(
      'shows a %s gallery item as the table says',
      async (item) => {
        expect(await view(caller, item)).toBe(VIEW[caller][item]);
        expect(await listsPicture(viewers[caller], pictures[item])).toBe(VIEW[caller][item] !== 'adult');
      },
    );

    it('owns the channel only as its owner', () => {
      expect(ownsChannel(viewers[caller], { ownerUserId: channelOwner })).toBe(caller === 'owner');
    });
  });
});
