/** One plain-text mail (with an optional HTML alternative) to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Where mail goes. The outbox (outbox.ts) keeps .eml files on disk for development; an SMTP or
 * provider adapter implements the same `send` for production.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = '소곤 <no-reply@sogon.local>';
