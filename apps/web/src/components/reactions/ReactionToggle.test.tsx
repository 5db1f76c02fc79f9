// @vitest-environment happy-dom
import { discoveryTexts } from '@sogon/contract/messages/discovery';
import { playbackTexts } from '@sogon/contract/messages/playback';
import { reactionTexts } from '@sogon/contract/messages/reactions';
import { ZFollowState } from '@sogon/contract/schemas/discovery';
import { ZLikeState } from '@sogon/contract/schemas/media';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SentRequest, signIn, stubApi } from '../../test/network.ts';
import { renderInApp, toastsIn } from '../../test/render.tsx';
import { ReactionToggle } from './ReactionToggle.tsx';

/** The follow API of one channel: each POST flips the caller's follow. */
function followApi(channelId: number, following: boolean, followerCount: number) {
  let state = { channelId, following, followerCount };
  return stubApi((request: SentRequest) => {
    if (request.method === 'POST' && request.path === `/v2/channel/follow/${channelId}`) {
      state = {
        channelId,
        following: !state.following,
        followerCount: state.followerCount + (state.following ? -1 : 1),
      };
      return { result: ZFollowState.parse(state) };
    }
    if (request.path === `/v2/channel/user/${channelId}`) return { result: ZFollowState.parse(state) };
    return { status: 404, message: 'ERROR_API_PATH_WRONG' };
  });
}

const description = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the reaction toggles', () => {
  it('follows and unfollows a channel: pressed state and follower count follow the taps', async () => {
    signIn();
    const sent = followApi(41, false, 9);
    const { user } = renderInApp(
      <ReactionToggle kind="follow" id={41} initial={{ on: false, count: 9 }} label="달빛소리 팔로우" />,
    );
    const button = screen.getByRole('button', { name: '달빛소리 팔로우' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(description(button)).toBe(discoveryTexts.followers(9));
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(description(button)).toBe(discoveryTexts.followers(10));
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(description(button)).toBe(discoveryTexts.followers(9));
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('rolls a like back and says why when the API refuses', async () => {
    signIn();
    stubApi(() => ({ status: 503, message: 'ERROR_SERVICE_UNAVAILABLE' }));
    const { user } = renderInApp(<ReactionToggle kind="like" id={77} initial={{ on: false, count: 3 }} />);
    const button = screen.getByRole('button', { name: playbackTexts.like });
    await user.click(button);
    await waitFor(() => expect(toastsIn()).toContain(reactionTexts.failed.like));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(description(button)).toBe(playbackTexts.likeCount(3));
  });

  it('asks what it is when the page did not say, and shows it once known', async () => {
    signIn();
    stubApi((request) =>
      request.path === '/v2/content/like/78'
        ? { result: ZLikeState.parse({ contentId: 78, liked: true, likeCount: 120 }) }
        : { status: 404, message: 'ERROR_API_PATH_WRONG' },
    );
    renderInApp(<ReactionToggle kind="like" id={78} />);
    const button = screen.getByRole('button', { name: playbackTexts.like });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(description(button)).toBe(playbackTexts.likeCount(120));
  });

  it('asks a visitor to log in and follows nothing', async () => {
    const sent = followApi(42, false, 1);
    const { user } = renderInApp(<ReactionToggle kind="follow" id={42} initial={{ on: false, count: 1 }} />);
    await user.click(screen.getByRole('button', { name: discoveryTexts.follow }));
    expect(await screen.findByRole('dialog', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: discoveryTexts.follow }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
