import { type NextRequest, NextResponse } from 'next/server';
import { isConsolePath } from './lib/console-path.ts';
import { adultPartnerPattern, isPrefetchRequest, partnerCookieUpdates } from './lib/partner.ts';
import { SESSION_MARK_COOKIE, sessionMarkUpdate } from './lib/session/session-mark.ts';

const pattern = adultPartnerPattern(process.env.ADULT_PARTNER_PATTERN);

/**
 * Reads p_id / s_id from any page into cookies (spec sections 2, 4, 9), and keeps the readable
 * session mark beside the HttpOnly token cookie (lib/session/session-mark.ts). The operator console
 * (/ops) is no member page: no partner cookies there, and crawlers are told to stay out of it.
 */
export function proxy(request: NextRequest) {
  if (isConsolePath(request.nextUrl.pathname)) {
    const response = NextResponse.next();
    response.headers.set('x-robots-tag', 'noindex, nofollow');
    return response;
  }
  if (isPrefetchRequest(request.headers)) return NextResponse.next();
  const existing = Object.fromEntries(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value]));
  const updates = partnerCookieUpdates(request.nextUrl, existing, pattern);
  const response = NextResponse.next();
  const secure = request.nextUrl.protocol === 'https:';
  const mark = sessionMarkUpdate(existing);
  // A session cookie: every first page of a visit sets it again while the token cookie lasts.
  if (mark === 'set') response.cookies.set(SESSION_MARK_COOKIE, '1', { path: '/', sameSite: 'lax', secure });
  if (mark === 'remove') response.cookies.delete(SESSION_MARK_COOKIE);
  for (const update of updates) {
    if ('delete' in update) response.cookies.delete(update.name);
    else
      response.cookies.set(update.name, update.value, {
        path: '/',
        maxAge: update.days * 86_400,
        sameSite: 'lax',
        secure,
      });
  }
  return response;
}

export const config = {
  matcher: [
    '/((?!api/|media/|_next/|favicon|icon|apple-icon|robots.txt|sitemap|og-default.png|manifest.webmanifest|sw.js|sw/|icons/).*)',
  ],
};
