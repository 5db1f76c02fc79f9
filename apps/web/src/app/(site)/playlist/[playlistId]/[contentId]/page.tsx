import { playlistTexts } from '@sogon/contract/messages/playlist';
import { reportTexts } from '@sogon/contract/messages/reports';
import { LazyAdultNotice } from '@web/components/adult/LazyAdultNotice';
import { episodeComments } from '@web/components/comments/comment-endpoints';
import { LazyCommentSection } from '@web/components/comments/LazyCommentSection';
import { LazyGiftButton } from '@web/components/gift/LazyGiftButton';
import { EpisodePlayer } from '@web/components/player/EpisodePlayer';
import { EarlyBadge } from '@web/components/playlist/EarlyBadge';
import { EpisodeList } from '@web/components/playlist/EpisodeList';
import { GoneEpisode } from '@web/components/playlist/GoneEpisode';
import { isLocked, LockedEpisode } from '@web/components/playlist/LockedEpisode';
import styles from '@web/components/playlist/Playlist.module.css';
import { PlaylistHeader } from '@web/components/playlist/PlaylistHeader';
import { LazyReactionToggle } from '@web/components/reactions/LazyReactionToggle';
import reactions from '@web/components/reactions/Reactions.module.css';
import { RentalEnd } from '@web/components/rental/RentalEnd';
import { LazyReportButton } from '@web/components/reports/LazyReportButton';
import { loadHeldEpisode } from '@web/lib/api/held-episode';
import { loadPlaylist } from '@web/lib/api/playlist';
import { loadSubscriptionBox, NO_SUBSCRIPTION_BOX } from '@web/lib/api/subscription-box';
import { ADULT_METADATA, pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

interface Props {
  params: Promise<{ playlistId: string; contentId: string }>;
}

async function load(params: Props['params']) {
  const { playlistId, contentId } = await params;
  const playlist = await loadPlaylist(playlistId);
  if (playlist === 'adult') return 'adult' as const;
  const episode = playlist?.episodes.find((item) => String(item.id) === contentId);
  if (playlist && episode) return { kind: 'shelf' as const, playlist, episode };
  // Deleted, or its playlist archived (ADR 066): a page only for the member who holds it.
  const held = await loadHeldEpisode(contentId);
  return held && String(held.playlistId) === playlistId ? { kind: 'held' as const, held } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  if (found === 'adult') return ADULT_METADATA;
  if (found.kind === 'held') {
    // One member's page: never indexed.
    return {
      title: `${found.held.title} - ${found.held.playlistTitle}`,
      robots: { index: false, follow: false },
    };
  }
  const metadata = pageMetadata({
    title: `${found.episode.title} - ${found.playlist.title}`,
    description: `${found.playlist.channel.name} · ${found.playlist.description}`,
    path: `/playlist/${found.playlist.id}/${found.episode.id}`,
  });
  return found.playlist.isAdult ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/** One episode of a playlist (spec section 2: /playlist/{playlistId}/{contentId}). */
export default async function EpisodePage({ params }: Props) {
  const found = await load(params);
  if (!found) notFound();
  if (found === 'adult') return <LazyAdultNotice />;
  if (found.kind === 'held') return <GoneEpisode episode={found.held} />;
  const { playlist, episode } = found;
  const subscriptionBox = playlist.channel.isOwner
    ? NO_SUBSCRIPTION_BOX
    : await loadSubscriptionBox(playlist.channel.id);
  const title = playlistTexts.episodeTitle(episode.episodeNo, episode.title);
  const locked = isLocked(episode);
  return (
    <div className="container">
      <section className={styles.player} aria-labelledby="episode-title">
        <h1 id="episode-title">{title}</h1>
        <EarlyBadge openDt={episode.openDt} now={Date.now()} />
        <EpisodePlayer
          contentId={episode.id}
          playlistId={playlist.id}
          episodeNo={episode.episodeNo}
          title={episode.title}
          cover={playlist.coverImg}
          kind={episode.mediaType}
          locked={locked}
        />
        <div className={reactions.row}>
          <LazyReactionToggle
            kind="like"
            id={episode.id}
            initial={{ on: episode.liked, count: episode.likeCount }}
          />
          {/* The page is cached for everyone: the channel owner learns from the API's answer. */}
          <LazyReportButton targetType="episode" targetId={episode.id} label={reportTexts.episodeLabel} />
          {/* A locked episode offers 선물하기 in its unlock panel; one who can play it gifts it here. */}
          {!locked && !episode.isFree && episode.price > 0 ? (
            <LazyGiftButton
              offer={{
                target: 'episode',
                playlistId: playlist.id,
                contentId: episode.id,
                title: title,
                hearts: episode.price,
              }}
            />
          ) : null}
        </div>
        {locked ? <LockedEpisode playlist={playlist} episode={episode} /> : null}
        {episode.access === 'rental' && episode.rentedUntil ? (
          <RentalEnd until={episode.rentedUntil} />
        ) : null}
        <p>
          <Link href={`/playlist/${playlist.id}`}>{playlistTexts.backToPlaylist}</Link>
        </p>
      </section>
      {/* The player above shows the cover: the playlist's details go without it. */}
      <PlaylistHeader playlist={playlist} subscriptionBox={subscriptionBox} headingLevel={2} cover={false} />
      <EpisodeList playlist={playlist} currentId={episode.id} />
      {/* Loaded in the browser, after the page: the episode itself stays server-rendered and cacheable. */}
      <LazyCommentSection endpoints={episodeComments(playlist.id, episode.id)} className={styles.comments} />
    </div>
  );
}
