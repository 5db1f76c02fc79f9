import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  received: ParsedMail[];
  /** Refuses the next `count` mails with a temporary 451, as a busy server does. */
  refuseNext(count: number): void;
  /** The first mail to `address`, waiting up to `timeoutMs` for it. */
  mailTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export const SMTP_USER = 'sogon';
export const SMTP_PASSWORD = 'smtp-test-password';

/** A real SMTP server on a free loopback port (plain, with AUTH), parsing what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const busy = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(busy);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    async mailTo(address, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find((one) => one.to && !Array.isArray(one.to) && one.to.text === address);
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
