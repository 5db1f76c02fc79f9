/** One plain-text mail (with an optional HTML alternative) to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Marketing-type mails only (news, events): where one click unsubscribes. It becomes the
   * List-Unsubscribe header with RFC 8058 one-click; account mails (password reset) leave it out.
   */
  unsubscribeUrl?: string;
}

/**
 * Where mail goes. The outbox (outbox.ts) keeps .eml files on disk for development; an SMTP or
 * provider adapter implements the same `send` for production.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where the SMTP mailer connects: an smtp:// or smtps:// URL, or its parts. */
export type SmtpSettings =
  | { url: string }
  | { host: string; port: number; secure: boolean; user?: string; password?: string };

/** Sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = '소곤 <no-reply@sogon.local>';
