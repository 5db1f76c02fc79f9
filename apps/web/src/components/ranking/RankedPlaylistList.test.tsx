import type { TRankedPlaylist } from '@sogon/contract/schemas/ranking';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RankedPlaylistList } from './RankedPlaylistList.tsx';
import { RankingOrderNote } from './RankingOrderNote.tsx';

function ranked(rank: number, score: number, plays: number, purchases: number): TRankedPlaylist {
  return {
    rank,
    score,
    stats: { plays, playtimeSec: 0, likes: 0, purchases },
    playlist: {
      id: rank,
      title: `플레이리스트 ${rank}`,
      description: '',
      coverImg: '/media/cover.svg',
      mediaType: 'audio',
      isFree: true,
      price: 0,
      isAdult: false,
      tags: [],
      openDt: '2026-12-01T00:00:00.000Z',
      episodeCount: 1,
      channel: { id: 1, name: '채널', profileImg: '' },
    },
  };
}

describe('a ranking that says what it is ordered by', () => {
  it('shows each row its score, so fewer plays above more plays does not contradict the order', () => {
    // Rank 7: 5 plays and 2 purchases (5 + 20 = 25); rank 8: 20 plays (20).
    const html = renderToStaticMarkup(
      <RankedPlaylistList items={[ranked(7, 25, 5, 2), ranked(8, 20, 20, 0)]} label="TOP 100 목록" />,
    );
    const seventh = html.indexOf('점수 25');
    const eighth = html.indexOf('점수 20');
    expect(seventh).toBeGreaterThan(-1);
    expect(eighth).toBeGreaterThan(seventh);
    expect(html).toContain('재생 5');
    expect(html).toContain('구매 2');
    expect(html).toContain('재생 20');
  });

  it('explains the order in one line with the weights the score is made of', () => {
    expect(renderToStaticMarkup(<RankingOrderNote list="top100" />)).toContain(
      '재생 1점, 청취 1시간 6점, 좋아요 3점, 구매 10점을 더한 점수 순이에요.',
    );
    expect(renderToStaticMarkup(<RankingOrderNote list="realtime" />)).toContain('최근 6시간');
  });
});
