/**
 * The welcome flow of spec sections 2 and 4: a per-user cookie '1' after sign-up; confirming the
 * welcome modal sets it to '0' for 10 days.
 */
export const WELCOME_RESET_DAYS = 10;

export function welcomeCookieName(userId: number): string {
  return `welcome_${userId}`;
}

/** Whether the welcome modal is due on this page for this member. */
export function shouldShowWelcome(options: {
  userId: number | null;
  cookieValue: unknown;
  pathname: string;
}): boolean {
  if (options.userId === null) return false;
  if (options.pathname === '/sns' || options.pathname.startsWith('/sns/')) return false;
  return options.cookieValue === '1' || options.cookieValue === 1;
}
