import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { createSharedAnswers } from '#api/lib/shared-answers';
import type { Entitlements } from '#api/modules/access';
import {
  type Audience,
  audienceOf,
  mayPlay,
  ownsChannel,
  playReason,
  requireVisiblePlaylist,
  viewerOfAudience,
} from '#api/modules/access';
import { playUrl } from '#api/modules/media';
import type { Viewer } from '#api/modules/viewer';
import type { MemberFactsRepository } from './member-facts.ts';
import { type MemberParts, memberParts, waitFreeAt } from './member-overlay.ts';
import type { PlaylistRepository } from './repository.ts';

type EpisodeRow = Awaited<ReturnType<PlaylistRepository['publishedEpisodes']>>[number];

/** What members did with a playlist, its channel and its episodes (the social repository answers). */
export interface PlaylistReactions {
  preferState(
    userId: number | null,
    playlistId: number,
  ): Promise<{ preferred: boolean; preferCount: number }>;
  followState(
    userId: number | null,
    channelId: number,
  ): Promise<{ following: boolean; followerCount: number }>;
  episodeLikes(
    userId: number | null,
    contentIds: number[],
  ): Promise<Map<number, { likeCount: number; liked: boolean }>>;
}

export interface Sources {
  playlists: PlaylistRepository;
  entitlements: Entitlements;
  reactions: PlaylistReactions;
}

export function createPlaylistService(
  deps: Sources & {
    /** The live facts of one member's page, in one statement on the primary. */
    memberFacts: MemberFactsRepository;
    /** Reuse a visitor's playlist page this long (ms); 0 computes every time. */
    visitorCacheMs?: number;
    /** False while other nodes' changes may go unheard (change-feed.ts): then nothing is reused. */
    coherent?: () => boolean;
    /** Where a reused answer is read: the primary (see lib/shared-answers.ts). */
    primary?: Sources;
    /** The time a subscription must outlive to open paid episodes. */
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const visitorAnswers = createSharedAnswers<Page>({
    ttlMs: deps.visitorCacheMs ?? 0,
    maxEntries: 2_000,
    ...(deps.coherent ? { coherent: deps.coherent } : {}),
  });
  /** The visitor page of one audience, shared for seconds (counts may lag that long). */
  const visitorPage = (id: number, audience: Audience): Promise<Page> => {
    const visitor = viewerOfAudience(audience);
    return visitorAnswers.answer(
      `${id}|${audience}`,
      () => computePage(deps.primary ?? deps, id, visitor),
      () => computePage(deps, id, visitor),
    );
  };
  return {
    /**
     * A playlist page: the visitor page of the caller's audience (the same for every visitor of
     * it, what a visitor may play cannot change) and, for a member, their own parts of it, read
     * live in one statement (what they hold, their reactions, and the counts when the page's may
     * not include those reactions), to be laid over it (member-overlay.ts). Nothing a member
     * holds comes from a shared answer.
     */
    async detail(
      id: number,
      viewer: Viewer,
    ): Promise<{ shared: TPlaylistDetail; parts: MemberParts | null }> {
      const { page: shared, countsAfter, early } = await visitorPage(id, audienceOf(viewer));
      if (viewer.userId === null) return { shared, parts: null };
      // 선공개 (ADR 066): a member may see episodes the visitors' page leaves out; their page
      // is then their own, read live (what computeDetail answers for them).
      if (early) return { shared: await computeDetail(deps.primary ?? deps, id, viewer), parts: null };
      const at = now();
      const facts = await deps.memberFacts.memberFacts({
        userId: viewer.userId,
        playlistId: shared.id,
        channelId: shared.channel.id,
        at,
        episodeIds: shared.episodes.map((episode) => episode.id),
        countsAfter,
      });
      return { shared, parts: memberParts(shared, facts, at) };
    },
    /** Drops every shared answer (a catalog change). */
    forget: visitorAnswers.forget,
  };
}

/** A page and the snapshot its counts were read after (pg_current_snapshot, member-facts.ts). */
interface Page {
  page: TPlaylistDetail;
  countsAfter: string;
  /** An episode ahead of its open time opens early (선공개) to some tier's members. */
  early: boolean;
}

/**
 * The whole page for any viewer, every field read for this call: how a visitor page is made (a
 * member's is that page with their parts laid over it, which must come out the same as this).
 */
export async function computeDetail(deps: Sources, id: number, viewer: Viewer): Promise<TPlaylistDetail> {
  return (await computePage(deps, id, viewer)).page;
}

async function computePage(deps: Sources, id: number, viewer: Viewer): Promise<Page> {
  const found = await deps.playlists.publishedPlaylist(id);
  const { playlist, channel } = requireVisiblePlaylist(viewer, found);
  // Read with the playlist, before every count below: those see at least what it sees.
  const countsAfter = found!.countsAfter;
  const [episodes, held, prefers, follows, early] = await Promise.all([
    deps.playlists.publishedEpisodes(id, viewer),
    deps.entitlements.forPlaylist(viewer, playlist.id, channel),
    deps.reactions.preferState(viewer.userId, playlist.id),
    deps.reactions.followState(viewer.userId, channel.id),
    viewer.userId === null ? deps.playlists.hasEarlyEpisodes(id) : Promise.resolve(false),
  ]);
  const likes = await deps.reactions.episodeLikes(
    viewer.userId,
    episodes.map((episode) => episode.id),
  );
  const page: TPlaylistDetail = {
    id: playlist.id,
    title: playlist.title,
    description: playlist.description,
    coverImg: playlist.coverImg,
    mediaType: playlist.mediaType,
    isFree: playlist.isFree,
    price: playlist.price,
    bundlePrice: playlist.bundlePrice,
    isAdult: playlist.isAdult,
    episodeCount: episodes.length,
    tags: playlist.tags,
    channel: {
      id: channel.id,
      name: channel.name,
      profileImg: channel.profileImg,
      followerCount: follows.followerCount,
      following: follows.following,
      isOwner: ownsChannel(viewer, channel),
    },
    openDt: playlist.openDt.toISOString(),
    preferCount: prefers.preferCount,
    preferred: prefers.preferred,
    waitFreeAt: null,
    rentalHours: playlist.rentalHours,
    waitFree:
      playlist.waitFreeHours > 0
        ? {
            hours: playlist.waitFreeHours,
            excludeNewest: playlist.waitFreeExcludeNewest,
            rentalHours: playlist.waitFreeRentalHours,
          }
        : null,
    episodes: episodes.map((episode: EpisodeRow) => {
      const access = playReason(episode, held);
      return {
        id: episode.id,
        episodeNo: episode.episodeNo,
        title: episode.title,
        description: episode.description,
        mediaType: episode.mediaType,
        durationSec: episode.durationSec,
        isFree: episode.isFree,
        price: episode.price,
        openDt: episode.openDt.toISOString(),
        mediaUrl: mayPlay(access) ? playUrl(episode.id) : null,
        access,
        likeCount: likes.get(episode.id)?.likeCount ?? 0,
        liked: likes.get(episode.id)?.liked ?? false,
        rentedUntil: access === 'rental' ? (held.rentedUntil?.get(episode.id)?.toISOString() ?? null) : null,
        rentalPrice: episode.isFree ? 0 : episode.rentalPrice,
      };
    }),
  };
  // The member's 기다무 timer (their own page: computeDetail; visitors have none).
  page.waitFreeAt = waitFreeAt(page.waitFree, held.lastFreeClaimAt, held.readAt ?? new Date());
  return { page, countsAfter, early };
}

export type PlaylistService = ReturnType<typeof createPlaylistService>;
