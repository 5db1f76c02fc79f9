import { createRequire } from 'node:module';
import { parseMailbox } from './outbox.ts';
import type { Mailer, SmtpSettings } from './types.ts';

export interface SmtpMailer extends Mailer {
  readonly kind: 'smtp';
  /** Closes pooled connections (shutdown). */
  close(): void;
}

/** The production mailer: nodemailer over SMTP (STARTTLS when the server offers it, or smtps). */
export function createSmtpMailer(options: { smtp: SmtpSettings; from: string }): SmtpMailer {
  const from = parseMailbox(options.from);
  const smtp = options.smtp;
  // nodemailer loads here, when SMTP is configured: a site whose mail goes to the outbox never pays
  // its start-up.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer');
  const transport = nodemailer.createTransport(
    'url' in smtp
      ? smtp.url
      : {
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
        },
  );
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: { name: from.name, address: from.address },
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.unsubscribeUrl === undefined
          ? {}
          : {
              list: { unsubscribe: message.unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }),
      });
    },
    close: () => transport.close(),
  };
}
