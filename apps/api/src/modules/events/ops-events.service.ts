import { randomBytes } from 'node:crypto';
import { opsEventsTexts as text } from '@sogon/contract/messages/ops-events';
import {
  OPS_COUPON_ALPHABET,
  OPS_COUPON_BATCH_MAX,
  OPS_COUPON_CODE_LENGTH,
  OPS_COUPON_PER_PERSON_MAX,
  OPS_EVENT_HEARTS_MAX,
  type TOpsCoupon,
  type TOpsCouponBodyParsed,
  type TOpsCouponDetail,
  type TOpsCouponListQuery,
  type TOpsEvent,
  type TOpsEventBodyParsed,
  type TOpsEventListQuery,
} from '@sogon/contract/schemas/ops-events';
import type { Db } from '#api/db/client';
import { AppError } from '#api/http/app-error';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import { eventStatus, normaliseCouponCode } from './event-view.ts';
import type { CouponSetFigures, OpsEventsRepository } from './ops-events.repository.ts';
import type { EventRow } from './repository.ts';

const wrong = (detail: string) => new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });
const missing = (detail: string) => new AppError('ERROR_CONTENT_NOT_EXIST', { detail });

/** The longest period an event or coupon may run. */
const PERIOD_MAX_MS = 3 * 366 * 86_400_000;
/** The largest quantity cap of a shared code. */
const SHARED_QUANTITY_MAX = 10_000_000;
const SHARED_CODE = /^[A-Z0-9]{4,32}$/;
/** An instant with its offset: the console sends KST (+09:00); without one it would be guessed. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A period of the console: both instants with an offset, the end after the start, at most 3 years. */
function period(startsAt: string, endsAt: string): { startsAt: Date; endsAt: Date } {
  if (!INSTANT.test(startsAt) || !INSTANT.test(endsAt)) throw wrong(text.details.periodWrong);
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw wrong(text.details.periodWrong);
  if (end <= start) throw wrong(text.details.periodOrder);
  if (end.getTime() - start.getTime() > PERIOD_MAX_MS) throw wrong(text.details.periodTooLong);
  return { startsAt: start, endsAt: end };
}

/** An image or link: empty, a path of the site, or an https address. */
function address(value: string): string {
  if (value === '' || /^https:\/\/\S+$/.test(value) || /^\/(?!\/)\S*$/.test(value)) return value;
  throw wrong(text.details.urlWrong);
}

const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

/**
 * A random code of the unambiguous alphabet (31 signs: no 0/O, 1/I/L) from crypto bytes; bytes
 * past the largest multiple of 31 are dropped, so every sign is equally likely.
 */
export function randomCouponCode(length = OPS_COUPON_CODE_LENGTH): string {
  const size = OPS_COUPON_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && code.length < length) code += OPS_COUPON_ALPHABET[byte % size];
    }
  }
  return code;
}

/** How people are shown a code to type: groups of four. */
export const displayCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

function toOpsEvent(row: EventRow, now: Date): TOpsEvent {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    body: row.body,
    bannerImg: row.bannerImg,
    linkUrl: row.linkUrl,
    playlistId: row.playlistId,
    rewardHearts: row.rewardHearts,
    streakDays: row.streakDays,
    streakHearts: row.streakHearts,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    phase: eventStatus(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

function toOpsCoupon(row: CouponSetFigures, now: Date): TOpsCoupon {
  const { set } = row;
  const exhausted =
    set.mode === 'batch' ? row.redeemed >= row.codes : set.quantity !== null && row.redeemed >= set.quantity;
  const status = set.disabledAt
    ? 'disabled'
    : now >= set.endsAt
      ? 'expired'
      : exhausted
        ? 'exhausted'
        : now < set.startsAt
          ? 'scheduled'
          : 'active';
  return {
    id: set.id,
    eventId: set.eventId,
    eventTitle: row.eventTitle,
    name: set.name,
    mode: set.mode,
    code: row.code,
    codes: row.codes,
    quantity: set.quantity,
    perPerson: set.perPerson,
    hearts: set.hearts,
    startsAt: set.startsAt.toISOString(),
    endsAt: set.endsAt.toISOString(),
    disabledAt: set.disabledAt?.toISOString() ?? null,
    redeemed: row.redeemed,
    status,
    createdAt: set.createdAt.toISOString(),
  };
}

/**
 * Events and coupons from the console (issue 17, ADR 020): every change is checked with a Korean
 * detail first and written with its audit row in one transaction.
 */
export function createOpsEvents(deps: {
  db: Db;
  repository: OpsEventsRepository;
  auth: ConsoleAuth;
  now: () => Date;
}) {
  const { db, repository, auth, now } = deps;

  async function eventValues(body: TOpsEventBodyParsed) {
    const title = body.title.trim();
    if (title === '') throw wrong(text.details.titleMissing);
    const when = period(body.startsAt, body.endsAt);
    for (const hearts of [body.rewardHearts, body.streakHearts]) {
      if (!inRange(hearts, 0, OPS_EVENT_HEARTS_MAX)) throw wrong(text.details.heartsRange);
    }
    if (body.kind === 'attendance') {
      if (body.rewardHearts < 1) throw wrong(text.details.attendanceReward);
      if (body.streakDays > 0 !== body.streakHearts > 0) throw wrong(text.details.streakPair);
      if (body.streakDays !== 0 && !inRange(body.streakDays, 2, 365))
        throw wrong(text.details.streakDaysRange);
    } else if (body.rewardHearts !== 0 || body.streakDays !== 0 || body.streakHearts !== 0) {
      throw wrong(text.details.rewardOnlyAttendance);
    }
    if (body.playlistId !== null && !(await repository.playlistExists(body.playlistId))) {
      throw wrong(text.details.playlistMissing);
    }
    return {
      kind: body.kind,
      title,
      summary: body.summary,
      body: body.body,
      bannerImg: address(body.bannerImg),
      linkUrl: address(body.linkUrl),
      playlistId: body.playlistId,
      rewardHearts: body.rewardHearts,
      streakDays: body.streakDays,
      streakHearts: body.streakHearts,
      status: body.status,
      ...when,
    };
  }

  return {
    async events(query: TOpsEventListQuery): Promise<TOpsEvent[]> {
      const at = now();
      const rows = await repository.events({
        limit: query.limit,
        ...(query.kind ? { kind: query.kind } : {}),
      });
      return rows.map((row) => toOpsEvent(row, at));
    },

    async event(id: number): Promise<TOpsEvent> {
      const row = await repository.event(id);
      if (!row) throw missing(text.details.eventMissing);
      return toOpsEvent(row, now());
    },

    async createEvent(signedIn: SignedInOperator, body: TOpsEventBodyParsed): Promise<TOpsEvent> {
      const values = await eventValues(body);
      const row = await db.transaction(async (tx) => {
        const created = await repository.insertEvent(tx, values);
        await auth.audit(tx, signedIn, {
          action: 'event.create' as const,
          target: `event:${created.id}`,
          reason: body.reason,
          before: null,
          after: toOpsEvent(created, now()),
        });
        return created;
      });
      return toOpsEvent(row, now());
    },

    async updateEvent(signedIn: SignedInOperator, id: number, body: TOpsEventBodyParsed): Promise<TOpsEvent> {
      if (!(await repository.event(id))) throw missing(text.details.eventMissing);
      const values = await eventValues(body);
      const row = await db.transaction(async (tx) => {
        const before = await repository.lockEvent(tx, id);
        if (!before) throw missing(text.details.eventMissing);
        const after = await repository.updateEvent(tx, id, values);
        await auth.audit(tx, signedIn, {
          action: 'event.update' as const,
          target: `event:${id}`,
          reason: body.reason,
          before: toOpsEvent(before, now()),
          after: toOpsEvent(after, now()),
        });
        return after;
      });
      return toOpsEvent(row, now());
    },

    async coupons(query: TOpsCouponListQuery): Promise<TOpsCoupon[]> {
      const at = now();
      const rows = await repository.couponSets({
        limit: query.limit,
        ...(query.eventId ? { eventId: query.eventId } : {}),
      });
      return rows.map((row) => toOpsCoupon(row, at));
    },

    async coupon(id: number): Promise<TOpsCouponDetail> {
      const row = await repository.couponSet(id);
      if (!row) throw missing(text.details.couponMissing);
      const redemptions = await repository.redemptions(id, 200);
      return {
        ...toOpsCoupon(row, now()),
        redemptions: redemptions.map((item) => ({ ...item, at: item.at.toISOString() })),
      };
    },

    async createCoupon(signedIn: SignedInOperator, body: TOpsCouponBodyParsed): Promise<TOpsCoupon> {
      const name = body.name.trim();
      if (name === '') throw wrong(text.details.nameMissing);
      const event = await repository.event(body.eventId);
      if (!event) throw wrong(text.details.eventMissing);
      if (event.kind !== 'coupon') throw wrong(text.details.notCouponEvent);
      if (!inRange(body.hearts, 1, OPS_EVENT_HEARTS_MAX)) throw wrong(text.details.couponHeartsRange);
      if (!inRange(body.perPerson, 1, OPS_COUPON_PER_PERSON_MAX)) throw wrong(text.details.perPersonRange);
      const shared = body.mode === 'shared';
      if (shared) {
        if (body.quantity !== null && !inRange(body.quantity, 1, SHARED_QUANTITY_MAX)) {
          throw wrong(text.details.quantityRange);
        }
      } else if (body.quantity === null || !inRange(body.quantity, 1, OPS_COUPON_BATCH_MAX)) {
        throw wrong(text.details.batchRange);
      }
      const sharedCode = shared && body.code !== '' ? normaliseCouponCode(body.code) : null;
      if (sharedCode !== null && !SHARED_CODE.test(sharedCode)) throw wrong(text.details.codeWrong);
      const when = period(body.startsAt, body.endsAt);

      const setId = await db.transaction(async (tx) => {
        const set = await repository.insertCouponSet(tx, {
          eventId: event.id,
          name,
          mode: body.mode,
          hearts: body.hearts,
          quantity: body.quantity,
          perPerson: body.perPerson,
          ...when,
          createdBy: signedIn.operator.id,
        });
        if (shared) {
          // A code the operator chose must be free; a drawn one is drawn again if it is not.
          for (let draw = 0; ; draw += 1) {
            const code = sharedCode ?? randomCouponCode();
            const taken = await repository.insertCodes(tx, set, [code], body.quantity);
            if (taken.length === 0) break;
            if (sharedCode !== null || draw > 5) throw wrong(text.details.codeTaken);
          }
        } else {
          // Unique codes, each used once; in chunks, drawing again the (unlikely) taken ones.
          let left = body.quantity!;
          while (left > 0) {
            const chunk = new Set<string>();
            while (chunk.size < Math.min(left, 1000)) chunk.add(randomCouponCode());
            const taken = await repository.insertCodes(tx, set, [...chunk], 1);
            left -= chunk.size - taken.length;
          }
        }
        const created = await repository.couponSet(set.id, tx);
        await auth.audit(tx, signedIn, {
          action: 'coupon.create' as const,
          target: `coupon:${set.id}`,
          reason: body.reason,
          before: null,
          after: toOpsCoupon(created!, now()),
        });
        return set.id;
      });
      return toOpsCoupon((await repository.couponSet(setId))!, now());
    },

    async disableCoupon(signedIn: SignedInOperator, id: number, reason: string): Promise<TOpsCoupon> {
      const before = await repository.couponSet(id);
      if (!before) throw missing(text.details.couponMissing);
      await db.transaction(async (tx) => {
        if (!(await repository.disableSet(tx, id, now()))) throw wrong(text.details.alreadyDisabled);
        const after = await repository.couponSet(id, tx);
        await auth.audit(tx, signedIn, {
          action: 'coupon.disable' as const,
          target: `coupon:${id}`,
          reason,
          before: toOpsCoupon(before, now()),
          after: toOpsCoupon(after!, now()),
        });
      });
      return toOpsCoupon((await repository.couponSet(id))!, now());
    },

    /** codes.csv: UTF-8 with a byte order mark (Excel reads the Korean header), CRLF lines. */
    async codesCsv(id: number): Promise<{ filename: string; body: Buffer }> {
      const row = await repository.couponSet(id);
      if (!row) throw missing(text.details.couponMissing);
      if (row.set.mode !== 'batch') throw wrong(text.details.notBatch);
      const codes = await repository.codes(id);
      const lines = [
        text.csvHeader.join(','),
        ...codes.map((item) =>
          [item.code, displayCode(item.code), item.used ? text.csvUsed.yes : text.csvUsed.no].join(','),
        ),
      ];
      return {
        filename: `coupon-${id}-codes.csv`,
        body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
      };
    },
  };
}

export type OpsEvents = ReturnType<typeof createOpsEvents>;
