// @vitest-environment happy-dom
import { bookmarkTexts } from '@sogon/contract/messages/bookmarks';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { MomentShare } from './MomentShare.tsx';

const text = bookmarkTexts.share;

function clipboard() {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (value: string) => void written.push(value) },
  });
  return written;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('공유 in the full player', () => {
  it('offers 현재 위치에서 공유 and copies the link with the second playing now', async () => {
    let now = 75.8;
    const { user } = renderInApp(
      <MomentShare playlistId={3} contentId={12} title="2화 빗소리" position={() => now} />,
    );
    // After user-event's setup, which puts a clipboard of its own in place.
    const written = clipboard();
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    const toggle = screen.getByRole('button', { name: text.button });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    now = 80.2;
    await user.click(screen.getByRole('button', { name: text.moment }));
    await waitFor(() => expect(written).toEqual([`${window.location.origin}/playlist/3/12?t=80`]));
    expect(toastsIn()).toContain(text.copied);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: text.episode }));
    await waitFor(() => expect(written[1]).toBe(`${window.location.origin}/playlist/3/12`));
  });

  it('hands the moment to the system share sheet where there is one', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    const { user } = renderInApp(
      <MomentShare playlistId={3} contentId={12} title="2화 빗소리" position={() => 3723} />,
    );
    const written = clipboard();
    await user.click(screen.getByRole('button', { name: text.button }));
    await user.click(screen.getByRole('button', { name: text.moment }));
    await waitFor(() =>
      expect(shared).toEqual([
        {
          title: text.momentTitle('2화 빗소리', '1:02:03'),
          url: `${window.location.origin}/playlist/3/12?t=3723`,
        },
      ]),
    );
    expect(written).toEqual([]);
  });

  it('closes the sheet on Escape', async () => {
    const { user } = renderInApp(
      <MomentShare playlistId={3} contentId={12} title="2화 빗소리" position={() => 1} />,
    );
    const toggle = screen.getByRole('button', { name: text.button });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: text.moment })).toBeNull();
  });
});
