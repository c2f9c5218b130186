import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startManagedMailServers, type MailPorts } from '@server/mail-servers/managed-mail-servers';
import type { MailPaths } from '@server/mail-servers/mail-config';
import type { SupervisedChild } from '@server/lib/supervised-child';
import type { MailTls } from '@server/mail-servers/mail-tls';
import type { MailPublisher } from '@server/mail-servers/mail-snapshot';
import type { AddressInfo } from 'node:net';
import { ImapFlow } from 'imapflow';
import { SMTPServer } from 'smtp-server';

/** The name the test mail servers greet with and rewrite SRS senders to. */
export const TEST_MAIL_HOSTNAME = 'mail.shop-test.example';
/** The largest message the test servers take, in bytes. */
export const TEST_MESSAGE_SIZE_LIMIT = 200_000;

export interface TestMailServers {
  publisher: MailPublisher;
  ports: MailPorts;
  paths: MailPaths;
  /** The served certificate: `tls` options that trust exactly it (the shop's self-signed one unless `tls` was given). */
  tls: MailTls;
  clientTls: { ca: string; servername: string };
  children: SupervisedChild[];
  /** The outside world: forwarded and submitted mail is relayed to this SMTP sink. */
  sink: OutsideSink;
  /** Logs in over IMAP as a mail program does: STARTTLS trusting only the served certificate, checked for the mail host name. */
  imapLogin(user: string, pass: string): Promise<ImapFlow>;
  /** Whether the IMAP login with this password succeeds (and logs out again). */
  canLogIn(user: string, pass: string): Promise<boolean>;
  stop(): Promise<void>;
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Real Dovecot, Postfix, postsrsd and OpenDKIM on free loopback ports with their configuration,
 * maps and maildirs in a temp folder, relaying outbound mail to a test SMTP sink: one set per test
 * file (about a second to start). A port taken in between is retried.
 */
export async function startTestMailServers(
  options: { restartDelayMs?: number; tls?: { certFile: string; keyFile: string }; imapPort?: number; submissionPort?: number } = {},
): Promise<TestMailServers> {
  const sink = await startOutsideSink();
  const sinkPort = sink.port;
  let lastReason = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-mail-'));
    const started = await startManagedMailServers({
      dir,
      imapPort: options.imapPort ?? 0,
      smtpPort: 0,
      submissionPort: options.submissionPort ?? 0,
      hostname: TEST_MAIL_HOSTNAME,
      tls: options.tls ?? null,
      smarthost: { host: '127.0.0.1', port: sinkPort },
      // A failed login answers at once (2 s in production): the tests try wrong passwords often.
      authFailureDelaySeconds: 0,
      // Small enough to test with a message of a few hundred kilobytes (50 MiB in production).
      messageSizeLimit: TEST_MESSAGE_SIZE_LIMIT,
      log: silentLog,
      restartDelayMs: options.restartDelayMs ?? 100,
    });
    if (!started.running) {
      lastReason = started.reason;
      await rm(dir, { recursive: true, force: true });
      continue;
    }
    const clientTls = { ca: await readFile(started.tls.certFile, 'utf8'), servername: TEST_MAIL_HOSTNAME };
    const imapLogin = async (user: string, pass: string): Promise<ImapFlow> => {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port: started.ports.imap,
        secure: false,
        doSTARTTLS: true,
        tls: clientTls,
        auth: { user, pass },
        logger: false,
      });
      await client.connect();
      return client;
    };
    return {
      publisher: started.publisher,
      ports: started.ports,
      paths: started.paths,
      tls: started.tls,
      clientTls,
      children: started.children,
      sink,
      imapLogin,
      async canLogIn(user: string, pass: string): Promise<boolean> {
        try {
          const client = await imapLogin(user, pass);
          await client.logout();
          return true;
        } catch {
          return false;
        }
      },
      async stop() {
        await started.stop();
        await sink.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  await sink.close();
  throw new Error(lastReason);
}

export interface OutsideMail {
  /** The envelope sender (MAIL FROM), as the next hop sees it. */
  from: string;
  to: string[];
  raw: string;
}

export type OutsideSink = Awaited<ReturnType<typeof startOutsideSink>>;

/** A real SMTP server standing for every outside mail server: keeps the envelope and the raw message. */
async function startOutsideSink() {
  const received: OutsideMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    /** Waits for the first mail to `address` whose raw text matches, up to `timeoutMs`. */
    async waitFor(address: string, match: (mail: OutsideMail) => boolean = () => true, timeoutMs = 10_000): Promise<OutsideMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.to.includes(address) && match(mail));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no mail to ${address} at the sink; got ${received.map((mail) => `${mail.from} -> ${mail.to.join(',')}`).join(' | ') || 'none'}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
