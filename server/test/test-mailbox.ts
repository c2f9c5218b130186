import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Reply-To addresses, if the mail names any. */
  replyTo: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process: the app sends through nodemailer to it, tests read what
 * arrived (parsed by mailparser) and follow the links in it.
 */
export async function startTestMailbox() {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed: ParsedMail) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              replyTo: parsed.replyTo?.value.map((entry) => entry.address ?? '') ?? [],
              raw: raw.toString('utf8'),
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mails to an address so far. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    /** Waits for the `count`-th mail to the address (1 = the first), up to five seconds. */
    async waitFor(address: string, count = 1): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mails = received.filter((mail) => mail.to.includes(address));
        if (mails.length >= count) return mails[count - 1];
        if (Date.now() > deadline)
          throw new Error(
            `no mail #${count} to ${address}; got ${received.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join(' | ') || 'none'}`,
          );
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestMailbox = Awaited<ReturnType<typeof startTestMailbox>>;

/** The token of the first link in a mail's text that leads to `path`. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=([\\w-]+)`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
}
