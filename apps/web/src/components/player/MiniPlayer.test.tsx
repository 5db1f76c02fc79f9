// @vitest-environment happy-dom
import { playerTexts } from '@sogon/contract/messages/player';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playSource, settle, testPlayer } from '../../test/player.tsx';
import { renderInApp } from '../../test/render.tsx';
import { MiniPlayer } from './MiniPlayer.tsx';

async function setup() {
  const player = testPlayer({ 3: playSource(3, { playlistId: 10, title: '밤비', episodeNo: 3 }) });
  const view = renderInApp(player.withPlayer(<MiniPlayer />));
  await act(async () => {
    player.engine.play(3, { hint: { playlistId: 10, title: '밤비' } });
    await settle();
    player.audio().loadMetadata(600);
  });
  return { ...player, ...view };
}

describe('the mini player', () => {
  it('names the episode, links to its page and tells screen readers it started', async () => {
    await setup();
    const bar = screen.getByRole('region', { name: playerTexts.miniRegion });
    const title = playerTexts.episodeTitle(3, '밤비');
    expect(screen.getByRole('link', { name: title }).getAttribute('href')).toBe('/playlist/10/3');
    expect(bar.textContent).toContain(playerTexts.nowPlayingOf(title));
    expect(bar.textContent).toContain('소곤');
  });

  it('pauses, skips back and opens the full view from its buttons', async () => {
    const { user, audio, engine } = await setup();
    act(() => audio().playTo(42));
    await user.click(screen.getByRole('button', { name: playerTexts.back10 }));
    expect(audio().currentTime).toBe(32);
    await user.click(screen.getByRole('button', { name: playerTexts.pause }));
    expect(audio().paused).toBe(true);
    expect(screen.getByRole('button', { name: playerTexts.play })).toBeTruthy();
    const expand = screen.getByRole('button', { name: playerTexts.expand });
    expect(expand.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(expand);
    expect(engine.getSnapshot().view).toBe('full');
  });

  it('stops the episode when closed', async () => {
    const { user, audio, engine } = await setup();
    await user.click(screen.getByRole('button', { name: playerTexts.close }));
    expect(audio().paused).toBe(true);
    expect(engine.getSnapshot().status).toBe('idle');
    expect(screen.queryByRole('link', { name: playerTexts.episodeTitle(3, '밤비') })).toBeNull();
  });
});
