// @vitest-environment happy-dom
import { bookmarkTexts } from '@sogon/contract/messages/bookmarks';
import { myTexts } from '@sogon/contract/messages/my';
import { type TBookmark, ZBookmark } from '@sogon/contract/schemas/bookmarks';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SentRequest, signIn, stubApi } from '../../test/network.ts';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { withRouter } from '../../test/router.tsx';
import { BookmarkLibrary } from './BookmarkLibrary.tsx';

const text = bookmarkTexts.library;

function bookmark(id: number, overrides: Partial<TBookmark> = {}): TBookmark {
  return ZBookmark.parse({
    id,
    contentId: 12,
    playlistId: 3,
    episodeNo: 2,
    title: '빗소리',
    playlistTitle: '비 오는 밤',
    coverImg: '/covers/3.webp',
    mediaType: 'audio',
    durationSec: 7200,
    position: 75,
    note: null,
    playable: true,
    createdAt: '2026-12-01T21:00:00.000Z',
    updatedAt: '2026-12-01T21:00:00.000Z',
    ...overrides,
  });
}

/** The member's bookmarks as the API keeps them: the list, and deleting one. */
function api(items: TBookmark[]) {
  const kept = [...items];
  const sent = stubApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path === '/v1/user/bookmarks') {
      return { result: { items: kept, total: kept.length, offset: 20, page: 1 } };
    }
    const removed = /^\/v1\/user\/bookmarks\/(\d+)$/.exec(request.path);
    if (request.method === 'DELETE' && removed) {
      const at = kept.findIndex((item) => item.id === Number(removed[1]));
      kept.splice(at, 1);
      return { result: { id: Number(removed[1]) } };
    }
    return { status: 404, message: 'ERROR_API_PATH_WRONG' };
  });
  return sent;
}

describe('보관함 → 북마크', () => {
  beforeAll(async () => {
    await import('@web/components/modal/ConfirmDialog');
  });

  it('lists each moment with its time, note and a link that opens the episode there', async () => {
    signIn();
    api([
      bookmark(2, { position: 3723, note: '여기서 잠들었어요', contentId: 13, title: '천둥', episodeNo: 3 }),
      bookmark(1, { playable: false }),
    ]);
    renderInApp(withRouter(<BookmarkLibrary />).ui);
    expect(await screen.findByText(text.total(2))).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!).getByRole('link');
    expect(first.getAttribute('href')).toBe('/playlist/3/13?t=3723');
    expect(first.textContent).toContain(text.at('1:02:03'));
    expect(items[0]!.textContent).toContain('여기서 잠들었어요');
    const second = within(items[1]!).getByRole('link');
    expect(second.getAttribute('href')).toBe('/playlist/3/12?t=75');
    expect(second.textContent).toContain(text.at('01:15'));
    expect(items[1]!.textContent).toContain(text.previewOnly);
    expect(items[0]!.textContent).not.toContain(text.previewOnly);
  });

  it('deletes a bookmark only after the confirmation', async () => {
    signIn();
    const sent = api([bookmark(1)]);
    const { user } = renderInApp(withRouter(<BookmarkLibrary />).ui);
    const remove = await screen.findByRole('button', { name: text.removeLabel('2화 빗소리', '01:15') });

    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: text.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: text.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/v1/user/bookmarks/1',
    ]);
    expect(toastsIn()).toContain(text.removed);
  });

  it('says when there is nothing yet', async () => {
    signIn();
    api([]);
    renderInApp(withRouter(<BookmarkLibrary />).ui);
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });

  it('asks a visitor to log in, without a request', async () => {
    const sent = api([bookmark(1)]);
    renderInApp(withRouter(<BookmarkLibrary />).ui);
    expect(await screen.findByText(myTexts.needLogin)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
