import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUEUE } from '#api/jobs/mail-delivery';
import { joinMember, newEmail, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import type { TestSettings } from '../../../test/settings.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';

const SITE = 'https://sogon.example';

// The SMTP server starts before the API (hooks run in order), which then delivers through it.
let smtp: TestSmtpServer;
const settings: TestSettings = { siteUrl: SITE, mail: { retryDelaySec: 1 } };
beforeAll(async () => {
  smtp = await startSmtpServer();
  settings.mail = { ...settings.mail, smtp: { url: smtp.url } };
});
afterAll(async () => {
  await smtp?.close();
});
const api = setupTestApi({ settings });

const post = (url: string, payload: object) =>
  api.app.inject({ method: 'POST', url: `/api/live${url}`, headers: WRITE, payload });

describe('password reset over SMTP', () => {
  it('mails the Korean reset link through the job queue, and the link sets a new password', async () => {
    const member = await joinMember(api.app, newEmail('smtp-reset'), 'old-secret1');
    const asked = await post('/v2/login/findAccount', { userId: member.uid });
    expect(asked.json()).toEqual({ result: { sent: true } });

    const mail = await smtp.mailTo(member.uid);
    expect(mail.subject).toBe('[소곤] 비밀번호 재설정 안내');
    expect(mail.from?.value).toEqual([{ name: '소곤', address: 'no-reply@sogon.local' }]);
    expect(mail.text).toContain('30분 동안, 한 번만 사용할 수 있어요');
    // An account mail: no unsubscribe header.
    expect(mail.headerLines.some((line) => line.key.startsWith('list-'))).toBe(false);
    const link = /https:\/\/\S+/.exec(mail.text ?? '')?.[0];
    expect(link).toMatch(/^https:\/\/sogon\.example\/find-account\/reset\?fa=[\w-]{43}$/);
    expect(mail.html).toContain(`<a href="${link}">`);

    // The queued job carries the mail sealed: the link is not readable in the job tables.
    const fa = new URL(link!).searchParams.get('fa')!;
    const jobs = await api.database.db.execute(
      sql`select data::text as data from pgboss.job where name = ${MAIL_QUEUE}
          union all select data::text from pgboss.archive where name = ${MAIL_QUEUE}`,
    );
    expect(jobs.rows.length).toBeGreaterThan(0);
    for (const row of jobs.rows) expect(String(row.data)).not.toContain(fa);

    expect((await post('/v2/login/findAccount', { fa, password: 'new-secret2' })).json()).toEqual({
      result: { reset: true },
    });
    expect((await post('/v1/user/auth/login', { uid: member.uid, password: 'new-secret2' })).statusCode).toBe(
      200,
    );
    expect(
      (await post('/v1/user/auth/login', { uid: member.uid, password: 'old-secret1' })).statusCode,
    ).not.toBe(200);
  });

  it('tries again when the SMTP server is busy, and the mail still arrives', async () => {
    const member = await joinMember(api.app, newEmail('smtp-retry'));
    smtp.refuseNext(1);
    await post('/v2/login/findAccount', { userId: member.uid });
    const mail = await smtp.mailTo(member.uid, 20_000);
    expect(mail.subject).toBe('[소곤] 비밀번호 재설정 안내');
    // The worker marks the job done after the server took the mail: wait for that, not just the mail.
    const retries = async () => {
      const [job] = (
        await api.database.db.execute(
          sql`select retry_count from pgboss.job where name = ${MAIL_QUEUE} and state = 'completed'
              union all select retry_count from pgboss.archive where name = ${MAIL_QUEUE}
              order by retry_count desc limit 1`,
        )
      ).rows;
      return Number(job?.retry_count);
    };
    await expect.poll(retries, { timeout: 10_000 }).toBe(1);
  }, 30_000);
});
