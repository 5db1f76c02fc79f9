'use client';

import { playlistTexts } from '@sogon/contract/messages/playlist';
import { usePlayer, usePlayerValue } from '@web/components/player/player-context';
import { useToast } from '@web/components/toast/ToastProvider';
import { lazy, Suspense } from 'react';

// The sheet with 현재 위치에서 공유 (issue 42): fetched only once an episode of this playlist is loaded.
const MomentShare = lazy(() =>
  import('@web/components/bookmarks/MomentShare').then((module) => ({ default: module.MomentShare })),
);

/**
 * 링크 공유: copies the page's link. While the player holds an episode of `playlistId`, it opens
 * a sheet that also offers 현재 위치에서 공유 (that episode at the second playing now).
 */
export function ShareButton({ path, playlistId }: { path: string; playlistId?: number }) {
  const { toast } = useToast();
  const engine = usePlayer();
  const playing = usePlayerValue(
    (state) =>
      playlistId !== undefined && state.source?.playlistId === playlistId ? state.source.contentId : null,
    null,
  );
  const title = usePlayerValue((state) => (playing !== null ? (state.source?.title ?? '') : ''), '');
  const share = async () => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
      toast(playlistTexts.shareCopied, { kind: 'success' });
    } catch {
      toast(playlistTexts.shareFailed, { kind: 'error' });
    }
  };
  const plain = (
    <button type="button" className="button button-secondary" onClick={share}>
      {playlistTexts.share}
    </button>
  );
  if (playing === null || playlistId === undefined || !engine) return plain;
  return (
    <Suspense fallback={plain}>
      <MomentShare
        playlistId={playlistId}
        contentId={playing}
        title={title}
        position={() => engine.element?.currentTime ?? engine.getSnapshot().time}
        link={{ path, label: playlistTexts.share }}
        className="button button-secondary"
      />
    </Suspense>
  );
}
