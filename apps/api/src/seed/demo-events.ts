import { eq, sql } from 'drizzle-orm';
import type { ObjectStorage } from '#api/adapters/storage/types';
import type { Db } from '#api/db/client';
import { coupons, events, playlists, seedRuns } from '#api/db/schema/index';
import { coverFor, writeSvg } from './demo-media.ts';

const SEED_NAME = 'demo-events-v1';
const DAY_MS = 86_400_000;
/** The demo coupon code (also in the README's demo notes and the events journey). */
export const DEMO_COUPON_CODE = 'SOGON2026';

/**
 * The demo's events: a daily check-in with a weekly streak bonus, a launch coupon, the sign-up
 * (verification) event and a playlist promotion, each running from a week before the seed to
 * three months after it.
 */
export async function seedDemoEvents(deps: {
  db: Db;
  publicStorage: ObjectStorage;
  log: (line: string) => void;
  now?: Date;
}) {
  const done = await deps.db.select().from(seedRuns).where(sql`${seedRuns.name} = ${SEED_NAME}`);
  if (done.length > 0) return;
  const now = (deps.now ?? new Date()).getTime();
  const startsAt = new Date(now - 7 * DAY_MS);
  const endsAt = new Date(now + 90 * DAY_MS);
  const banner = (key: string) =>
    writeSvg(
      deps.publicStorage,
      `demo/events/${key}.svg`,
      coverFor(`event-${key}`, { width: 1200, height: 500 }),
    );
  const images = {
    attendance: await banner('attendance'),
    coupon: await banner('coupon'),
    join: await banner('join'),
    promotion: await banner('promotion'),
  };
  await deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    const [promoted] = await tx
      .select({ id: playlists.id })
      .from(playlists)
      .where(eq(playlists.title, '한밤의 빗소리'));
    await tx.insert(events).values({
      kind: 'attendance',
      title: '매일매일 출석 체크',
      summary: '하루 한 번 출석하고 하트를 받으세요. 7일 연속이면 5하트 더!',
      body: '매일 출석하면 1하트를 드려요.\n7일 연속으로 출석할 때마다 5하트를 더 드려요.\n\n· 본인 인증을 마친 회원만 참여할 수 있어요. (1인 1일 1회)\n· 받은 하트는 보너스 하트로, 유효 기간이 지나면 사라져요.',
      bannerImg: images.attendance,
      rewardHearts: 1,
      streakDays: 7,
      streakHearts: 5,
      startsAt,
      endsAt,
    });
    const [coupon] = await tx
      .insert(events)
      .values({
        kind: 'coupon',
        title: '소곤 오픈 기념 쿠폰',
        summary: `쿠폰 번호 ${DEMO_COUPON_CODE}를 등록하면 20하트!`,
        body: `소곤 오픈을 기념해 선착순 1,000명에게 20하트를 드려요.\n쿠폰 번호: ${DEMO_COUPON_CODE}\n\n· 본인 인증을 마친 회원만 등록할 수 있어요. (1인 1회)`,
        bannerImg: images.coupon,
        startsAt,
        endsAt,
      })
      .returning({ id: events.id });
    await tx
      .insert(coupons)
      .values({ eventId: coupon!.id, code: DEMO_COUPON_CODE, hearts: 20, maxRedemptions: 1000 });
    await tx.insert(events).values({
      kind: 'join',
      title: '가입 축하 30하트',
      summary: '가입 후 본인 인증을 마치면 30하트를 드려요.',
      body: '소곤에 오신 것을 환영해요!\n가입 후 본인 인증을 마치면 30하트를 드려요.\n\n· 1인 1회, 처음 인증한 계정에만 드려요.',
      bannerImg: images.join,
      startsAt,
      endsAt,
    });
    if (promoted) {
      await tx.insert(events).values({
        kind: 'promotion',
        title: '한밤의 빗소리 정주행',
        summary: '잠 못 드는 밤, 빗소리와 함께 정주행해 보세요.',
        body: '창밖의 빗소리, 처마 끝 물방울, 멀리서 울리는 천둥까지.\n한밤의 빗소리 전편을 무료로 들어 보세요.',
        bannerImg: images.promotion,
        playlistId: promoted.id,
        linkUrl: '',
        startsAt,
        endsAt,
      });
    }
  });
  deps.log('demo events ready');
}
