// Phone numbers and names as identity checks take them: plain functions the browser can use
// without the zod schemas.

export const PERSON_NAME_MAX = 20;

/** Digits only: '010-1234-5678' and '010 1234 5678' become '01012345678'. */
export function normalisePhone(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** A Korean mobile number (010, or the old 011/016/017/018/019 ranges), digits only. */
export function isMobilePhone(digits: string): boolean {
  return /^01[016789]\d{7,8}$/.test(digits);
}

/** A name as a carrier or Kakao holds it: letters (Hangul or Latin), spaces and dots, 1–20. */
export function isPersonName(text: string): boolean {
  const name = text.trim();
  const length = Array.from(name).length;
  return length >= 1 && length <= PERSON_NAME_MAX && /^[\p{L}][\p{L} .·]*$/u.test(name);
}
