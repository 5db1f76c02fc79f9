// @vitest-environment happy-dom
import { channelCommunityTexts } from '@sogon/contract/messages/channel-community';
import { ZBoardPage } from '@sogon/contract/schemas/board';
import { ZChannelBlockList, ZStudioGalleryItem } from '@sogon/contract/schemas/channel-community';
import { ZStudioChannel } from '@sogon/contract/schemas/studio-catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SentRequest, signIn, stubApi } from '../../test/network.ts';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { withRouter } from '../../test/router.tsx';
import { StudioPostsPage } from './StudioPostsPage.tsx';

const text = channelCommunityTexts.studio;

const item = (id: number, title: string) =>
  ZStudioGalleryItem.parse({
    id,
    channelId: 1,
    title,
    description: '',
    previewImg: `/media/gallery/${id}-preview.webp`,
    imageUrl: `/media/gallery/${id}.webp`,
    width: 800,
    height: 600,
    price: 0,
    membersOnly: false,
    isAdult: false,
    status: 'published',
    purchaseCount: 0,
    createdAt: '2026-12-01T00:00:00.000Z',
  });

/** The owner's channel 1: an empty board, one gallery item, one blocked member; uploads and edits answer as the API does. */
function api() {
  return stubApi((request: SentRequest) => {
    const { method, path } = request;
    if (path === '/v1/studio/channels') {
      const channel = { id: 1, name: '빗소리 채널', handle: null, description: '', links: [] };
      return {
        result: [
          ZStudioChannel.parse({
            ...channel,
            profileImg: '',
            bannerImg: '',
            isAdult: false,
            status: 'published',
          }),
        ],
      };
    }
    if (path === '/v1/channel/1/board') {
      return {
        result: ZBoardPage.parse({
          items: [],
          totalCount: 0,
          page: 1,
          offset: 20,
          hasNext: false,
          canWrite: true,
        }),
      };
    }
    if (path === '/v1/studio/channels/1/gallery' && method === 'GET')
      return { result: { items: [item(7, '비 오는 창')] } };
    if (path === '/v1/studio/channels/1/gallery' && method === 'POST') {
      const form = request.body as FormData;
      return { result: item(8, String(form.get('title'))) };
    }
    if (path === '/v1/studio/channels/1/gallery/7' && method === 'PUT') {
      const body = request.body as { title: string; price: number; membersOnly: boolean };
      return { result: { ...item(7, body.title), price: body.price, membersOnly: body.membersOnly } };
    }
    if (path === '/v1/studio/channels/1/blocks' && method === 'GET') {
      const blocked = {
        userId: 9,
        username: '소란이',
        profileImg: '',
        createdAt: '2026-11-20T03:00:00.000Z',
      };
      return { result: ZChannelBlockList.parse({ items: [blocked] }) };
    }
    if (path === '/v1/studio/channels/1/blocks/9' && method === 'DELETE')
      return { result: { userId: 9, blocked: false } };
    return { status: 404, message: 'ERROR_API_PATH_WRONG' };
  });
}

/**
 * Chooses a file as the browser's picker does (the input's own file list, which a form's FormData
 * reads; user-event's upload replaces only the property, which happy-dom's FormData does not see).
 */
function chooseFile(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  fireEvent.change(input);
}

async function setup() {
  signIn();
  const sent = api();
  const { ui } = withRouter(<StudioPostsPage />, '/studio/posts');
  const view = renderInApp(ui);
  const gallery = within(await screen.findByRole('region', { name: text.galleryTitle }));
  await gallery.findByText('비 오는 창');
  return { ...view, sent, gallery };
}

describe('the studio posts page', () => {
  it('sends nothing without an image, then uploads it with its fields and lists it first', async () => {
    const { user, sent, gallery } = await setup();
    const form = within(gallery.getByRole('form', { name: text.uploadTitle }));
    await user.type(form.getByLabelText(text.fieldTitle), '안개 낀 숲');
    await user.click(form.getByRole('button', { name: text.upload }));
    // The browser's own check stops it: the image is required.
    expect((form.getByLabelText(text.fieldImage) as HTMLInputElement).validity.valueMissing).toBe(true);
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    chooseFile(
      form.getByLabelText(text.fieldImage) as HTMLInputElement,
      new File(['png'], 'forest.png', { type: 'image/png' }),
    );
    await user.click(form.getByRole('checkbox', { name: text.fieldMembersOnly }));
    await user.click(form.getByRole('button', { name: text.upload }));
    expect(await form.findByText(text.uploaded)).toBeTruthy();
    expect(toastsIn()).toContain(text.uploaded);
    const sentForm = sent.find((request) => request.method === 'POST')?.body as FormData;
    expect(sentForm.get('title')).toBe('안개 낀 숲');
    expect(sentForm.get('membersOnly')).toBe('true');
    expect([...sentForm.keys()].at(-1)).toBe('image');
    const titles = gallery.getAllByRole('listitem').map((row) => row.querySelector('p')?.textContent);
    expect(titles.slice(0, 2)).toEqual(['안개 낀 숲', '비 오는 창']);
    expect((form.getByLabelText(text.fieldTitle) as HTMLInputElement).value).toBe('');
  });

  it("edits an item's title and price", async () => {
    const { user, sent, gallery } = await setup();
    await user.click(gallery.getByText(text.edit));
    const title = gallery.getAllByLabelText(text.fieldTitle).at(-1)!;
    await user.clear(title);
    await user.type(title, '비 오는 창가');
    const price = gallery.getAllByLabelText(text.fieldPrice).at(-1)!;
    await user.clear(price);
    await user.type(price, '2');
    await user.click(gallery.getByRole('button', { name: text.save }));
    await waitFor(() => expect(toastsIn()).toContain(text.saved));
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      title: '비 오는 창가',
      price: 2,
    });
    expect(gallery.getByText(`${text.price(2)} · ${text.purchases(0)}`)).toBeTruthy();
  });

  it('unblocks a member only after the confirmation', async () => {
    const { user, sent } = await setup();
    const blocks = within(screen.getByRole('region', { name: text.blocksTitle }));
    await user.click(await blocks.findByRole('button', { name: text.unblockLabel('소란이') }));
    const dialog = await screen.findByRole('dialog', { name: text.unblockConfirmTitle });
    expect(dialog.textContent).toContain(text.unblockConfirmBody('소란이'));
    await user.click(within(dialog).getByRole('button', { name: text.unblock }));
    expect(await blocks.findByText(text.noBlocks)).toBeTruthy();
    expect(toastsIn()).toContain(text.unblocked);
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
