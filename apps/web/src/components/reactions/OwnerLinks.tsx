import { reactionTexts as text } from '@sogon/contract/messages/reactions';
import Link from 'next/link';
import styles from './Reactions.module.css';

/**
 * What the owner of a channel sees where others are offered 구독하기 and 팔로우: their studio and
 * statistics (the API says who owns it: `isOwner`), and the follower count as plain text.
 */
export function OwnerLinks({ followerText }: { followerText: string }) {
  return (
    <div className={styles.owner}>
      <p className={styles.ownerLine}>
        <span className={styles.ownerBadge}>{text.ownChannel}</span>
        <span className={styles.followers}>{followerText}</span>
      </p>
      <div className={styles.row}>
        <Link href="/studio" className="button button-secondary">
          {text.manageChannel}
        </Link>
        <Link href="/studio/stats" className="button button-secondary">
          {text.channelStats}
        </Link>
      </div>
    </div>
  );
}
