import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './types.ts';

/**
 * The development mailer: every mail becomes an RFC 5322 .eml file in one directory, which a
 * person opens in any mail client or reads through the dev mail box routes. Nothing leaves the
 * machine, so it is also what tests use.
 */
export interface OutboxMailer extends Mailer {
  readonly kind: 'outbox';
  readonly dir: string;
}

/** `2024-05-01T09-30-00.123Z-0123456789abcdef`: sorts by time, safe on every file system. */
const OUTBOX_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{16}$/;
const CRLF = '\r\n';

export function isOutboxId(value: string): boolean {
  return OUTBOX_ID.test(value);
}

export function createOutboxMailer(options: { dir: string; from: string; now?: () => Date }): OutboxMailer {
  const now = options.now ?? (() => new Date());
  const from = parseMailbox(options.from);
  return {
    kind: 'outbox',
    dir: options.dir,
    async send(message) {
      const date = now();
      const random = randomBytes(8).toString('hex');
      const id = `${date.toISOString().replaceAll(':', '-')}-${random}`;
      const eml = formatEml(message, { from, date, messageId: `<${id}@${from.address.split('@')[1]}>` });
      await mkdir(options.dir, { recursive: true });
      // Written under a dot name first: a reader never lists a half-written mail.
      const partial = path.join(options.dir, `.${id}.partial`);
      await writeFile(partial, eml, { mode: 0o600 });
      try {
        await rename(partial, path.join(options.dir, `${id}.eml`));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
  };
}

export interface Mailbox {
  name: string;
  address: string;
}

/** `소곤 <no-reply@sogon.local>` or a bare address. */
export function parseMailbox(value: string): Mailbox {
  const named = /^\s*"?([^"<>]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  if (named) return { name: named[1] ?? '', address: named[2]! };
  const bare = value.trim();
  if (/^[^<>\s@]+@[^<>\s@]+$/.test(bare)) return { name: '', address: bare };
  throw new TypeError(`not a mail address: ${value}`);
}

function assertOneLine(label: string, value: string): void {
  // A line break in a header value would let its text start headers of its own.
  if (/[\r\n]/.test(value)) throw new TypeError(`${label} must be one line`);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * RFC 2047 encoded words (UTF-8, base64) for a header value that is not plain ASCII, folded so
 * no word passes 75 characters and no code point is split between two words.
 */
export function encodeHeaderWords(value: string): string {
  if (PRINTABLE_ASCII.test(value) && !value.includes('=?')) return value;
  const words: string[] = [];
  let chunk = '';
  for (const char of value) {
    if (Buffer.byteLength(chunk + char, 'utf8') > 39) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join(`${CRLF} `);
}

function formatMailbox(mailbox: Mailbox): string {
  if (!mailbox.name) return mailbox.address;
  const name = PRINTABLE_ASCII.test(mailbox.name)
    ? `"${mailbox.name.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
    : encodeHeaderWords(mailbox.name);
  return `${name} <${mailbox.address}>`;
}

/** RFC 5322 date-time, e.g. `Wed, 01 May 2024 09:30:00 +0000`. */
export function formatMailDate(date: Date): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${days[date.getUTCDay()]}, ${two(date.getUTCDate())} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`
  );
}

function base64Lines(text: string): string {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  return (encoded.match(/.{1,76}/g) ?? []).join(CRLF);
}

function textPart(subtype: 'plain' | 'html', body: string): string {
  return [
    `Content-Type: text/${subtype}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(body),
  ].join(CRLF);
}

/** The whole .eml: headers, then a base64 UTF-8 text body (multipart/alternative when HTML is given). */
export function formatEml(
  message: MailMessage,
  envelope: { from: Mailbox; date: Date; messageId: string },
): string {
  assertOneLine('to', message.to);
  assertOneLine('subject', message.subject);
  assertOneLine('from', envelope.from.name);
  const headers = [
    `From: ${formatMailbox(envelope.from)}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeaderWords(message.subject)}`,
    `Date: ${formatMailDate(envelope.date)}`,
    `Message-ID: ${envelope.messageId}`,
    'MIME-Version: 1.0',
  ];
  if (message.unsubscribeUrl !== undefined) {
    assertOneLine('unsubscribeUrl', message.unsubscribeUrl);
    headers.push(
      `List-Unsubscribe: <${message.unsubscribeUrl}>`,
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  }
  if (message.html === undefined) {
    return `${headers.join(CRLF)}${CRLF}${textPart('plain', message.text)}${CRLF}`;
  }
  const boundary = `=_sogon_${randomBytes(12).toString('hex')}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    textPart('plain', message.text),
    `--${boundary}`,
    textPart('html', message.html),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}

export interface ParsedMail {
  from: string;
  to: string;
  subject: string;
  /** ISO 8601, from the Date header. */
  date: string;
  text: string;
}

function splitHeadersAndBody(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, (fold) => ` ${fold.trimStart()}`).split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Decodes RFC 2047 words (B and Q, UTF-8); whitespace between two adjacent words is dropped. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, _charset: string, encoding: string, text: string) => {
        if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
        const bytes = text
          .replaceAll('_', ' ')
          .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          );
        return Buffer.from(bytes, 'latin1').toString('utf8');
      },
    );
}

function decodeBody(body: string, transferEncoding: string): string {
  switch (transferEncoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

/** The plain-text body of a mail: the body itself, or its text/plain part when multipart. */
function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const parsed = splitHeadersAndBody(part.replace(/^\n/, ''));
      const text = plainText(parsed.headers, parsed.body);
      if (text) return text;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  return decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').replace(/\n$/, '');
}

export function parseEml(raw: string): ParsedMail {
  const { headers, body } = splitHeadersAndBody(raw);
  const date = new Date(headers.get('date') ?? '');
  return {
    from: decodeHeaderWords(headers.get('from') ?? ''),
    to: decodeHeaderWords(headers.get('to') ?? ''),
    subject: decodeHeaderWords(headers.get('subject') ?? ''),
    date: Number.isNaN(date.getTime()) ? '' : date.toISOString(),
    text: plainText(headers, body),
  };
}

export interface OutboxEntry extends ParsedMail {
  id: string;
}

/** The newest mails first, read from the outbox directory. */
export async function listOutbox(dir: string, limit = 50): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith('.eml'))
    .map((name) => name.slice(0, -'.eml'.length))
    .filter(isOutboxId)
    .sort()
    .reverse()
    .slice(0, limit);
  const entries = await Promise.all(
    ids.map(async (id) => {
      const raw = await readOutboxMail(dir, id);
      return raw ? { id, ...parseEml(raw.toString('utf8')) } : null;
    }),
  );
  return entries.filter((entry) => entry !== null);
}

/** One .eml as stored, or null for an unknown id; only well-formed ids reach the file system. */
export async function readOutboxMail(dir: string, id: string): Promise<Buffer | null> {
  if (!isOutboxId(id)) return null;
  try {
    return await readFile(path.join(dir, `${id}.eml`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
