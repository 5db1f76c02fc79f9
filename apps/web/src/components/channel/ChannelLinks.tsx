import { channelTexts as text } from '@sogon/contract/messages/channel';
import type { TChannelDetail } from '@sogon/contract/schemas/channel';
import styles from './Channel.module.css';

/** The channel's @handle and the creator's links (opened apart from the site, never followed by crawlers). */
export function ChannelHandle({ handle }: { handle: string | null }) {
  return handle ? <p className={styles.handle}>@{handle}</p> : null;
}

export function ChannelLinks({ channel }: { channel: Pick<TChannelDetail, 'name' | 'links'> }) {
  if (channel.links.length === 0) return null;
  return (
    <ul className={styles.links} aria-label={text.linksLabel(channel.name)}>
      {channel.links.map((link) => (
        <li key={`${link.label}|${link.url}`}>
          <a href={link.url} target="_blank" rel="noopener noreferrer nofollow ugc">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
