'use client';

import type { TUserObject } from '@sogon/contract/schemas/user';
import { setCookie } from '../cookies.ts';
import { writeStoredUser } from './stored-user.ts';
import { welcomeCookieName } from './welcome.ts';

/** Days the welcome flag '1' waits for the new member to come back, if they leave at once. */
const WELCOME_PENDING_DAYS = 30;

/**
 * What every login path does with the user object: keep it (without the token), and for a new
 * member raise the welcome flag that shows the welcome modal on the next page (spec section 4).
 */
export function rememberLogin(user: TUserObject): void {
  writeStoredUser(window.localStorage, user);
  if (user.joinType === 1) {
    setCookie(welcomeCookieName(user.userInfo.id), '1', { days: WELCOME_PENDING_DAYS });
  }
}
