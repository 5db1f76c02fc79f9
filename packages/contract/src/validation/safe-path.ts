/**
 * The one rule for paths a client hands us and a browser later follows: stored media paths
 * (profile images, shown as <img src> to everyone) and return-to paths (where login sends a
 * member). API and web both use it, so what one accepts the other does too.
 *
 * A value is decoded until it stops changing before it is checked: `%2e%2e`, `%252e%252e` and
 * `%2f` hide the same dot segments and slashes a browser or a server will eventually see.
 */

/** Enough for any double or triple encoding a person would send; more is an attack. */
const MAX_DECODE_ROUNDS = 4;

/** Control and invisible format characters: browsers drop tabs and newlines from URLs ('/\t/x' → '//x'). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

const URL_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Paths of this site that are not pages: the API and media. */
const NOT_A_PAGE = /^\/(api|media)(\/|$)/i;

export const RETURN_TO_MAX_LENGTH = 1024;

/** `value` with percent-escapes decoded until it stops changing; null when it cannot be decoded. */
export function decodeUntilStable(value: string): string | null {
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Whether a decoded path is a plain path of this site: one leading slash, no second slash or
 * backslash after it (a browser reads '//host' and '/\host' as another host), no scheme, no
 * control characters, no '.' or '..' segment.
 */
function isPlainSitePath(decoded: string): boolean {
  if (INVISIBLE.test(decoded) || decoded.includes('\\') || URL_SCHEME.test(decoded)) return false;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return false;
  return !decoded.split('/').some((segment) => segment === '.' || segment === '..');
}

const BASE = 'https://sogon.invalid';

/**
 * Where to go after login: a page of this site, normalised (`/search?q=한글` comes back
 * percent-encoded); anything else — another host however it is spelled, an API or media path,
 * an undecodable or over-long value — becomes the home page.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > RETURN_TO_MAX_LENGTH) return '/';
  // Query and fragment cannot change the host; only the path is decoded (a '%' in a search stays).
  const pathEnd = value.search(/[?#]/);
  const decodedPath = decodeUntilStable(pathEnd === -1 ? value : value.slice(0, pathEnd));
  if (decodedPath === null || !isPlainSitePath(decodedPath) || NOT_A_PAGE.test(decodedPath)) return '/';
  if (INVISIBLE.test(value) || value.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where stored files of one kind are served, and which file types they may be. */
export interface MediaPathShape {
  /** e.g. '/media/profiles/' */
  folder: string;
  extensions: readonly string[];
}

/** Profile images: re-encoded uploads under /media/profiles/ (profile-image service). */
export const PROFILE_IMAGE_PATH: MediaPathShape = {
  folder: '/media/profiles/',
  extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
};

const FILE_NAME = /^[A-Za-z\d][\w-]{0,127}\.([a-z\d]{2,5})$/;

/**
 * Whether `value` is a stored media path of `shape`: exactly `<folder><name>.<ext>`, written the
 * way this service writes it (no escapes, no sub-folders), so it can never point at an API path
 * or anywhere outside the folder.
 */
export function isSafeMediaPath(value: string, shape: MediaPathShape): boolean {
  const decoded = decodeUntilStable(value);
  if (decoded === null || decoded !== value || !isPlainSitePath(decoded)) return false;
  if (!decoded.startsWith(shape.folder)) return false;
  const extension = FILE_NAME.exec(decoded.slice(shape.folder.length))?.[1];
  return extension !== undefined && shape.extensions.includes(extension);
}
