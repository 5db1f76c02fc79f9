import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RetentionCurve } from './AudienceStats.tsx';

const points = Array.from({ length: 301 }, (_, at) => ({
  at,
  reached: at <= 192 ? 10 : 4,
  slept: at === 192 ? 2 : 0,
  left: at === 192 ? 4 : 0,
}));
const data = {
  channelId: 1,
  episodes: [{ contentId: 5, title: '빗소리', playlistTitle: '잠', episodeNo: 1 }],
  contentId: 5,
  durationSec: 300,
  bucketSec: 1,
  plays: 10,
  slept: 2,
  left: 4,
  finished: 4,
  halfAt: 192,
  points,
};

describe('RetentionCurve', () => {
  it('says the curve in words beside the picture, which is an image named by the same words', () => {
    const html = renderToStaticMarkup(<RetentionCurve data={data} />);
    const summary = '절반이 3분 12초까지 들었어요, 잠든 비율 20%, 떠난 비율 40%';
    expect(html).toContain(`<strong>${summary}</strong>`);
    expect(html).toMatch(
      new RegExp(`<svg[^>]*role="img"[^>]*aria-label="빗소리 청취 유지율 곡선: ${summary}"`),
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('재생 10회 기준');
  });

  it('says so when the episode has no plays yet', () => {
    const html = renderToStaticMarkup(<RetentionCurve data={{ ...data, plays: 0, points: [] }} />);
    expect(html).toContain('아직 이 회차의 재생 기록이 없어요.');
  });
});
