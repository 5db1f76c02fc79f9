import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOutboxMailer,
  decodeHeaderWords,
  encodeHeaderWords,
  formatMailDate,
  listOutbox,
  parseEml,
  parseMailbox,
  readOutboxMail,
} from './outbox.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sogon-outbox-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const FROM = '소곤 <no-reply@sogon.local>';
const SUBJECT = '[소곤] 비밀번호 재설정 안내';

function headersOf(raw: string): string[] {
  return raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
}

describe('outbox mailer', () => {
  it('writes an RFC 5322 .eml named by time with encoded Korean headers and a base64 UTF-8 body', async () => {
    const mailDir = path.join(dir, 'one');
    const at = new Date('2024-05-01T09:30:00.123Z');
    const mailer = createOutboxMailer({ dir: mailDir, from: FROM, now: () => at });
    const text = '안녕하세요.\n아래 링크를 눌러 주세요: http://localhost:3000/find-account/reset?fa=abc';
    await mailer.send({ to: 'member@example.com', subject: SUBJECT, text });

    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2024-05-01T09-30-00\.123Z-[0-9a-f]{16}\.eml$/);
    const raw = await readFile(path.join(mailDir, files[0]!), 'utf8');
    // Headers are ASCII only, every line ends in CRLF and none is longer than the 78 RFC 5322 asks.
    expect(raw).toMatch(/^[\x20-\x7e\r\n]*$/);
    expect(raw.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);

    const headers = headersOf(raw);
    expect(headers).toContain('From: =?UTF-8?B?7IaM6rOk?= <no-reply@sogon.local>');
    expect(headers).toContain('To: member@example.com');
    expect(headers).toContain('Date: Wed, 01 May 2024 09:30:00 +0000');
    expect(headers).toContain('MIME-Version: 1.0');
    expect(headers).toContain('Content-Type: text/plain; charset=utf-8');
    expect(headers).toContain('Content-Transfer-Encoding: base64');
    expect(headers.find((h) => h.startsWith('Message-ID:'))).toMatch(/^Message-ID: <[^<>@]+@sogon\.local>$/);
    expect(headers.find((h) => h.startsWith('Subject:'))).toMatch(
      /^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/,
    );

    expect(parseEml(raw)).toEqual({
      from: '소곤 <no-reply@sogon.local>',
      to: 'member@example.com',
      subject: SUBJECT,
      date: '2024-05-01T09:30:00.000Z',
      text,
    });
  });

  it('adds an HTML alternative when one is given, and the plain text still reads back', async () => {
    const mailDir = path.join(dir, 'html');
    const mailer = createOutboxMailer({ dir: mailDir, from: 'no-reply@sogon.local' });
    await mailer.send({ to: 'a@example.com', subject: 'Hello', text: '본문', html: '<p>본문</p>' });
    const [entry] = await listOutbox(mailDir);
    expect(entry).toMatchObject({ from: 'no-reply@sogon.local', subject: 'Hello', text: '본문' });
    const raw = (await readOutboxMail(mailDir, entry!.id))!.toString('utf8');
    expect(raw).toMatch(/Content-Type: multipart\/alternative; boundary="=_sogon_[0-9a-f]+"/);
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
  });

  it('refuses header values with line breaks instead of letting them add headers', async () => {
    const mailer = createOutboxMailer({ dir: path.join(dir, 'inject'), from: FROM });
    await expect(
      mailer.send({ to: 'a@example.com\r\nBcc: victim@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow(TypeError);
    await expect(mailer.send({ to: 'a@example.com', subject: 's\nBcc: x@y.z', text: 't' })).rejects.toThrow(
      TypeError,
    );
  });

  it('lists the newest first, at most the limit, ignoring files that are not mails', async () => {
    const mailDir = path.join(dir, 'many');
    let at = Date.parse('2024-01-01T00:00:00Z');
    const mailer = createOutboxMailer({ dir: mailDir, from: FROM, now: () => new Date(at) });
    for (let i = 1; i <= 5; i++) {
      at += 1000;
      await mailer.send({ to: `m${i}@example.com`, subject: `메일 ${i}`, text: `${i}` });
    }
    await writeFile(path.join(mailDir, 'notes.txt'), 'x');
    await writeFile(path.join(mailDir, '.2024-01-01T00-00-09.000Z-0000000000000000.partial'), 'x');

    const listed = await listOutbox(mailDir, 3);
    expect(listed.map((mail) => mail.subject)).toEqual(['메일 5', '메일 4', '메일 3']);
    expect(await listOutbox(path.join(dir, 'missing'))).toEqual([]);
  });

  it('reads only well-formed ids, so no path reaches outside the outbox', async () => {
    for (const id of ['../secret', '..%2Fsecret', '', 'x'.repeat(40), '2024-01-01T00-00-00.000Z-../../x']) {
      expect(await readOutboxMail(dir, id)).toBeNull();
    }
    expect(await readOutboxMail(dir, '2024-01-01T00-00-00.000Z-0123456789abcdef')).toBeNull();
  });
});

describe('header encoding', () => {
  it('keeps plain ASCII as it is and round-trips long Korean text in short words', () => {
    expect(encodeHeaderWords('Password reset')).toBe('Password reset');
    const long = '소곤 비밀번호 재설정 안내 — 링크는 30분 동안 한 번만 쓸 수 있어요 😀';
    const encoded = encodeHeaderWords(long);
    for (const word of encoded.split('\r\n ')) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodeHeaderWords(encoded.replaceAll('\r\n', ''))).toBe(long);
  });

  it('decodes Q-encoded words too', () => {
    expect(decodeHeaderWords('=?UTF-8?Q?=EC=86=8C=EA=B3=A4_mail?=')).toBe('소곤 mail');
  });

  it('parses a named or bare sender and refuses anything else', () => {
    expect(parseMailbox('소곤 <no-reply@sogon.local>')).toEqual({
      name: '소곤',
      address: 'no-reply@sogon.local',
    });
    expect(parseMailbox('"Sogon Team" <team@sogon.kr>')).toEqual({
      name: 'Sogon Team',
      address: 'team@sogon.kr',
    });
    expect(parseMailbox('team@sogon.kr')).toEqual({ name: '', address: 'team@sogon.kr' });
    expect(() => parseMailbox('not an address')).toThrow(TypeError);
  });

  it('formats the RFC 5322 date in UTC', () => {
    expect(formatMailDate(new Date('2025-12-31T23:05:09Z'))).toBe('Wed, 31 Dec 2025 23:05:09 +0000');
  });
});
