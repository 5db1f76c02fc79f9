import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageRender = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The server-rendered pages a visitor sees the same as every other visitor (issue 41): the home,
 * a playlist, an episode, a channel, a video and the catalog lists. Search is not among them: its
 * page counts 인기 검색어 as it asks the API.
 */
const VISITOR_PAGES =
  /^\/(?:playlist\/\d+(?:\/\d+)?|channel\/\d+|video(?:\/\d+)?|new|top100|realtime|500|category(?:\/\d+)?)?$/;

/**
 * Cookies that change what a page shows or does: the session (a member's page), the partner
 * cookies (adult partner visitors, attribution the page's proxy keeps), the readable session mark
 * (the proxy drops it when the session is gone) and the console's session.
 */
const PERSONAL_COOKIES = new Set([
  'token',
  'signed_in',
  'ops_token',
  'p_id',
  'p_id_1',
  'p_id_3',
  'p_id_7',
  'isPartner',
  'adult_pid',
  's_id',
]);

/** Next.js client navigations and server actions: answers of their own, never the document. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];

/** Headers of the render that are the cache's to write (or the connection's). */
const OWN_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-sogon-page',
]);

/** Browsers keep the page and ask again each time (ETag → 304); no shared cache stores it. */
const CACHE_CONTROL = 'private, no-cache';

interface Page {
  headers: OutgoingHttpHeaders;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
  expiresAt: number;
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(';').map((part) => part.split('=', 1)[0]!.trim());
}

/** The key of a request the cache may answer (a visitor's document of a visitor page), or null. */
export function visitorPageKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (url.includes('?') || !VISITOR_PAGES.test(url)) return null;
  for (const name of ROUTER_HEADERS) if (req.headers[name] !== undefined) return null;
  if (cookieNames(req.headers.cookie).some((name) => PERSONAL_COOKIES.has(name))) return null;
  return `${req.headers.host ?? ''}${url}`;
}

function pickEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).toLowerCase();
  const offers = (name: string) =>
    value.split(',').some((part) => {
      const [coding, ...params] = part.trim().split(';');
      if (coding !== name) return false;
      return !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    });
  if (offers('br')) return 'br';
  if (offers('gzip')) return 'gzip';
  return null;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A visitor's page rendered once and served as the same bytes to every visitor for `ttlMs`
 * (issue 41): precompressed (br, gzip), with an ETag (a browser that has it gets 304), dropped on
 * every server by the change feed (`forget`, like the API's shared answers) and bypassed while
 * changes may go unheard. Concurrent visitors of a page not yet kept wait for the one render.
 * Only what may be shared is kept: a 200 HTML answer without Set-Cookie, for a request without a
 * session or partner cookie, no query and no router header. Capped by bytes, oldest out first.
 */
export function createPageCache(options: {
  ttlMs: number;
  maxBytes: number;
  maxPageBytes?: number;
  coherent?: () => boolean;
  now?: () => number;
}) {
  const now = options.now ?? (() => performance.now());
  const maxPageBytes = options.maxPageBytes ?? 2 * 1024 * 1024;
  const pages = new Map<string, Page>();
  const rendering = new Map<string, Promise<Page | null>>();
  let bytes = 0;
  let generation = 0;
  const counts = { hits: 0, misses: 0, bypassed: 0, notModified: 0 };

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };

  const keep = (key: string, page: Page) => {
    drop(key);
    if (page.bytes > options.maxBytes) return;
    while (bytes + page.bytes > options.maxBytes) {
      const oldest = pages.keys().next();
      if (oldest.done) break;
      drop(oldest.value);
    }
    pages.set(key, page);
    bytes += page.bytes;
  };

  const fresh = (key: string): Page | null => {
    const page = pages.get(key);
    if (!page) return null;
    if (page.expiresAt <= now()) {
      drop(key);
      return null;
    }
    return page;
  };

  function serve(req: IncomingMessage, res: ServerResponse, page: Page, how: 'hit' | 'miss') {
    for (const [name, value] of Object.entries(page.headers)) {
      if (value !== undefined && !res.hasHeader(name)) res.setHeader(name, value);
    }
    res.setHeader('cache-control', CACHE_CONTROL);
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('etag', page.etag);
    res.setHeader('x-sogon-page', how);
    if (etagMatches(req.headers['if-none-match'], page.etag)) {
      counts.notModified += 1;
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Renders into the client's response while keeping a copy; answers the page when it may be
   * kept. The render is asked for identity bytes (the cache compresses once for everyone).
   */
  async function renderAndKeep(
    req: IncomingMessage,
    res: ServerResponse,
    render: PageRender,
  ): Promise<Page | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    const take = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || tooLarge) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      if (size > maxPageBytes) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      take(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      take(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as ServerResponse['end'];
    res.setHeader('x-sogon-page', 'render');
    delete req.headers['accept-encoding'];
    const startedIn = generation;
    await render(req, res);
    if (!res.writableEnded && !res.destroyed) {
      await new Promise((resolve) => {
        res.once('finish', resolve);
        res.once('close', resolve);
      });
    }
    const headers = res.getHeaders();
    const type = String(headers['content-type'] ?? '');
    if (
      tooLarge ||
      !res.writableFinished ||
      res.statusCode !== 200 ||
      headers['set-cookie'] !== undefined ||
      headers['content-encoding'] !== undefined ||
      !type.startsWith('text/html') ||
      startedIn !== generation
    ) {
      return null;
    }
    const identity = Buffer.concat(chunks);
    const [gz, br] = await Promise.all([
      gzipAsync(identity, { level: 6 }),
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    ]);
    // A change heard while compressing makes this copy stale already.
    if (startedIn !== generation) return null;
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!OWN_HEADERS.has(name) && value !== undefined) kept[name] = value;
    }
    return {
      headers: kept,
      etag: `"p${createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
      gzip: gz,
      br,
      bytes: identity.length + gz.length + br.length,
      expiresAt: now() + options.ttlMs,
    };
  }

  return {
    /** Answers a page request from the cache, or through `render` (keeping what may be kept). */
    async handle(req: IncomingMessage, res: ServerResponse, render: PageRender): Promise<void> {
      const key = options.ttlMs > 0 ? visitorPageKey(req) : null;
      if (key === null || (options.coherent && !options.coherent())) {
        counts.bypassed += 1;
        return render(req, res);
      }
      const page = fresh(key);
      if (page) {
        counts.hits += 1;
        return serve(req, res, page, 'hit');
      }
      const under = rendering.get(key);
      if (under) {
        const rendered = await under;
        if (rendered && rendered.expiresAt > now()) {
          counts.hits += 1;
          return serve(req, res, rendered, 'hit');
        }
        counts.bypassed += 1;
        return render(req, res);
      }
      counts.misses += 1;
      const startedIn = generation;
      const made = renderAndKeep(req, res, render);
      // Those waiting for this render serve it themselves when it fails or may not be kept.
      rendering.set(
        key,
        made.catch(() => null),
      );
      try {
        const rendered = await made;
        if (rendered && startedIn === generation) keep(key, rendered);
      } finally {
        rendering.delete(key);
      }
    },

    /** Something a page shows changed (the change feed): every kept page goes. */
    forget(): void {
      generation += 1;
      pages.clear();
      bytes = 0;
    },

    stats: () => ({ ...counts, pages: pages.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
