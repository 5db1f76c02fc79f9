import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config';
import { SMTP_PASSWORD, SMTP_USER, startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { htmlOfText } from './html.ts';
import { mailSettings } from './select.ts';
import { createSmtpMailer } from './smtp.ts';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

const FROM = '소곤 <no-reply@sogon.example>';

describe('SMTP mailer', () => {
  it('delivers Korean text and HTML parts, with List-Unsubscribe when the mail offers one', async () => {
    const mailer = createSmtpMailer({ smtp: { url: smtp.url }, from: FROM });
    const text = '안녕하세요, 소곤입니다.\n\n이번 주 새 에피소드: https://sogon.example/p/1?a=1&b=2';
    await mailer.send({
      to: 'news@example.com',
      subject: '[소곤] 이번 주 소식',
      text,
      html: htmlOfText(text),
      unsubscribeUrl: 'https://sogon.example/unsubscribe?t=abc',
    });
    mailer.close();
    const mail = await smtp.mailTo('news@example.com');
    expect(mail.subject).toBe('[소곤] 이번 주 소식');
    expect(mail.from?.value).toEqual([{ name: '소곤', address: 'no-reply@sogon.example' }]);
    expect(mail.text?.trim()).toBe(text);
    expect(mail.html).toContain(
      '<a href="https://sogon.example/p/1?a=1&amp;b=2">https://sogon.example/p/1?a=1&amp;b=2</a>',
    );
    expect(mail.html).toContain('<p>안녕하세요, 소곤입니다.</p>');
    const header = (key: string) => mail.headerLines.find((line) => line.key === key)?.line;
    expect(header('list-unsubscribe')).toBe('List-Unsubscribe: <https://sogon.example/unsubscribe?t=abc>');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('leaves List-Unsubscribe out of an account mail, and signs in with host, port and user', async () => {
    const port = Number(new URL(smtp.url).port);
    const mailer = createSmtpMailer({
      smtp: { host: '127.0.0.1', port, secure: false, user: SMTP_USER, password: SMTP_PASSWORD },
      from: FROM,
    });
    await mailer.send({ to: 'account@example.com', subject: '[소곤] 비밀번호 재설정 안내', text: '본문' });
    mailer.close();
    const mail = await smtp.mailTo('account@example.com');
    expect(mail.headerLines.some((line) => line.key.startsWith('list-'))).toBe(false);
    expect(mail.text?.trim()).toBe('본문');
  });

  it('fails the send when the server refuses the sign-in', async () => {
    const wrong = new URL(smtp.url);
    wrong.password = 'wrong';
    const mailer = createSmtpMailer({ smtp: { url: wrong.toString() }, from: FROM });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});

describe('mail settings', () => {
  const PUBLIC = { NODE_ENV: 'production', SITE_URL: 'https://sogon.example', DATA_DIR: '/srv/sogon' };
  const settingsOf = (env: Record<string, string>) =>
    mailSettings(loadConfig({ ...PUBLIC, ...env } as NodeJS.ProcessEnv));

  it('refuses a public production site with only the outbox, unless MAIL_OUTBOX opts in', () => {
    expect(() => settingsOf({})).toThrow(/needs SMTP_URL or SMTP_HOST.*MAIL_OUTBOX=true/s);
    expect(settingsOf({ MAIL_OUTBOX: 'true' })).toMatchObject({
      smtp: null,
      outboxDir: '/srv/sogon/mail/outbox',
    });
    // `npm start` on this machine is production mode too, and keeps the outbox.
    expect(settingsOf({ SITE_URL: 'http://localhost:3000' }).smtp).toBeNull();
    expect(settingsOf({ NODE_ENV: 'development' }).smtp).toBeNull();
  });

  it('takes SMTP_URL or the SMTP_HOST group, never both, and shows no dev mail box with SMTP', () => {
    expect(settingsOf({ SMTP_URL: 'smtps://u:p@mail.example:465', DEV_MAILBOX: 'true' })).toMatchObject({
      smtp: { url: 'smtps://u:p@mail.example:465' },
      devMailbox: false,
    });
    expect(settingsOf({ SMTP_HOST: 'mail.example' }).smtp).toEqual({
      host: 'mail.example',
      port: 587,
      secure: false,
    });
    expect(settingsOf({ SMTP_HOST: 'mail.example', SMTP_PORT: '465' }).smtp).toMatchObject({ secure: true });
    expect(settingsOf({ SMTP_HOST: 'mail.example', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).smtp).toMatchObject({
      user: 'u',
      password: 'p',
    });
    expect(() => settingsOf({ SMTP_HOST: 'mail.example', SMTP_USER: 'u' })).toThrow(
      /SMTP_USER and SMTP_PASSWORD/,
    );
    expect(() => settingsOf({ SMTP_HOST: 'h', SMTP_URL: 'smtp://h:25' })).toThrow(/not both/);
    expect(() => settingsOf({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
