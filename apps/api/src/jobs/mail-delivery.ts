import type { Mailer, MailMessage } from '#api/adapters/mail/types';
import { openSealed, seal } from '#api/lib/sealed';
import type { JobSystem } from './job-system.ts';

export const MAIL_QUEUE = 'mail-send';
/** Tries in all before a mail is given up (the last failure is logged). */
export const MAIL_ATTEMPTS = 6;

interface MailJob {
  /** The MailMessage as JSON, sealed: a reset link must not sit readable in the job tables. */
  sealed: string;
}

/**
 * Mail goes out through the job system: `send` only enqueues, so no request waits on an SMTP
 * server, and a delivery that fails is retried with a growing delay. Any server process works
 * the queue (transcode-only workers do not declare it).
 */
export function createMailDelivery(deps: {
  jobs: JobSystem;
  transport: Mailer;
  /** 32 bytes, the same on every node (derived from IDENTITY_HASH_KEY). */
  key: Buffer;
  retryDelaySec: number;
  onGiveUp: (error: unknown, to: string) => void;
}): Mailer {
  deps.jobs.queue<MailJob>({
    name: MAIL_QUEUE,
    options: {
      retryLimit: MAIL_ATTEMPTS - 1,
      retryDelay: deps.retryDelaySec,
      retryBackoff: true,
      expireInSeconds: 120,
    },
    pollingIntervalSeconds: 1,
    handler: async (job) => {
      const message = JSON.parse(openSealed(deps.key, Buffer.from(job.data.sealed, 'base64'))) as MailMessage;
      try {
        await deps.transport.send(message);
      } catch (error) {
        if (job.retryCount >= job.retryLimit) deps.onGiveUp(error, message.to);
        throw error;
      }
    },
  });
  return {
    async send(message) {
      await deps.jobs.send<MailJob>(MAIL_QUEUE, {
        sealed: seal(deps.key, JSON.stringify(message)).toString('base64'),
      });
    },
  };
}
