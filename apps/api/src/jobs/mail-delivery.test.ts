import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '#api/adapters/mail/types';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createJobSystem, type JobSystem } from './job-system.ts';
import { createMailDelivery, MAIL_QUEUE } from './mail-delivery.ts';

// Mail through the job system as a command and a server see it: the command (settlement:close)
// only enqueues, sealed under the key of its DATA_DIR; the server opens and sends. A job sealed
// under another key can never be opened: it is dropped at once and said, not retried six times.
let database: TestDatabase;
const systems: JobSystem[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(systems.map((system) => system.stop(5_000)));
  await database.drop();
});

function jobSystem(): JobSystem {
  const system = createJobSystem({ pool: database.db.$client });
  systems.push(system);
  return system;
}

const message = (to: string): MailMessage => ({
  to,
  subject: '세금계산서 발행 요청',
  text: '지난달 정산의 세금계산서를 발행해 주세요.',
});

describe('mail delivery through the job system', () => {
  it('sends what a command queued under the same key, and drops at once what it cannot open', async () => {
    const key = randomBytes(32);
    const sent: string[] = [];
    const unreadable: string[] = [];
    const gaveUp: string[] = [];
    const [server, command, strayCommand] = [jobSystem(), jobSystem(), jobSystem()];
    createMailDelivery({
      jobs: server,
      key,
      retryDelaySec: 1,
      delivery: {
        transport: {
          send: async (mail) => {
            sent.push(mail.to);
          },
        },
        onGiveUp: (_error, to) => gaveUp.push(to),
        onUnreadable: (jobId) => unreadable.push(jobId),
      },
    });
    const sameKey = createMailDelivery({ jobs: command, key, retryDelaySec: 1 });
    const otherKey = createMailDelivery({ jobs: strayCommand, key: randomBytes(32), retryDelaySec: 1 });
    await Promise.all([server.start(), command.start(), strayCommand.start()]);

    await otherKey.send(message('stray@sogon.test'));
    await sameKey.send(message('creator@sogon.test'));
    await expect.poll(() => sent, { timeout: 15_000, interval: 200 }).toEqual(['creator@sogon.test']);
    await expect.poll(() => unreadable.length, { timeout: 15_000, interval: 200 }).toBe(1);

    // The unreadable job ended as completed: no retry is waiting, and nothing was given up.
    const { rows } = await database.db.$client.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = $1 and id = $2`,
      [MAIL_QUEUE, unreadable[0]],
    );
    expect(rows).toEqual([{ state: 'completed', retry_count: 0 }]);
    expect(gaveUp).toEqual([]);
    expect(sent).toEqual(['creator@sogon.test']);
  }, 40_000);
});
