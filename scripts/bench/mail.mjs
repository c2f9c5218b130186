// Mail figures of `npm run bench` (issue 17): messages a second delivered to a hosted mailbox
// through the managed Postfix and LMTP, beside the same messages handed straight to Dovecot's LMTP
// in the same run; and the time from publishing a new mailbox to its first successful IMAP login.
// The mail servers are the shop's own module (server/mail-servers), bundled for this run.
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { hash } from '@node-rs/argon2';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';

const MESSAGES = Number(process.env.BENCH_MAIL_MESSAGES ?? 300);
const LOGIN_RUNS = 5;
const DOMAIN = 'bench-mail.example';

async function loadModule(dir) {
  const outfile = path.join(dir, 'managed-mail-servers.mjs');
  await build({
    entryPoints: ['server/mail-servers/managed-mail-servers.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

function message(index, to) {
  return `From: sender@outside.example\r\nTo: ${to}\r\nSubject: Bench ${index}\r\nMessage-ID: <bench-${index}-${to}>\r\n\r\n${'A line of an ordinary message body.\r\n'.repeat(40)}`;
}

async function inboxCount(port, user, pass) {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port,
    secure: false,
    doSTARTTLS: true,
    tls: { rejectUnauthorized: false },
    auth: { user, pass },
    logger: false,
  });
  await client.connect();
  try {
    const status = await client.status('INBOX', { messages: true });
    return status ? status.messages : 0;
  } finally {
    await client.logout();
  }
}

async function waitForInbox(port, user, pass, count, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await inboxCount(port, user, pass)) < count) {
    if (Date.now() > deadline) throw new Error(`${user}: fewer than ${count} messages after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A minimal LMTP client on Dovecot's socket: one connection, one message after another. */
async function lmtpDeliver(socketPath, to, count) {
  const socket = connect({ path: socketPath });
  let buffer = '';
  const waiters = [];
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    for (;;) {
      const end = buffer.indexOf('\r\n');
      if (end < 0) break;
      const lineText = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (/^\d{3} /.test(lineText)) waiters.shift()?.(lineText);
    }
  });
  const reply = () => new Promise((resolve) => waiters.push(resolve));
  const send = async (text, expect) => {
    const answer = reply();
    socket.write(text);
    const lineText = await answer;
    if (!lineText.startsWith(expect)) throw new Error(`LMTP: ${lineText.trim()} after ${text.slice(0, 30).trim()}`);
  };
  await reply();
  await send('LHLO bench\r\n', '250');
  for (let index = 0; index < count; index += 1) {
    await send('MAIL FROM:<sender@outside.example>\r\n', '250');
    await send(`RCPT TO:<${to}>\r\n`, '250');
    await send('DATA\r\n', '354');
    await send(`${message(index, to)}\r\n.\r\n`, '250');
  }
  await send('QUIT\r\n', '221');
  socket.end();
}

/** `line` and `median` come from run.mjs; `dir` is a fresh folder for the mail servers. */
export async function mailLines({ line, median, dir }) {
  mkdirSync(dir, { recursive: true });
  const { startManagedMailServers } = await loadModule(dir);
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const servers = await startManagedMailServers({
    dir: path.join(dir, 'servers'),
    imapPort: 0,
    smtpPort: 0,
    submissionPort: 0,
    hostname: 'mail.bench.example',
    smarthost: null,
    tls: null,
    log: silent,
  });
  if (!servers.running) {
    line('mail delivery through Postfix and LMTP', `not measured: ${servers.reason}`);
    return;
  }
  try {
    const password = 'Bench password 1';
    const passwordHash = await hash(password);
    const mailbox = (local) => ({ address: `${local}@${DOMAIN}`, passwordHashes: [passwordHash], quotaBytes: 1024 ** 3 });
    const mailboxes = [mailbox('through-postfix'), mailbox('straight-lmtp')];
    const snapshot = () => ({ domains: [{ domain: DOMAIN, dkim: null }], mailboxes: [...mailboxes], aliases: [], forwards: [] });
    await servers.publisher.publish(snapshot());

    // Baseline: the same messages handed straight to Dovecot's LMTP over 4 connections (what
    // Postfix's lmtp clients do last), without SMTP, queue and maps.
    const baselineStart = performance.now();
    const share = Math.ceil(MESSAGES / 4);
    await Promise.all(
      [0, 1, 2, 3].map((part) =>
        lmtpDeliver(path.join(servers.paths.dovecotRun, 'lmtp'), `straight-lmtp@${DOMAIN}`, Math.min(share, MESSAGES - part * share)),
      ),
    );
    await waitForInbox(servers.ports.imap, `straight-lmtp@${DOMAIN}`, password, MESSAGES);
    const baselineRate = MESSAGES / ((performance.now() - baselineStart) / 1000);

    // Through the shop's Postfix: SMTP on the inbound port (4 connections), queue, LMTP, until all are in the INBOX.
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: servers.ports.smtp,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: 4,
      maxMessages: Infinity,
    });
    const postfixStart = performance.now();
    const to = `through-postfix@${DOMAIN}`;
    await Promise.all(
      Array.from({ length: MESSAGES }, (_, index) =>
        transport.sendMail({ envelope: { from: 'sender@outside.example', to: [to] }, raw: message(index, to) }),
      ),
    );
    await waitForInbox(servers.ports.imap, to, password, MESSAGES);
    const postfixRate = MESSAGES / ((performance.now() - postfixStart) / 1000);
    transport.close();
    line(
      `mail: messages/s into a hosted mailbox via SMTP, Postfix, LMTP (${MESSAGES})`,
      `${postfixRate.toFixed(0)} msg/s, ratio ${(postfixRate / baselineRate).toFixed(2)} to straight LMTP (${baselineRate.toFixed(0)} msg/s)`,
    );

    // A new mailbox published to its first successful IMAP login.
    const times = [];
    for (let run = 0; run < LOGIN_RUNS; run += 1) {
      const fresh = mailbox(`new-${run}`);
      const startedAt = performance.now();
      mailboxes.push(fresh);
      await servers.publisher.publish(snapshot());
      for (;;) {
        try {
          await inboxCount(servers.ports.imap, fresh.address, password);
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      times.push(performance.now() - startedAt);
    }
    line(`mail: new mailbox published to first IMAP login (median of ${LOGIN_RUNS})`, `${median(times).toFixed(0)} ms`);
  } finally {
    await servers.stop();
  }
}

// `node scripts/bench/mail.mjs` runs these figures alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-mail-'));
  try {
    await mailLines({
      line: (label, value) => console.log(`${label.padEnd(58)} ${value}`),
      median: (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)],
      dir,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
