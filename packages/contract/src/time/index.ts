export type { CalendarDate, DateInput, KstDatePattern, KstParts } from './kst.ts';
export {
  daysInMonth,
  formatCalendarDate,
  formatKstDate,
  isLeapYear,
  KST_OFFSET_MS,
  kstDate,
  kstParts,
  toDate,
} from './kst.ts';
export { formatPaymentDate, nextPaymentDate } from './payment-date.ts';
export { boardRelativeTime, relativeTime } from './relative-time.ts';
export type { TimeWindow } from './windows.ts';
export { isPopupWindowOpen, isRecent, isWithin24Hours, minutesToMidnight, POPUP_WINDOW } from './windows.ts';
