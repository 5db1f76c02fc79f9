import { purchaseTexts } from '@sogon/contract/messages/purchases';
import styles from './GoneNotice.module.css';

/** Why a held episode is in no list any more (ADR 066): deleted itself, or its playlist archived. */
export type GoneReason = 'deleted' | 'archived';

export function goneNoticeText(reason: GoneReason): string {
  return reason === 'deleted' ? purchaseTexts.deletedNotice : purchaseTexts.archivedNotice;
}

/**
 * The line that tells a member why an episode they hold is on no shelf (its page, its 이어 듣기
 * card): nothing for an episode still on the shelves.
 */
export function GoneNotice({ reason, className }: { reason: GoneReason | null; className?: string }) {
  if (!reason) return null;
  return <p className={className ?? styles.notice}>{goneNoticeText(reason)}</p>;
}
