'use client';

import { ApiError, failureReaction } from '@sogon/contract/api-client';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { useToast } from '@web/components/toast/ToastProvider';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import styles from './Reactions.module.css';
import { REACTIONS } from './reaction-api.ts';
import {
  claimReaction,
  flipped,
  type ReactionKind,
  type ReactionState,
  reactionClock,
  reactionKey,
  readReaction,
  releaseReaction,
  seedReaction,
  shownReaction,
  subscribeReactions,
  writeReaction,
} from './reaction-store.ts';

interface Props {
  kind: ReactionKind;
  /** The episode (like), channel (follow) or playlist (찜). */
  id: number;
  /** What the server rendered; without it the toggle asks the API (the expanded player). */
  initial?: ReactionState;
  /** The accessible name where a page holds several of a kind ('달빛소리 팔로우'); it contains the word. */
  label?: string;
  /** Show the count (default); lists where it is not known say only the word. */
  showCount?: boolean;
  className?: string;
}

/**
 * 좋아요, 팔로우 and 찜하기 (spec section 4: toggles). A toggle button (aria-pressed) whose name
 * stays the same word; its count is its description. Taps show at once and roll back with a
 * toast when the API refuses; a visitor is asked to log in instead.
 */
export function ReactionToggle({ kind, id, initial, label, showCount = true, className }: Props) {
  const spec = REACTIONS[kind];
  const key = reactionKey(kind, id);
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const { toast } = useToast();
  const countId = useId();
  const [mountedAt] = useState(reactionClock);
  const [saving, setSaving] = useState(false);
  const stored = useSyncExternalStore(
    subscribeReactions,
    () => readReaction(key),
    () => undefined,
  );
  const state = shownReaction(stored, initial, mountedAt);
  const initialOn = initial?.on;
  const initialCount = initial?.count;

  // What the page rendered is what the other toggles of this item start from, too.
  useEffect(() => {
    if (initialOn === undefined || initialCount === undefined || !showCount) return;
    seedReaction(key, { on: initialOn, count: initialCount }, mountedAt);
  }, [key, initialOn, initialCount, mountedAt, showCount]);

  // Without a rendered state (the expanded player), ask once.
  const known = state !== undefined;
  useEffect(() => {
    if (known) return;
    const asOf = reactionClock();
    let live = true;
    spec.read(id).then(
      (read) => {
        if (live) seedReaction(key, read, asOf);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [known, key, id, spec]);

  const toggle = async () => {
    if (user === null) {
      openLogin();
      return;
    }
    if (!state || !claimReaction(key)) return;
    writeReaction(key, flipped(state));
    setSaving(true);
    try {
      writeReaction(key, await spec.toggle(id));
    } catch (error) {
      writeReaction(key, state);
      const reaction = error instanceof ApiError ? failureReaction(error) : 'none';
      if (reaction === 'need-login') openLogin();
      else if (reaction === 'none') {
        const detail = error instanceof ApiError && error.status < 500 ? error.detail : '';
        toast(detail || reactionTexts.failed[kind], { kind: 'error' });
      }
    } finally {
      releaseReaction(key);
      setSaving(false);
    }
  };

  const on = state?.on ?? false;
  const counted = showCount && state !== undefined;
  return (
    <>
      <button
        type="button"
        className={[styles.toggle, className].filter(Boolean).join(' ')}
        data-kind={kind}
        aria-pressed={on}
        aria-describedby={counted ? countId : undefined}
        // Busy while its state is unknown (the expanded player asks) or a tap is being saved.
        aria-busy={state === undefined || saving || undefined}
        onClick={() => void toggle()}
      >
        <ReactionIcon kind={kind} on={on} />
        {/* A longer name ('달빛소리 팔로우') is the button's text for assistive technology, not an
            aria-label over the visible word: the name comes from the content (WCAG 2.5.3). */}
        {label ? <span className="visually-hidden">{label}</span> : null}
        <span aria-hidden={label ? true : undefined}>{spec.word}</span>
        {counted ? (
          <span className={styles.count} aria-hidden="true">
            {state.count.toLocaleString('ko-KR')}
          </span>
        ) : null}
      </button>
      {counted ? (
        <span id={countId} hidden>
          {spec.countText(state.count)}
        </span>
      ) : null}
    </>
  );
}

const ICON_PATHS: Record<ReactionKind | 'followed', string> = {
  like: 'M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z',
  prefer: 'M6.5 3.5h11v17l-5.5-4-5.5 4z',
  follow: 'M12 5v14M5 12h14',
  followed: 'M5 12.5l4.5 4.5L19 7.5',
};

/** Decorative: the button's word names it. A filled heart or bookmark, a check once followed. */
function ReactionIcon({ kind, on }: { kind: ReactionKind; on: boolean }) {
  const filled = on && kind !== 'follow';
  return (
    <svg
      className={styles.icon}
      width={18}
      height={18}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[kind === 'follow' && on ? 'followed' : kind]} />
    </svg>
  );
}
