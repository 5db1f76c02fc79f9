import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import type { TOpsRole } from '@sogon/contract/schemas/ops';
import { kstParts } from '@sogon/contract/time/kst';
import { asc, eq, like } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners, notices, opsAudit, sitePopup } from '#api/db/schema/index';
import { WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';

// Merchandising from the console (issue 17): banners, notices, FAQ and the home popup, scheduled
// in Seoul time; members see each only inside its period by the API's clock, every change is
// audited in its own transaction, and bad input changes nothing.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let clock = Date.UTC(2026, 10, 26, 3, 0, 0); // 2026-11-26 12:00 KST
const api = setupTestApi({ settings: { clock: () => new Date(clock) } });
const details = opsSiteTexts.details;

const cookies = {} as Record<TOpsRole, string>;

/** An instant as the console enters it: Seoul wall-clock `YYYY-MM-DDTHH:mm`. */
function kst(at: number): string {
  const p = kstParts(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

beforeAll(async () => {
  for (const role of ['operator', 'support', 'finance'] as const) {
    const email = `${role}@site.example`;
    const created = await api.app.services.console.createOperator({ email, role, name: role });
    const otp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
      digits: 6,
      period: 30,
    }).generate({ timestamp: clock });
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/live/ops/auth/login',
      headers: WRITE,
      payload: { email, password: created!.password, otp },
    });
    expect(response.statusCode, response.body).toBe(200);
    cookies[role] = `ops_token=${response.cookies.find((item) => item.name === 'ops_token')!.value}`;
  }
});

function call(role: TOpsRole, method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) {
  return api.app.inject({
    method,
    url: `/api/live${path}`,
    headers: { ...WRITE, cookie: cookies[role] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function publicTitles(path: string): Promise<string[]> {
  const response = await api.app.inject({ url: `/api/live${path}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().result as { title: string }[]).map((item) => item.title);
}

async function homeBannerTitles(): Promise<string[]> {
  const response = await api.app.inject({ url: '/api/live/v2/service/home' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().result.banners as { title: string }[]).map((item) => item.title);
}

const banner = (overrides: Record<string, unknown> = {}) => ({
  type: 'main',
  title: '겨울 특집',
  imageAlt: '눈 내리는 밤 그림과 겨울 특집 글자',
  imageUrl: '/media/site/winter.png',
  linkUrl: '/event',
  sort: 1,
  startsAt: kst(clock - HOUR),
  endsAt: kst(clock + 24 * HOUR),
  ...overrides,
});

async function auditCount(prefix: string): Promise<number> {
  return (
    await api.database.db
      .select()
      .from(opsAudit)
      .where(like(opsAudit.target, `${prefix}%`))
  ).length;
}

function expectRefused(response: Awaited<ReturnType<typeof call>>, detail: string, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
  expect(body.result).toEqual({ error: 'ERROR_REQUEST_PARAMETER_WRONG' });
  expect(body.detail).toBe(detail);
}

describe('banner validation', () => {
  it('refuses an end before its start, a missing alt text and a bad image, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startsAt: kst(clock + HOUR), endsAt: kst(clock) }, details.periodOrder],
      [{ startsAt: kst(clock), endsAt: kst(clock) }, details.periodOrder],
      [{ startsAt: '2026-02-31T10:00' }, details.badTime],
      [{ imageAlt: '   ' }, details.imageAltRequired],
      [{ imageUrl: 'javascript:alert(1)//x.png' }, details.imageUrlInvalid],
      [{ imageUrl: 'http://images.example/a.png' }, details.imageUrlInvalid],
      [{ imageUrl: '/media/site/banner.svg' }, details.imageUrlInvalid],
      [{ imageUrl: '/media/../secret.png' }, details.imageUrlInvalid],
    ];
    for (const [overrides, detail] of cases) {
      expectRefused(await call('operator', 'POST', '/ops/banners', banner(overrides)), detail);
    }
    // Schema-level refusals answer the same envelope with a Korean detail.
    const noAlt = await call('operator', 'POST', '/ops/banners', { ...banner(), imageAlt: undefined });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    expect(noAlt.json().detail).toMatch(/[가-힣]/);
    const badLink = await call(
      'operator',
      'POST',
      '/ops/banners',
      banner({ linkUrl: 'javascript:alert(1)' }),
    );
    expect(badLink.statusCode).toBe(400);

    expect(await api.database.db.select().from(banners)).toEqual([]);
    expect(await auditCount('banner:')).toBe(0);
  });

  it('refuses an edit with a bad period and leaves the banner as it was', async () => {
    const created = await call('operator', 'POST', '/ops/banners', banner({ title: '편집 전' }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().result.id as number;
    const audits = await auditCount(`banner:${id}`);
    expectRefused(
      await call(
        'operator',
        'PUT',
        `/ops/banners/${id}`,
        banner({ title: '편집 후', endsAt: kst(clock - 2 * HOUR) }),
      ),
      details.periodOrder,
    );
    const [row] = await api.database.db.select().from(banners).where(eq(banners.id, id));
    expect(row!.title).toBe('편집 전');
    expect(await auditCount(`banner:${id}`)).toBe(audits);
    // Tidy up: this banner is not part of the schedule stories below.
    expect(
      (await call('operator', 'POST', `/ops/banners/${id}/visibility`, { hidden: true, reason: '정리' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 with the envelope for a banner that does not exist', async () => {
    expectRefused(await call('operator', 'PUT', '/ops/banners/999999', banner()), details.noBanner, 404);
    expectRefused(await call('support', 'GET', '/ops/banners/999999'), details.noBanner, 404);
  });
});

describe('a banner scheduled in the console', () => {
  it('is invisible to members until the clock passes its start, and again after its end', async () => {
    const start = clock + 2 * HOUR;
    const created = await call(
      'operator',
      'POST',
      '/ops/banners',
      banner({ title: '내일의 배너', startsAt: kst(start), endsAt: kst(start + 3 * HOUR) }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json().result;
    // Entered in Seoul time, stored as the instant.
    expect(body.startsAt).toBe(new Date(start - (start % MINUTE)).toISOString());

    const visible = async () => (await publicTitles('/v2/service/banners?type=main')).includes('내일의 배너');
    expect(await visible()).toBe(false);
    expect(await homeBannerTitles()).not.toContain('내일의 배너');
    // The console lists it all the same.
    expect(
      ((await call('support', 'GET', '/ops/banners?type=main')).json().result as { title: string }[]).map(
        (b) => b.title,
      ),
    ).toContain('내일의 배너');

    clock = start - (start % MINUTE) + MINUTE;
    expect(await visible()).toBe(true);
    expect(await homeBannerTitles()).toContain('내일의 배너');

    clock = start + 3 * HOUR;
    expect(await visible()).toBe(false);
    expect(await homeBannerTitles()).not.toContain('내일의 배너');
  });

  it('disappears when hidden and comes back when shown again, each audited with its reason', async () => {
    const created = await call(
      'operator',
      'POST',
      '/ops/banners',
      banner({ type: 'charge', title: '충전 배너' }),
    );
    const id = created.json().result.id as number;
    expect(await publicTitles('/v2/service/banner/charge')).toEqual(['충전 배너']);

    expectRefused(
      await call('operator', 'POST', `/ops/banners/${id}/visibility`, { hidden: false, reason: '보이기' }),
      details.notHidden,
    );
    const hidden = await call('operator', 'POST', `/ops/banners/${id}/visibility`, {
      hidden: true,
      reason: '오탈자 수정',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().result.hiddenAt).not.toBeNull();
    expect(await publicTitles('/v2/service/banner/charge')).toEqual([]);

    await call('operator', 'POST', `/ops/banners/${id}/visibility`, { hidden: false, reason: '수정 완료' });
    expect(await publicTitles('/v2/service/banner/charge')).toEqual(['충전 배너']);

    const rows = await api.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.target, `banner:${id}`))
      .orderBy(asc(opsAudit.id));
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['banner.create', ''],
      ['banner.hide', '오탈자 수정'],
      ['banner.show', '수정 완료'],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ title: '충전 배너', imageAlt: banner().imageAlt });
    expect(rows[1]!.before).toMatchObject({ hiddenAt: null });
    expect((rows[1]!.after as { hiddenAt: string | null }).hiddenAt).not.toBeNull();
  });

  it('records an edit with what it was before and after', async () => {
    const id = (
      await call('operator', 'POST', '/ops/banners', banner({ type: 'event', title: '처음' }))
    ).json().result.id;
    const edited = await call(
      'operator',
      'PUT',
      `/ops/banners/${id}`,
      banner({ type: 'event', title: '나중', sort: 7 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({ title: '나중', sort: 7 });
    const [row] = await api.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'banner.update'));
    expect(row!.target).toBe(`banner:${id}`);
    expect(row!.before).toMatchObject({ title: '처음', sort: 1 });
    expect(row!.after).toMatchObject({ title: '나중', sort: 7 });
  });

  it('lets support read but not change, and writes nothing for them', async () => {
    const before = (await api.database.db.select().from(banners)).length;
    const refused = await call('support', 'POST', '/ops/banners', banner({ title: '상담원 배너' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('ERROR_PERMISSION_DENIED');
    expect((await api.database.db.select().from(banners)).length).toBe(before);
    expect((await call('support', 'GET', '/ops/banners')).statusCode).toBe(200);
    expect((await call('finance', 'GET', '/ops/banners')).statusCode).toBe(403);
  });
});

describe('notices', () => {
  it('publish at their scheduled Seoul time, not before; a hidden one is gone', async () => {
    const publishAt = clock + 30 * MINUTE;
    const created = await call('operator', 'POST', '/ops/notices', {
      title: '점검 안내',
      body: '12월 1일 새벽 점검이 있어요.',
      publishAt: kst(publishAt),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().result.id as number;
    expect(await publicTitles('/v1/notice')).not.toContain('점검 안내');

    clock = publishAt - (publishAt % MINUTE);
    expect(await publicTitles('/v1/notice')).toContain('점검 안내');

    await call('operator', 'POST', `/ops/notices/${id}/visibility`, { hidden: true, reason: '중복 공지' });
    expect(await publicTitles('/v1/notice')).not.toContain('점검 안내');
    expect(await auditCount(`notice:${id}`)).toBe(2);
  });

  it('refuses a publish time that is not a date and writes nothing', async () => {
    const before = (await api.database.db.select().from(notices)).length;
    const response = await call('operator', 'POST', '/ops/notices', {
      title: 'x',
      body: 'y',
      publishAt: '2026-13-01T00:00',
    });
    expectRefused(response, details.badTime);
    expect((await api.database.db.select().from(notices)).length).toBe(before);
  });
});

describe('FAQ', () => {
  it('keeps its order and category, and hides an entry from members', async () => {
    const second = await call('operator', 'POST', '/ops/faqs', {
      category: '결제',
      question: '환불은?',
      answer: '7일 안에 돼요.',
      sort: 2,
    });
    const first = await call('operator', 'POST', '/ops/faqs', {
      category: '결제',
      question: '하트란?',
      answer: '후원 수단이에요.',
      sort: 1,
    });
    expect(second.statusCode, second.body).toBe(200);
    const answer = async () =>
      ((await api.app.inject({ url: '/api/live/v1/faq' })).json().result as { question: string }[]).map(
        (f) => f.question,
      );
    expect(await answer()).toEqual(['하트란?', '환불은?']);
    const id = first.json().result.id as number;
    await call('operator', 'PUT', `/ops/faqs/${id}`, {
      category: '결제',
      question: '하트란?',
      answer: '후원 수단이에요.',
      sort: 3,
    });
    expect(await answer()).toEqual(['환불은?', '하트란?']);
    await call('operator', 'POST', `/ops/faqs/${id}/visibility`, { hidden: true, reason: '내용 정리' });
    expect(await answer()).toEqual(['환불은?']);
    expect(await auditCount(`faq:${id}`)).toBe(3);
  });
});

describe('the home popup', () => {
  const popup = () => api.app.inject({ url: '/api/live/v1/service/popup' });

  it("starts as the spec's window (2024-06-06 12:00 to 01:59 the next day, Seoul)", async () => {
    const seeded = await call('support', 'GET', '/ops/popup');
    expect(seeded.statusCode, seeded.body).toBe(200);
    expect(seeded.json().result).toMatchObject({
      startsAt: '2024-06-06T03:00:00.000Z',
      endsAt: '2024-06-06T17:00:00.000Z',
      linkUrl: '/event',
    });
    expect((await popup()).json().result).toEqual({ popup: null });
  });

  it('shows only inside the window the operator sets, and audits the change', async () => {
    // Every node drops the visitor pages it keeps when the popup changes (the home page holds it).
    let catalogChanges = 0;
    api.app.services.changes.on('catalog', () => {
      catalogChanges += 1;
    });
    const start = clock + HOUR - (clock % MINUTE);
    const saved = await call('operator', 'PUT', '/ops/popup', {
      title: '연말 이벤트',
      body: '하트 두 배 이벤트가 열려요.',
      linkUrl: '/event',
      linkLabel: '이벤트 보기',
      startsAt: kst(start),
      endsAt: kst(start + 2 * HOUR),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(() => catalogChanges).toBeGreaterThan(0);
    expect((await popup()).json().result.popup).toBeNull();
    clock = start;
    expect((await popup()).json().result.popup).toMatchObject({
      title: '연말 이벤트',
      linkLabel: '이벤트 보기',
    });
    clock = start + 2 * HOUR - 1;
    expect((await popup()).json().result.popup).not.toBeNull();
    clock = start + 2 * HOUR;
    expect((await popup()).json().result.popup).toBeNull();

    const [row] = await api.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'popup.update'));
    expect(row!.before).toMatchObject({ title: '소곤 이벤트 안내' });
    expect(row!.after).toMatchObject({ title: '연말 이벤트' });
  });

  it('refuses an end before its start or an image without alt text, keeping the popup', async () => {
    const body = { title: '잘못된 팝업', startsAt: kst(clock + HOUR), endsAt: kst(clock) };
    expectRefused(await call('operator', 'PUT', '/ops/popup', body), details.periodOrder);
    expectRefused(
      await call('operator', 'PUT', '/ops/popup', {
        ...body,
        endsAt: kst(clock + 2 * HOUR),
        imageUrl: '/media/site/a.png',
      }),
      details.imageAltRequired,
    );
    const [row] = await api.database.db.select().from(sitePopup);
    expect(row!.title).toBe('연말 이벤트');
    expect((await call('support', 'PUT', '/ops/popup', body)).statusCode).toBe(403);
  });
});
