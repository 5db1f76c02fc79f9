'use client';

import { nightTexts } from '@sogon/contract/messages/night';
import { playerTexts } from '@sogon/contract/messages/player';
import type { SleepMark } from '@web/lib/sleep/sleep-mark';
import { sleepMarkOffer } from '@web/lib/sleep/sleep-mark-time';
import { useId } from 'react';
import night from './Night.module.css';

/**
 * 잠든 곳부터: "어젯밤 23:41, 12:30에서 멈췄어요" with 거기서 듣기 / 닫기, just above the mini bar.
 * Loaded only when there is a mark to offer.
 */
export default function SleepMarkOffer({
  mark,
  otherEpisode,
  onResume,
  onClose,
}: {
  mark: SleepMark;
  /** The mark is of another episode than the one loaded: name it. */
  otherEpisode: boolean;
  onResume: () => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <section className={night.offer} aria-labelledby={id}>
      <p id={id} role="status">
        {sleepMarkOffer(mark, Date.now())}
      </p>
      {otherEpisode && mark.title ? (
        <p className={night.offerTitle}>
          {nightTexts.markEpisode(
            mark.episodeNo ? playerTexts.episodeTitle(mark.episodeNo, mark.title) : mark.title,
          )}
        </p>
      ) : null}
      <div className={night.offerActions}>
        <button type="button" onClick={onClose}>
          {nightTexts.markClose}
        </button>
        <button type="button" data-primary="true" onClick={onResume}>
          {nightTexts.markResume}
        </button>
      </div>
    </section>
  );
}
