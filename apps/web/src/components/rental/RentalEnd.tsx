'use client';

import { rentalTexts } from '@sogon/contract/messages/rentals';
import { useModal } from '@web/components/modal/ModalProvider';
import { usePlayer } from '@web/components/player/player-context';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Longest timer the browser keeps exactly (about 24.8 days); a later end is checked on the next visit. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A rented episode's page at the rental's end: the player drops to the preview (its next key
 * request is refused anyway) and says why — 대여 기간이 끝났어요 — with the way on: rent again or
 * own it (the refreshed page shows both).
 */
export function RentalEnd({ until }: { until: string }) {
  const engine = usePlayer();
  const { openAlert } = useModal();
  const router = useRouter();
  useEffect(() => {
    const left = Date.parse(until) - Date.now();
    if (left > MAX_TIMER_MS) return;
    const timer = window.setTimeout(
      () => {
        void engine?.refresh();
        openAlert({
          title: rentalTexts.ended,
          body: rentalTexts.endedBody,
          onConfirm: () => router.refresh(),
        });
      },
      Math.max(0, left),
    );
    return () => window.clearTimeout(timer);
  }, [engine, openAlert, router, until]);
  return null;
}
