// @vitest-environment happy-dom
import { studioTexts } from '@sogon/contract/messages/studio';
import { studioEpisodeTexts } from '@sogon/contract/messages/studio-episodes';
import { type TStudioEpisode, ZStudioEpisode, ZStudioTier } from '@sogon/contract/schemas/studio-episodes';
import { EARLY_DAYS_MAX } from '@sogon/contract/studio-episode';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SentRequest, signIn, stubApi } from '../../test/network.ts';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { withRouter } from '../../test/router.tsx';
import { EpisodeEditor } from './EpisodeEditor.tsx';

const page = studioEpisodeTexts.page;

function episode(overrides: Partial<TStudioEpisode> = {}): TStudioEpisode {
  return ZStudioEpisode.parse({
    id: 12,
    playlistId: 3,
    playlistTitle: '빗소리 모음',
    channelId: 1,
    episodeNo: 2,
    title: '장마',
    description: '',
    mediaType: 'audio',
    coverImg: '',
    isFree: false,
    price: 3,
    rentalPrice: 0,
    status: 'published',
    state: 'public',
    openDt: '2026-11-01T00:00:00.000Z',
    openDate: '2026-11-01',
    openTime: '09:00',
    earlyDays: 0,
    earlyTierIds: [],
    durationSec: 600,
    captionCount: 0,
    frameCount: 0,
    freeFirstN: 1,
    rentalHours: 72,
    job: null,
    ...overrides,
  });
}

/** The studio API of episode 12: it keeps what the editor saves. */
function api() {
  let current = episode();
  return stubApi((request: SentRequest) => {
    const path = request.path;
    if (path === '/v1/studio/episodes/12' && request.method === 'GET') return { result: current };
    if (path === '/v1/studio/episodes/12' && request.method === 'PATCH') {
      current = episode({ ...current, ...(request.body as Partial<TStudioEpisode>) });
      return { result: current };
    }
    if (path === '/v1/studio/episodes/12' && request.method === 'DELETE')
      return { result: { id: 12, deleted: true } };
    if (path === '/v1/studio/episodes/12/tiers') {
      return {
        result: [ZStudioTier.parse({ tierId: 5, name: '새벽 멤버', heartsPerMonth: 30, earlyAccessDays: 3 })],
      };
    }
    if (path === '/v1/studio/episodes/12/cover') {
      current = episode({ ...current, coverImg: '/media/covers/12.jpg' });
      return { result: current };
    }
    return { status: 404, message: 'ERROR_API_PATH_WRONG' };
  });
}

async function setup() {
  signIn();
  const sent = api();
  const { ui } = withRouter(<EpisodeEditor episodeId={12} />, '/studio/episodes/12');
  const view = renderInApp(ui);
  const terms = (await screen.findByRole('heading', { name: page.basics })).closest('form')!;
  await within(terms).findByRole('checkbox', { name: page.tierOption('새벽 멤버', 30) });
  return { ...view, sent, terms: within(terms) };
}

describe('the episode editor', () => {
  it('asks for a tier when 선공개 days are set, then saves both and says so', async () => {
    const { user, sent, terms } = await setup();
    const days = terms.getByLabelText(page.earlyDays(EARLY_DAYS_MAX));
    await user.clear(days);
    await user.type(days, '3');
    await user.click(terms.getByRole('button', { name: page.save }));
    expect(terms.getByRole('alert').textContent).toBe(studioEpisodeTexts.earlyTiersMissing);
    expect(sent.some((request) => request.method === 'PATCH')).toBe(false);

    await user.click(terms.getByRole('checkbox', { name: page.tierOption('새벽 멤버', 30) }));
    await user.click(terms.getByRole('button', { name: page.save }));
    expect(await terms.findByText(page.saved)).toBeTruthy();
    expect(terms.queryByRole('alert')).toBeNull();
    expect(toastsIn()).toContain(page.saved);
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({
      earlyDays: 3,
      earlyTierIds: [5],
    });
  });

  it('hides the price of a free episode and refuses a paid one without a price', async () => {
    const { user, terms } = await setup();
    const price = terms.getByLabelText(page.price);
    await user.clear(price);
    await user.click(terms.getByRole('button', { name: page.save }));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(price);
    await user.click(terms.getByRole('checkbox', { name: page.free }));
    expect(terms.queryByLabelText(page.price)).toBeNull();
  });

  it('asks for a file, then uploads the cover and shows it', async () => {
    const { user, sent } = await setup();
    const cover = screen.getByRole('region', { name: page.cover });
    await user.click(within(cover).getByRole('button', { name: page.coverUpload }));
    expect(within(cover).getByRole('alert').textContent).toBe(studioTexts.page.mediaMissing);
    await user.upload(
      within(cover).getByLabelText(page.cover),
      new File(['jpg'], 'c.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(cover).getByRole('button', { name: page.coverUpload }));
    expect(await within(cover).findByText(page.coverSaved)).toBeTruthy();
    expect(
      within(cover)
        .getByRole('img', { name: page.coverAlt('장마') })
        .getAttribute('src'),
    ).toBe('/media/covers/12.jpg');
    expect(sent.filter((request) => request.path.endsWith('/cover'))).toHaveLength(1);
  });

  it('deletes only after the confirmation, and then says it is gone', async () => {
    const { user, sent } = await setup();
    const remove = screen.getByRole('region', { name: page.remove });
    await user.click(within(remove).getByRole('button', { name: page.removeConfirm }));
    await screen.findByRole('dialog', { name: page.removeConfirmTitle });
    await user.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(remove).getByRole('button', { name: page.removeConfirm }));
    const dialog = await screen.findByRole('dialog', { name: page.removeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: page.removeConfirm }));
    const gone = await screen.findByRole('heading', { name: page.removed });
    await waitFor(() => expect(document.activeElement).toBe(gone));
    expect(screen.getByRole('link', { name: page.removedBack }).getAttribute('href')).toBe(
      '/studio/playlists/3',
    );
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
