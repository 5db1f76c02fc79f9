// @vitest-environment happy-dom
import { bookmarkTexts } from '@sogon/contract/messages/bookmarks';
import { playlistTexts } from '@sogon/contract/messages/playlist';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playSource, settle, testPlayer } from '../../test/player.tsx';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { ShareButton } from './ShareButton.tsx';

function clipboard() {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (value: string) => void written.push(value) },
  });
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  return written;
}

describe('링크 공유 on a playlist', () => {
  it('copies the playlist’s link while nothing of it plays', async () => {
    const player = testPlayer({});
    const { user } = renderInApp(player.withPlayer(<ShareButton path="/playlist/10" playlistId={10} />));
    const written = clipboard();
    await user.click(screen.getByRole('button', { name: playlistTexts.share }));
    await waitFor(() => expect(written).toEqual([`${window.location.origin}/playlist/10`]));
    expect(toastsIn()).toContain(playlistTexts.shareCopied);
  });

  it('offers 현재 위치에서 공유 while an episode of the playlist plays', async () => {
    const player = testPlayer({ 1: playSource(1, { playlistId: 10 }) });
    const { user } = renderInApp(player.withPlayer(<ShareButton path="/playlist/10" playlistId={10} />));
    await act(async () => {
      player.engine.play(1);
      await settle();
      player.audio().loadMetadata(600);
      player.audio().playTo(75);
    });
    const written = clipboard();
    await user.click(await screen.findByRole('button', { name: bookmarkTexts.share.button }));
    await user.click(screen.getByRole('button', { name: bookmarkTexts.share.moment }));
    await waitFor(() => expect(written).toEqual([`${window.location.origin}/playlist/10/1?t=75`]));
    await user.click(screen.getByRole('button', { name: bookmarkTexts.share.button }));
    await user.click(screen.getByRole('button', { name: playlistTexts.share }));
    await waitFor(() => expect(written[1]).toBe(`${window.location.origin}/playlist/10`));
  });
});
