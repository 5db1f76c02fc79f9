import path from 'node:path';
import type { Config } from '#api/config';
import { isLoopbackHost } from '#api/http/site-origin';
import { createOutboxMailer, type OutboxMailer } from './outbox.ts';
import { createSmtpMailer, type SmtpMailer } from './smtp.ts';
import type { SmtpSettings } from './types.ts';

export interface MailSettings {
  from: string;
  /** The .eml outbox (DATA_DIR/mail/outbox) the embedded mailer writes. */
  outboxDir: string;
  /** Serve the outbox at /api/live/dev/mail: it shows live reset links, so never in production. */
  devMailbox: boolean;
  /** Deliver over SMTP; null keeps mails in the outbox. */
  smtp: SmtpSettings | null;
  /** Seconds before a failed delivery is tried again (growing, MAIL_ATTEMPTS in all). */
  retryDelaySec: number;
}

const DEFAULT_RETRY_DELAY_SEC = 30;

/**
 * What settingsFromConfig (app/settings.ts) reads. A public production site (NODE_ENV=production
 * and a SITE_URL that is not this machine; `npm start` on localhost is production mode too) has
 * no outbox to read, so it refuses to start without SMTP unless MAIL_OUTBOX=true says so.
 */
export function mailSettings(
  config: Pick<
    Config,
    | 'NODE_ENV'
    | 'SITE_URL'
    | 'DATA_DIR'
    | 'MAIL_FROM'
    | 'DEV_MAILBOX'
    | 'MAIL_OUTBOX'
    | 'SMTP_URL'
    | 'SMTP_HOST'
    | 'SMTP_PORT'
    | 'SMTP_USER'
    | 'SMTP_PASSWORD'
    | 'SMTP_SECURE'
  >,
): MailSettings {
  let smtp: SmtpSettings | null = null;
  if (config.SMTP_URL && config.SMTP_HOST) {
    throw new Error('Set SMTP_URL or SMTP_HOST (with SMTP_PORT, SMTP_USER, …), not both');
  }
  if (config.SMTP_URL) smtp = { url: config.SMTP_URL };
  else if (config.SMTP_HOST) {
    if (Boolean(config.SMTP_USER) !== Boolean(config.SMTP_PASSWORD)) {
      throw new Error('SMTP_USER and SMTP_PASSWORD go together');
    }
    const port = config.SMTP_PORT ?? (config.SMTP_SECURE ? 465 : 587);
    smtp = {
      host: config.SMTP_HOST,
      port,
      secure: config.SMTP_SECURE ?? port === 465,
      ...(config.SMTP_USER ? { user: config.SMTP_USER, password: config.SMTP_PASSWORD } : {}),
    };
  } else if (
    config.NODE_ENV === 'production' &&
    !isLoopbackHost(new URL(config.SITE_URL).hostname) &&
    !config.MAIL_OUTBOX
  ) {
    throw new Error(
      `Mail for ${config.SITE_URL} needs SMTP_URL or SMTP_HOST: without them mails only land in ` +
        'DATA_DIR/mail/outbox and no member receives one (set MAIL_OUTBOX=true to run so anyway)',
    );
  }
  return {
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'mail', 'outbox'),
    devMailbox: config.DEV_MAILBOX && !smtp,
    smtp,
    retryDelaySec: DEFAULT_RETRY_DELAY_SEC,
  };
}

export type MailTransport = OutboxMailer | SmtpMailer;

/** SMTP when configured, else the outbox. */
export function selectMailer(settings: Pick<MailSettings, 'from' | 'outboxDir' | 'smtp'>): MailTransport {
  return settings.smtp
    ? createSmtpMailer({ smtp: settings.smtp, from: settings.from })
    : createOutboxMailer({ dir: settings.outboxDir, from: settings.from });
}
