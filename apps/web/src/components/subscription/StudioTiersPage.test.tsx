// @vitest-environment happy-dom
import { tierStudioTexts as text } from '@sogon/contract/messages/subscriptions';
import { type TStudioTier, ZStudioTier, ZStudioTierChannel } from '@sogon/contract/schemas/subscriptions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SentRequest, signIn, stubApi } from '../../test/network.ts';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { StudioTiersPage } from './StudioTiersPage.tsx';

function tier(overrides: Partial<TStudioTier> = {}): TStudioTier {
  return ZStudioTier.parse({
    tierId: 5,
    productId: 9,
    channelId: 3,
    name: '새벽 멤버',
    hearts: 30,
    benefits: ['매주 비공개 에피소드'],
    includesPaidEpisodes: true,
    earlyAccessDays: 0,
    membersOnlyPosts: false,
    badge: '',
    sort: 0,
    onSale: true,
    versions: 1,
    subscribers: 4,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });
}

/** The API of one channel with one tier on sale; creates, edits and sale changes answer as it does. */
function api() {
  const channel = ZStudioTierChannel.parse({ channel: { id: 3, name: '빗소리 채널' }, tiers: [tier()] });
  return stubApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path === '/v1/studio/tiers') return { result: [channel] };
    if (request.method === 'POST' && request.path === '/v1/studio/tiers') {
      const body = request.body as Omit<TStudioTier, 'tierId'>;
      return { result: tier({ ...body, tierId: 6, productId: 10, subscribers: 0 }) };
    }
    if (request.method === 'PUT' && request.path === '/v1/studio/tiers/5/sale') {
      return { result: tier({ onSale: (request.body as { onSale: boolean }).onSale }) };
    }
    return { status: 404, message: 'ERROR_API_PATH_WRONG' };
  });
}

describe('StudioTiersPage', () => {
  it("lists a channel's tiers with what they cost and who holds them", async () => {
    signIn();
    api();
    renderInApp(<StudioTiersPage />);
    const section = await screen.findByRole('region', { name: '빗소리 채널' });
    expect(within(section).getByRole('heading', { name: '새벽 멤버' })).toBeTruthy();
    expect(section.textContent).toContain(text.perMonth(30));
    expect(section.textContent).toContain(text.subscribers(4));
    expect(within(section).getByRole('button', { name: text.stopLabel('새벽 멤버') })).toBeTruthy();
  });

  it('adds a tier: refuses an empty name in Korean, then creates it and says so', async () => {
    signIn();
    const sent = api();
    const { user } = renderInApp(<StudioTiersPage />);
    await user.click(await screen.findByRole('button', { name: text.add }));
    const form = screen.getByRole('form', { name: text.addTitle('빗소리 채널') });
    await user.click(within(form).getByRole('button', { name: text.save }));
    const nameField = within(form).getByLabelText(text.field.name);
    expect(nameField.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toBe(text.errors.name(30));
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(nameField, '한밤 멤버');
    await user.clear(within(form).getByLabelText(text.field.hearts));
    await user.type(within(form).getByLabelText(text.field.hearts), '50');
    await user.click(within(form).getByRole('checkbox', { name: text.field.membersOnlyPosts }));
    await user.click(within(form).getByRole('button', { name: text.save }));

    await waitFor(() => expect(toastsIn()).toContain(text.created('한밤 멤버')));
    const created = sent.find((request) => request.method === 'POST');
    expect(created?.body).toMatchObject({
      channelId: 3,
      name: '한밤 멤버',
      hearts: 50,
      membersOnlyPosts: true,
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('heading', { name: '한밤 멤버' })).toBeTruthy();
  });

  it('stops selling only after the confirmation, and 취소 leaves the tier on sale', async () => {
    signIn();
    const sent = api();
    const { user } = renderInApp(<StudioTiersPage />);
    await user.click(await screen.findByRole('button', { name: text.stopLabel('새벽 멤버') }));
    await screen.findByRole('dialog', { name: text.stopConfirmTitle });
    await user.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((request) => request.path.endsWith('/sale'))).toBe(false);

    await user.click(screen.getByRole('button', { name: text.stopLabel('새벽 멤버') }));
    const dialog = await screen.findByRole('dialog', { name: text.stopConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: text.stopSelling }));
    expect(await screen.findByRole('button', { name: text.resumeLabel('새벽 멤버') })).toBeTruthy();
    expect(screen.getByText(text.offSale)).toBeTruthy();
    expect(toastsIn()).toContain(text.stopped('새벽 멤버'));
  });

  it('asks a visitor to log in instead of loading', async () => {
    const sent = api();
    renderInApp(<StudioTiersPage />);
    expect(await screen.findByRole('button', { name: '로그인' })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
