/**
 * Partner tracking of spec sections 4 and 9: a `p_id` query sets the partner cookies, an
 * `s_id` query the session-id cookie; partner ids matching the adult-partner pattern also set
 * `adult_pid`, which only lives while the visitor stays under /playlist/.
 */
export const PARTNER_COOKIE_DAYS = {
  p_id: 30,
  p_id_1: 1,
  p_id_3: 3,
  p_id_7: 7,
  isPartner: 2,
  adult_pid: 1,
  s_id: 1,
} as const;

export type CookieUpdate =
  | { name: keyof typeof PARTNER_COOKIE_DAYS; value: string; days: number }
  | { name: keyof typeof PARTNER_COOKIE_DAYS; delete: true };

const ID_PATTERN = /^[\w.-]{1,64}$/;

function cleanId(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  return ID_PATTERN.test(trimmed) ? trimmed : null;
}

export function isPlaylistPath(pathname: string): boolean {
  return pathname.startsWith('/playlist/');
}

export function partnerCookieUpdates(
  url: URL,
  existing: Record<string, string | undefined>,
  adultPartnerPattern: RegExp,
): CookieUpdate[] {
  const updates: CookieUpdate[] = [];
  const pid = cleanId(url.searchParams.get('p_id'));
  const sid = cleanId(url.searchParams.get('s_id'));
  const onPlaylist = isPlaylistPath(url.pathname);

  if (pid) {
    for (const name of ['p_id', 'p_id_1', 'p_id_3', 'p_id_7'] as const) {
      updates.push({ name, value: pid, days: PARTNER_COOKIE_DAYS[name] });
    }
    updates.push({ name: 'isPartner', value: '1', days: PARTNER_COOKIE_DAYS.isPartner });
  }
  if (sid) updates.push({ name: 's_id', value: sid, days: PARTNER_COOKIE_DAYS.s_id });

  const adultPartner = pid !== null && adultPartnerPattern.test(pid);
  if (adultPartner && onPlaylist) {
    updates.push({ name: 'adult_pid', value: pid, days: PARTNER_COOKIE_DAYS.adult_pid });
  } else if (!onPlaylist && existing.adult_pid !== undefined) {
    updates.push({ name: 'adult_pid', delete: true });
  }
  return updates;
}

export function adultPartnerPattern(source: string | undefined): RegExp {
  try {
    return new RegExp(source || '^(adult|19)[_-]', 'i');
  } catch {
    return /^(adult|19)[_-]/i;
  }
}

/**
 * Next.js prefetches linked pages in the background. Those requests are not visits: treating a
 * prefetch of `/` as leaving /playlist/ would drop `adult_pid` while the visitor is still there.
 */
export function isPrefetchRequest(headers: { get(name: string): string | null }): boolean {
  if (headers.get('next-router-prefetch')) return true;
  const purpose = headers.get('sec-purpose') ?? headers.get('purpose') ?? '';
  return purpose.includes('prefetch');
}
