'use client';

import { VIDEO_SLOT_PRIORITY } from '@web/lib/player/media-elements';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { usePlayer } from './player-context.ts';

/**
 * Lends `ref`'s element to the player as a place for the <video> while `active`. The element
 * is the engine's, moved here with appendChild (React never renders or removes it), and goes
 * back to the next best slot when this one unmounts.
 */
export function useVideoSlot(
  ref: RefObject<HTMLElement | null>,
  slot: keyof typeof VIDEO_SLOT_PRIORITY,
  active: boolean,
) {
  const engine = usePlayer();
  // A layout effect: when the page goes away its cleanup moves the <video> out in the same task
  // as the removal, before the browser's "removed from the document, so pause" check runs.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!engine || !element || !active) return;
    return engine.claimVideoSlot(element, VIDEO_SLOT_PRIORITY[slot]);
  }, [engine, ref, slot, active]);
}

/** A 16:9 box that shows the playing video (episode page, /video, full view). */
export function VideoSlot({
  active,
  slot,
  className,
}: {
  active: boolean;
  slot: 'page' | 'dialog';
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useVideoSlot(ref, slot, active);
  return <div ref={ref} className={className} />;
}
