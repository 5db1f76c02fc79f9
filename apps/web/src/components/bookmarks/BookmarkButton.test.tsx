// @vitest-environment happy-dom
import { bookmarkTexts } from '@sogon/contract/messages/bookmarks';
import { ZBookmark } from '@sogon/contract/schemas/bookmarks';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SentRequest, signIn, stubApi } from '../../test/network.ts';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { BookmarkButton } from './BookmarkButton.tsx';

const text = bookmarkTexts.player;

function saved(body: { contentId: number; position: number; note: string | null }) {
  return ZBookmark.parse({
    id: 5,
    contentId: body.contentId,
    playlistId: 3,
    episodeNo: 2,
    title: '빗소리',
    playlistTitle: '비 오는 밤',
    coverImg: '/covers/3.webp',
    mediaType: 'audio',
    durationSec: 600,
    position: body.position,
    note: body.note,
    playable: true,
    createdAt: '2026-12-01T21:00:00.000Z',
    updatedAt: '2026-12-01T21:00:00.000Z',
  });
}

/** The API that keeps bookmarks: the answer to POST /v1/user/bookmarks. */
function api() {
  return stubApi((request: SentRequest) => {
    if (request.method === 'POST' && request.path === '/v1/user/bookmarks') {
      return { result: saved(request.body as { contentId: number; position: number; note: string | null }) };
    }
    return { status: 404, message: 'ERROR_API_PATH_WRONG' };
  });
}

async function openDialog(position = 75.6) {
  signIn();
  const sent = api();
  const screenIn = renderInApp(<BookmarkButton contentId={12} position={() => position} />);
  await screenIn.user.click(screen.getByRole('button', { name: text.bookmarkLabel('01:15') }));
  const dialog = await screen.findByRole('dialog', { name: text.dialogTitle });
  return { ...screenIn, sent, dialog };
}

describe('북마크 in the player', () => {
  // The dialog is a chunk of its own (loaded on the first press): have it here before the presses.
  beforeAll(async () => {
    await import('./BookmarkDialog.tsx');
  });

  it('saves the moment playing, whole seconds, with the note typed, and says so', async () => {
    const { user, sent, dialog } = await openDialog();
    expect(dialog.textContent).toContain(text.at('01:15'));
    await user.type(within(dialog).getByRole('textbox', { name: text.noteLabel }), '여기부터 좋아요');
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/v1/user/bookmarks', { contentId: 12, position: 75, note: '여기부터 좋아요' }],
    ]);
    expect(toastsIn()).toContain(text.saved);
  });

  it('saves without a note as none', async () => {
    const { user, sent, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ contentId: 12, position: 75, note: null });
    expect(toastsIn()).toContain(text.saved);
  });

  it('closes on 취소 and saves nothing', async () => {
    const { user, sent, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: text.noteLabel }), '지울 메모');
    await user.click(within(dialog).getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('closes on Escape and saves nothing', async () => {
    const { user, sent } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('tells the API’s Korean reason when the bookmark cannot be kept', async () => {
    signIn();
    const detail = bookmarkTexts.details.full;
    stubApi(() => ({ status: 409, message: 'ERROR_DATA_CREATE_FAILED', detail }));
    const { user } = renderInApp(<BookmarkButton contentId={12} position={() => 30} />);
    await user.click(screen.getByRole('button', { name: text.bookmarkLabel('00:30') }));
    const dialog = await screen.findByRole('dialog', { name: text.dialogTitle });
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    await waitFor(() => expect(toastsIn()).toContain(detail));
    expect(screen.getByRole('dialog', { name: text.dialogTitle })).toBeTruthy();
  });
});
