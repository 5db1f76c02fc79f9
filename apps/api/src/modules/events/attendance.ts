import { eventTexts as text } from '@sogon/contract/messages/events';
import type { TAttendanceResult, TAttendanceState } from '@sogon/contract/schemas/events';
import { daysInMonth, formatKstDate, kstParts } from '@sogon/contract/time/kst';
import { AppError } from '#api/http/app-error';
import type { Ledger } from '#api/modules/hearts';
import { toDetail } from './event-view.ts';
import type { EventRepository, EventRow } from './repository.ts';

const DAY_MS = 86_400_000;
const seoulDay = (instant: Date | number) => formatKstDate(instant, 'YYYY-MM-DD');

/** Bonus hearts for a check-in that completes `streak` days in a row. */
export function checkInHearts(
  event: Pick<EventRow, 'rewardHearts' | 'streakDays' | 'streakHearts'>,
  streak: number,
) {
  const bonus = event.streakDays > 0 && streak % event.streakDays === 0 ? event.streakHearts : 0;
  return { hearts: event.rewardHearts + bonus, streakBonus: bonus > 0 };
}

/**
 * Daily check-in (출석 체크): one per person (verified identity) per Seoul day, bonus hearts
 * from the ledger in the same transaction, a streak bonus every `streakDays` days in a row.
 */
export function createAttendance(deps: { events: EventRepository; ledger: Ledger; now: () => Date }) {
  const { events, ledger, now } = deps;

  async function runningEvent(at: Date) {
    const event = await events.running('attendance', at);
    if (!event) throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: text.details.noAttendance });
    return event;
  }

  async function person(userId: number) {
    const found = await events.personOf(userId);
    if (!found) throw new AppError('ERROR_PERMISSION_DENIED', { detail: text.details.needVerification });
    return found.ciHash;
  }

  return {
    /** POST /v1/service/attendance. */
    async checkIn(userId: number): Promise<TAttendanceResult> {
      const at = now();
      const event = await runningEvent(at);
      const ciHash = await person(userId);
      const day = seoulDay(at);
      const yesterday = seoulDay(at.getTime() - DAY_MS);
      return ledger.transaction(async (tx) => {
        const [previous] = await events.checks(event.id, ciHash, yesterday, yesterday, tx);
        const streak = (previous?.streak ?? 0) + 1;
        const reward = checkInHearts(event, streak);
        const inserted = await events.insertCheck(tx, {
          eventId: event.id,
          ciHash,
          day,
          userId,
          streak,
          hearts: reward.hearts,
        });
        if (!inserted) {
          const [today] = await events.checks(event.id, ciHash, day, day, tx);
          return {
            eventId: event.id,
            day,
            granted: false,
            hearts: 0,
            streak: today?.streak ?? streak,
            streakBonus: false,
            message: text.answers.alreadyChecked,
          };
        }
        if (reward.hearts > 0) {
          const posted = await ledger.credit(tx, {
            userId,
            kind: 'grant',
            idempotencyKey: `attendance:${event.id}:${day}`,
            reference: `event:${event.id}`,
            memo: text.ledgerMemo.attendance(event.title),
            paid: 0,
            bonus: reward.hearts,
          });
          await events.setCheckTransaction(tx, { eventId: event.id, ciHash, day }, posted.transactionId);
        }
        return {
          eventId: event.id,
          day,
          granted: true,
          hearts: reward.hearts,
          streak,
          streakBonus: reward.streakBonus,
          message: reward.streakBonus
            ? text.answers.checkedInStreak(reward.hearts, streak)
            : text.answers.checkedIn(reward.hearts),
        };
      });
    },

    /** GET /v1/service/attendances?month=YYYY-MM. */
    async state(userId: number, month: string | undefined): Promise<TAttendanceState> {
      const at = now();
      const today = seoulDay(at);
      const parts = kstParts(at);
      const asked = month ?? `${parts.year}-${String(parts.month).padStart(2, '0')}`;
      const [year, monthNo] = asked.split('-').map(Number) as [number, number];
      const first = `${asked}-01`;
      const last = `${asked}-${String(daysInMonth(year, monthNo)).padStart(2, '0')}`;
      const event = await events.running('attendance', at);
      const found = await events.personOf(userId);
      const base = {
        month: asked,
        today,
        days: [] as string[],
        checkedToday: false,
        streak: 0,
        totalDays: 0,
        totalHearts: 0,
        needVerification: found === null,
      };
      if (!event) return { event: null, ...base };
      const detail = toDetail(event, at, null);
      if (!found) return { event: detail, ...base };
      const yesterday = seoulDay(at.getTime() - DAY_MS);
      const [inMonth, recent, totals] = await Promise.all([
        events.checks(event.id, found.ciHash, first, last),
        events.checks(event.id, found.ciHash, yesterday, today),
        events.attendanceTotals(event.id, found.ciHash),
      ]);
      const latest = recent.at(-1);
      return {
        event: detail,
        ...base,
        days: inMonth.map((row) => row.day),
        checkedToday: latest?.day === today,
        streak: latest?.streak ?? 0,
        totalDays: totals.days,
        totalHearts: totals.hearts,
      };
    },
  };
}

export type Attendance = ReturnType<typeof createAttendance>;
