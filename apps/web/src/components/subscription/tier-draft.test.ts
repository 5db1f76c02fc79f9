import { describe, expect, it } from 'vitest';
import { checkTierDraft, EMPTY_TIER_DRAFT, featureLines } from './tier-draft.ts';

describe('tier draft', () => {
  it('turns a filled form into the API body, benefit lines trimmed and blank ones dropped', () => {
    const checked = checkTierDraft({
      ...EMPTY_TIER_DRAFT,
      name: ' 잠들기 전 VIP ',
      hearts: '60',
      benefits: '선공개 3일\n\n  멤버 전용 글 ',
      earlyAccessDays: '3',
      membersOnlyPosts: true,
      badge: 'VIP',
      sort: '1',
    });
    expect(checked).toEqual({
      body: {
        name: '잠들기 전 VIP',
        hearts: 60,
        benefits: ['선공개 3일', '멤버 전용 글'],
        includesPaidEpisodes: true,
        earlyAccessDays: 3,
        membersOnlyPosts: true,
        badge: 'VIP',
        sort: 1,
      },
    });
  });

  it('names every wrong field in Korean', () => {
    const checked = checkTierDraft({
      ...EMPTY_TIER_DRAFT,
      name: ' ',
      hearts: '0',
      benefits: Array.from({ length: 11 }, (_, index) => `혜택 ${index}`).join('\n'),
      earlyAccessDays: '31',
      badge: '아홉글자배지입니다',
      sort: '-1',
    });
    expect('errors' in checked && Object.keys(checked.errors).sort()).toEqual(
      ['badge', 'benefits', 'earlyAccessDays', 'hearts', 'name', 'sort'].sort(),
    );
    expect('errors' in checked && checked.errors.hearts).toBe(
      '월 하트는 1~10,000 사이의 정수로 적어 주세요.',
    );
    expect(checkTierDraft({ ...EMPTY_TIER_DRAFT, name: '멤버', hearts: '1.5' })).toMatchObject({
      errors: { hearts: expect.any(String) },
    });
  });

  it('says what the switches give', () => {
    expect(
      featureLines({ includesPaidEpisodes: true, earlyAccessDays: 3, membersOnlyPosts: true, badge: 'VIP' }),
    ).toEqual([
      '채널의 모든 유료 에피소드 감상',
      '새 에피소드 3일 먼저 듣기 (선공개)',
      '멤버 전용 게시글·갤러리',
      '이름 옆 배지 「VIP」',
    ]);
    expect(
      featureLines({ includesPaidEpisodes: false, earlyAccessDays: 0, membersOnlyPosts: false, badge: '' }),
    ).toEqual([]);
  });
});
