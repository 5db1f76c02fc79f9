/** Spec section 4: cookie values 'true', 'false', 'null', 'undefined' are read as real values. */
export type CookieValue = string | boolean | null | undefined;

export function parseCookieValue(raw: string | undefined): CookieValue {
  if (raw === undefined) return undefined;
  switch (raw) {
    case 'true':
      return true;
    case 'false':
      return false;
    case 'null':
      return null;
    case 'undefined':
      return undefined;
    default:
      return raw;
  }
}

/** Parses a `document.cookie` / Cookie header string into raw decoded values. */
export function parseCookieHeader(header: string): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    const name = index < 0 ? '' : part.slice(0, index).trim();
    if (!name) continue;
    const value = part.slice(index + 1).trim();
    if (!(name in jar)) {
      try {
        jar[name] = decodeURIComponent(value);
      } catch {
        jar[name] = value;
      }
    }
  }
  return jar;
}

export interface CookieOptions {
  /** Lifetime in days; omitted for a session cookie. */
  days?: number;
  /** Defaults to '/' (spec section 4). */
  path?: string;
  sameSite?: 'Lax' | 'Strict';
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.days !== undefined) parts.push(`Max-Age=${Math.round(options.days * 86_400)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
