import { deriveKey } from '#api/adapters/identity/types';
import type { Mailer, MailMessage } from '#api/adapters/mail/types';
import { openSealed, seal } from '#api/lib/sealed';
import type { JobSystem } from './job-system.ts';

export const MAIL_QUEUE = 'mail-send';
/** Tries in all before a mail is given up (the last failure is logged). */
export const MAIL_ATTEMPTS = 6;

/** The key mail jobs are sealed under, from the server secret (IDENTITY_HASH_KEY): one per cluster. */
export const mailJobKey = (hashKey: Buffer) => deriveKey(hashKey, 'mail jobs');

interface MailJob {
  /** The MailMessage as JSON, sealed: a reset link must not sit readable in the job tables. */
  sealed: string;
}

/**
 * Mail goes out through the job system: `send` only enqueues, so no request waits on an SMTP
 * server, and a delivery that fails is retried with a growing delay. Any server process works
 * the queue (transcode-only workers do not declare it). A command-line tool leaves out `delivery`:
 * it only enqueues, and a server delivers (when it next runs, if none is up now).
 */
export function createMailDelivery(deps: {
  jobs: JobSystem;
  /** 32 bytes, the same on every node (mailJobKey). */
  key: Buffer;
  retryDelaySec: number;
  /** Work the queue in this process: hand each mail to `transport`. */
  delivery?: {
    transport: Mailer;
    onGiveUp: (error: unknown, to: string) => void;
    /**
     * A job sealed under another key (a command run with another DATA_DIR or IDENTITY_HASH_KEY):
     * no retry can open it, so it is dropped at once and said here.
     */
    onUnreadable: (jobId: string) => void;
  };
}): Mailer {
  const { delivery } = deps;
  deps.jobs.queue<MailJob>({
    name: MAIL_QUEUE,
    options: {
      retryLimit: MAIL_ATTEMPTS - 1,
      retryDelay: deps.retryDelaySec,
      retryBackoff: true,
      expireInSeconds: 120,
    },
    pollingIntervalSeconds: 1,
    ...(delivery
      ? {
          handler: async (job) => {
            let message: MailMessage;
            try {
              message = JSON.parse(openSealed(deps.key, Buffer.from(job.data.sealed, 'base64')));
            } catch {
              delivery.onUnreadable(job.id);
              return;
            }
            try {
              await delivery.transport.send(message);
            } catch (error) {
              if (job.retryCount >= job.retryLimit) delivery.onGiveUp(error, message.to);
              throw error;
            }
          },
        }
      : {}),
  });
  return {
    async send(message) {
      await deps.jobs.send<MailJob>(MAIL_QUEUE, {
        sealed: seal(deps.key, JSON.stringify(message)).toString('base64'),
      });
    },
  };
}
