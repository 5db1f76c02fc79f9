import { playlistTexts } from '@sogon/contract/messages/playlist';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import { LazyAdultNotice } from '@web/components/adult/LazyAdultNotice';
import { EpisodePlayer } from '@web/components/player/EpisodePlayer';
import { EpisodeList } from '@web/components/playlist/EpisodeList';
import { isLocked, LockedEpisode } from '@web/components/playlist/LockedEpisode';
import styles from '@web/components/playlist/Playlist.module.css';
import { LazyReactionToggle } from '@web/components/reactions/LazyReactionToggle';
import reactions from '@web/components/reactions/Reactions.module.css';
import { ADULT_METADATA, pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { loadVideo } from './load-video.ts';

interface Props {
  params: Promise<{ contentId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { contentId } = await params;
  const found = await loadVideo(contentId);
  if (!found) return {};
  if (found === 'adult') return ADULT_METADATA;
  const metadata = pageMetadata({
    title: `${found.episode.title} - ${found.playlist.title}`,
    description: `${found.playlist.channel.name} · ${found.episode.description || found.playlist.description}`,
    path: `/video/${found.episode.id}`,
  });
  return found.playlist.isAdult ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/**
 * The video content page (spec section 2: /video): `/video/{contentId}`. The video plays in the
 * app's one player, shown here; leaving the page keeps it playing in the mini bar.
 */
export default async function VideoPage({ params }: Props) {
  const { contentId } = await params;
  const found = await loadVideo(contentId);
  if (!found) notFound();
  if (found === 'adult') return <LazyAdultNotice />;
  const { playlist, episode } = found;
  if (episode.mediaType !== 'video') redirect(`/playlist/${playlist.id}/${episode.id}`);
  const title = playlistTexts.episodeTitle(episode.episodeNo, episode.title);
  const locked = isLocked(episode);
  return (
    <div className="container">
      <section className={styles.player} aria-labelledby="video-title">
        <h1 id="video-title">{title}</h1>
        <p className={styles.channel}>
          <Link href={`/channel/${playlist.channel.id}`}>{playlist.channel.name}</Link>
          {' · '}
          <Link href={`/playlist/${playlist.id}`}>{playlist.title}</Link>
        </p>
        <EpisodePlayer
          contentId={episode.id}
          playlistId={playlist.id}
          episodeNo={episode.episodeNo}
          title={episode.title}
          cover={playlist.coverImg}
          kind="video"
          locked={locked}
        />
        <div className={reactions.row}>
          <LazyReactionToggle
            kind="like"
            id={episode.id}
            initial={{ on: episode.liked, count: episode.likeCount }}
          />
          {playlist.channel.isOwner ? null : (
            <LazyReactionToggle
              kind="follow"
              id={playlist.channel.id}
              initial={{ on: playlist.channel.following, count: playlist.channel.followerCount }}
              label={reactionTexts.followLabel(playlist.channel.name)}
            />
          )}
          <LazyReactionToggle
            kind="prefer"
            id={playlist.id}
            initial={{ on: playlist.preferred, count: playlist.preferCount }}
          />
        </div>
        {locked ? <LockedEpisode playlist={playlist} episode={episode} /> : null}
        {episode.description ? <p className={styles.description}>{episode.description}</p> : null}
      </section>
      <EpisodeList playlist={playlist} currentId={episode.id} />
    </div>
  );
}
