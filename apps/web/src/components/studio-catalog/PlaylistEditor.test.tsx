// @vitest-environment happy-dom
import { studioCatalogTexts as text } from '@sogon/contract/messages/studio-catalog';
import { type TStudioPlaylistDetail, ZStudioPlaylistDetail } from '@sogon/contract/schemas/studio-catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SentRequest, signIn, stubApi } from '../../test/network.ts';
import { renderInApp } from '../../test/render.tsx';
import { withRouter } from '../../test/router.tsx';
import { PlaylistEditor } from './PlaylistEditor.tsx';

const form = text.playlistForm;

const episode = (id: number, episodeNo: number, title: string) => ({
  id,
  episodeNo,
  title,
  status: 'published' as const,
  isFree: episodeNo === 1,
  price: 3,
  durationSec: 600,
  openDt: '2026-11-01T00:00:00.000Z',
});

function playlist(overrides: Partial<TStudioPlaylistDetail> = {}): TStudioPlaylistDetail {
  return ZStudioPlaylistDetail.parse({
    id: 3,
    channelId: 1,
    channelName: '빗소리 채널',
    status: 'draft',
    coverImg: '',
    title: '빗소리 모음',
    description: '',
    mediaType: 'audio',
    isAdult: false,
    price: 3,
    bundlePrice: 0,
    tags: ['ASMR'],
    categoryIds: [],
    freeFirstN: 1,
    rentalHours: 72,
    waitFreeHours: 0,
    waitFreeExcludeNewest: 0,
    waitFreeRentalHours: 0,
    ownerVerifiedAdult: false,
    episodes: [episode(11, 1, '첫 비'), episode(12, 2, '장마')],
    updatedAt: '2026-12-01T00:00:00.000Z',
    ...overrides,
  });
}

/** The studio API of playlist 3: it keeps what the editor saves and answers with the playlist as it is. */
function api() {
  let current = playlist();
  const sent = stubApi((request: SentRequest) => {
    if (request.path === '/v1/studio/playlists/3' && request.method === 'GET') return { result: current };
    if (request.path === '/v1/studio/playlists/3' && request.method === 'PATCH') {
      current = playlist({ ...current, ...(request.body as Partial<TStudioPlaylistDetail>) });
      return { result: current };
    }
    if (request.path === '/v1/studio/playlists/3/episodes/order') {
      const order = (request.body as { contentIds: number[] }).contentIds;
      const episodes = order.map((id, index) => ({
        ...current.episodes.find((row) => row.id === id)!,
        episodeNo: index + 1,
      }));
      current = playlist({ ...current, episodes });
      return { result: current };
    }
    return { status: 404, message: 'ERROR_API_PATH_WRONG' };
  });
  return sent;
}

async function setup() {
  signIn();
  const sent = api();
  const { ui } = withRouter(<PlaylistEditor playlistId={3} />, '/studio/playlists/3');
  const view = renderInApp(ui);
  await screen.findByRole('heading', { name: form.editTitle });
  return { ...view, sent };
}

describe('the playlist editor', () => {
  it('refuses an empty title in Korean, on the title field, without saving', async () => {
    const { user, sent } = await setup();
    const title = screen.getByLabelText(form.title);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title);
    const error = document.getElementById(`${title.id}-error`);
    expect(error?.textContent).toBe(text.problems.titleEmpty);
    expect(sent.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('saves its terms and says so; typing again clears the notice', async () => {
    const { user, sent } = await setup();
    const title = screen.getByLabelText(form.title);
    await user.clear(title);
    await user.type(title, '장마 모음');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeTruthy();
    expect(sent.find((request) => request.method === 'PATCH')?.body).toMatchObject({ title: '장마 모음' });
    await user.type(title, '!');
    expect(screen.queryByText(text.saved)).toBeNull();
  });

  it('publishes a draft from the status section', async () => {
    const { user } = await setup();
    const status = screen.getByRole('region', { name: form.status });
    await user.click(within(status).getByRole('button', { name: form.publish }));
    expect(await within(status).findByText(form.published)).toBeTruthy();
    expect(within(status).getByRole('button', { name: form.unpublish })).toBeTruthy();
  });

  it('asks for an image before uploading a cover', async () => {
    const { user, sent } = await setup();
    const cover = screen.getByRole('region', { name: form.cover });
    await user.click(within(cover).getByRole('button', { name: text.channelPage.upload }));
    expect(within(cover).getByLabelText(form.cover).getAttribute('aria-invalid')).toBe('true');
    expect(cover.textContent).toContain(text.image.missing);
    expect(sent.some((request) => request.path.endsWith('/cover'))).toBe(false);
  });

  it('moves an episode down and saves the new order', async () => {
    const { user, sent } = await setup();
    const order = screen.getByRole('region', { name: form.episodesTitle });
    expect(within(order).getByRole('button', { name: form.moveUp('첫 비') })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(order).getByRole('button', { name: form.moveDown('첫 비') }));
    expect(await within(order).findByText(form.orderSaved)).toBeTruthy();
    const rows = within(order)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toContain('장마');
    expect(rows[1]).toContain('첫 비');
    expect(within(order).getByRole('button', { name: form.moveDown('첫 비') })).toHaveProperty(
      'disabled',
      true,
    );
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ contentIds: [12, 11] });
  });
});
