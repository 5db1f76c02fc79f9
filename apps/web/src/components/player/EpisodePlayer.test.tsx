// @vitest-environment happy-dom
import { momentTexts } from '@sogon/contract/messages/bookmarks';
import { playButtonTexts } from '@sogon/contract/messages/play-button';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { playSource, settle, testPlayer } from '../../test/player.tsx';
import { renderInApp } from '../../test/render.tsx';
import { EpisodePlayer } from './EpisodePlayer.tsx';

// A moment link (issue 42): /playlist/10/1?t=75 opens the episode and its play button starts there.
function at(search: string) {
  window.history.replaceState(null, '', `/playlist/10/1${search}`);
}

afterEach(() => at(''));

function page(locked: boolean, source = playSource(1)) {
  const player = testPlayer({ 1: source });
  const view = renderInApp(
    player.withPlayer(
      <EpisodePlayer
        contentId={1}
        playlistId={10}
        episodeNo={1}
        title="빗소리"
        cover="/covers/1.webp"
        kind="audio"
        locked={locked}
      />,
    ),
  );
  return { ...player, ...view };
}

describe('a moment link on the episode page', () => {
  it('starts at ?t=75, its play button saying from when', async () => {
    at('?t=75');
    const { user, engine, audio } = page(false);
    await user.click(screen.getByRole('button', { name: momentTexts.playFrom('01:15') }));
    await act(async () => {
      await settle();
      audio().loadMetadata(600);
    });
    expect(engine.getSnapshot().time).toBe(75);
    expect(audio().currentTime).toBe(75);
  });

  it('reads 1m15s and 1:15 the same way', async () => {
    at('?t=1m15s');
    page(false);
    expect(screen.getByRole('button', { name: momentTexts.playFrom('01:15') })).toBeTruthy();
  });

  it('plays a paid episode’s preview from its start for a non-owner, never the moment beyond it', async () => {
    at('?t=75');
    const { user, engine } = page(true, playSource(1, { scope: 'preview', previewSec: 60 }));
    expect(screen.getByText(momentTexts.previewOnly)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: playButtonTexts.preview }));
    await act(settle);
    expect(engine.getSnapshot()).toMatchObject({ time: 0, playableUntil: 60 });
  });

  it('is an ordinary play button without ?t= (or with a malformed one)', async () => {
    at('?t=soon');
    page(false);
    expect(screen.getByRole('button', { name: playButtonTexts.play })).toBeTruthy();
  });
});
