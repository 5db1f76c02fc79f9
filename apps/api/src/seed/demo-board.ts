import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channelBoards, channels, comments, seedRuns, users } from '#api/db/schema/index';
import { DEMO_CHANNELS } from './demo-data.ts';
import { DEMO_MEMBER } from './demo-member.ts';

const SEED_NAME = 'demo-board-v1';
const HOUR_MS = 3_600_000;

interface DemoPost {
  title: string;
  content: string;
  isNotice?: boolean;
  hoursAgo: number;
  /** Comments the demo member left on it. */
  comments?: string[];
}

/** Demo board posts per channel key. */
const DEMO_POSTS: Record<string, DemoPost[]> = {
  moon: [
    {
      title: '업로드 일정 안내',
      content: '매주 화요일과 금요일 밤 10시에 새 에피소드가 올라옵니다.\n잠들기 전에 편하게 들어 주세요.',
      isNotice: true,
      hoursAgo: 24 * 12,
    },
    {
      title: '다음 주제 투표해 주세요 🌙',
      content:
        '다음 에피소드로 “한밤의 캠핑장”과 “비 오는 다락방” 중에 고민 중이에요.\n댓글로 듣고 싶은 쪽을 알려 주세요!',
      hoursAgo: 5,
      comments: ['비 오는 다락방이요! 빗소리 최고예요.'],
    },
  ],
  raindrop: [
    {
      title: '새 사운드스케이프 녹음 후기',
      content:
        '제주 숲에서 이틀 동안 녹음했어요. 바람 소리가 정말 좋아서 그대로 담았습니다.\n이번 주말에 공개할게요.',
      hoursAgo: 2,
      comments: ['기대돼요! 집중할 때 꼭 들을게요.'],
    },
  ],
  toon: [
    {
      title: '오디오툰 공방 게시판을 열었어요',
      content: '작업 소식과 비하인드 이야기를 이곳에 올릴게요.\n궁금한 점은 댓글로 남겨 주세요.',
      isNotice: true,
      hoursAgo: 24 * 20,
    },
    {
      title: '2화 비하인드: 목소리 녹음 현장',
      content:
        '2화의 빗속 장면은 실제로 비 오는 날 창문을 열고 녹음했어요.\n헤드폰으로 들으면 더 생생하게 느껴질 거예요.',
      hoursAgo: 30,
      comments: ['어쩐지 소리가 너무 생생했어요!', '3화도 기다리고 있을게요.'],
    },
  ],
};

/**
 * Demo channel boards: a few posts per demo channel and the demo member's comments, so the
 * board tab and the home page's creator news have something to show. Channels without an
 * owner get one (a creator account without a password: it cannot log in).
 */
export async function seedDemoBoard(deps: { db: Db; log: (line: string) => void; now?: Date }) {
  const done = await deps.db.select().from(seedRuns).where(sql`${seedRuns.name} = ${SEED_NAME}`);
  if (done.length > 0) return;
  const now = (deps.now ?? new Date()).getTime();
  await deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    const names = DEMO_CHANNELS.map((channel) => channel.name);
    const rows = await tx.select().from(channels).where(inArray(channels.name, names));
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.uid, DEMO_MEMBER.uid));
    for (const demo of DEMO_CHANNELS) {
      const channel = rows.find((row) => row.name === demo.name);
      if (!channel) continue;
      let ownerId = channel.ownerUserId;
      if (ownerId === null) {
        const [owner] = await tx
          .insert(users)
          .values({ uid: `${demo.key}@creators.sogon.kr`, provider: 'email', username: demo.name })
          .returning({ id: users.id });
        ownerId = owner!.id;
        await tx.update(channels).set({ ownerUserId: ownerId }).where(eq(channels.id, channel.id));
      }
      for (const post of DEMO_POSTS[demo.key] ?? []) {
        const at = new Date(now - post.hoursAgo * HOUR_MS);
        const [board] = await tx
          .insert(channelBoards)
          .values({
            channelId: channel.id,
            userId: ownerId,
            title: post.title,
            content: post.content,
            isNotice: post.isNotice ?? false,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: channelBoards.id });
        if (!member) continue;
        for (const [index, content] of (post.comments ?? []).entries()) {
          await tx.insert(comments).values({
            targetType: 'board',
            targetId: board!.id,
            channelId: channel.id,
            userId: member.id,
            content,
            createdAt: new Date(at.getTime() + (index + 1) * 20 * 60_000),
          });
        }
      }
    }
  });
  deps.log('demo boards ready');
}
