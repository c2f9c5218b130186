import { generateKeyPairSync } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { hash } from '@node-rs/argon2';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMailServers, TEST_MAIL_HOSTNAME, TEST_MESSAGE_SIZE_LIMIT, type TestMailServers } from '@server/test/mail-servers';
import type { MailSnapshot, MailSnapshotMailbox } from './mail-snapshot';
import { MailSnapshotError } from './mail-values';

let servers: TestMailServers;
const dkimKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const passwords = {
  info: 'Correct horse 1',
  app: 'App password 22',
  sales: 'Sales desk 333',
  small: 'Small box 4444',
  gone: 'Gone soon 55555',
};
const hashes: Record<keyof typeof passwords, string> = { info: '', app: '', sales: '', small: '', gone: '' };

function snapshot(changes: { mailboxes?: MailSnapshotMailbox[]; drop?: string[] } = {}): MailSnapshot {
  const mailboxes: MailSnapshotMailbox[] = changes.mailboxes ?? [
    { address: 'info@shop-mail.example', passwordHashes: [hashes.info, hashes.app], quotaBytes: 5 * 1024 * 1024 },
    { address: 'sales@shop-mail.example', passwordHashes: [hashes.sales], quotaBytes: 5 * 1024 * 1024 },
    { address: 'small@catch.example', passwordHashes: [hashes.small], quotaBytes: 3_000 },
    { address: 'gone@shop-mail.example', passwordHashes: [hashes.gone], quotaBytes: 5 * 1024 * 1024 },
  ];
  const kept = mailboxes.filter((mailbox) => !changes.drop?.includes(mailbox.address));
  return {
    domains: [
      { domain: 'shop-mail.example', dkim: { selector: 'shop1', privateKeyPem: dkimKey } },
      { domain: 'catch.example', dkim: null },
      { domain: 'forward.example', dkim: null },
    ],
    mailboxes: kept,
    aliases: [
      { address: 'hello@shop-mail.example', mailbox: 'info@shop-mail.example' },
      { address: '*@catch.example', mailbox: 'small@catch.example' },
    ].filter((alias) => kept.some((mailbox) => mailbox.address === alias.mailbox)),
    forwards: [
      { address: 'fw@forward.example', destinations: ['someone@outside.example'] },
      { address: '*@wild-forward.example', destinations: ['everything@outside.example', 'copy@elsewhere.example'] },
    ],
  };
}

async function inboxCount(user: string, pass: string): Promise<number> {
  const client = await servers.imapLogin(user, pass);
  try {
    const status = await client.status('INBOX', { messages: true });
    return status ? (status.messages ?? 0) : 0;
  } finally {
    await client.logout();
  }
}

/** Polls the INBOX until it holds `count` messages; returns their subjects. */
async function waitForInbox(user: string, pass: string, count: number, timeoutMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await inboxCount(user, pass)) >= count) break;
    if (Date.now() > deadline) throw new Error(`INBOX of ${user} did not reach ${count} messages`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const client = await servers.imapLogin(user, pass);
  try {
    await client.mailboxOpen('INBOX');
    const subjects: string[] = [];
    for await (const message of client.fetch('1:*', { envelope: true })) subjects.push(message.envelope?.subject ?? '');
    return subjects;
  } finally {
    await client.logout();
  }
}

/** Inbound SMTP as an MTA without TLS sends it (the servers offer STARTTLS but must not insist). */
function inbound() {
  return nodemailer.createTransport({ host: '127.0.0.1', port: servers.ports.smtp, secure: false, ignoreTLS: true });
}

/** Submission as a mail program sends it: STARTTLS first (trusting only the served certificate), then AUTH. */
function submission(user?: string, pass?: string) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: servers.ports.submission,
    secure: false,
    requireTLS: true,
    tls: servers.clientTls,
    auth: user ? { user, pass: pass ?? '' } : undefined,
  });
}

/**
 * A plain-text conversation on a port: each command is sent after the answer to the one before
 * ends (a line matching `until`); the answers are returned. With `startTls` the socket then turns
 * TLS (the command before must have been STARTTLS) and the served certificate is returned too.
 */
async function converse(
  port: number,
  steps: { send: string | null; until: RegExp }[],
  startTls = false,
): Promise<{ answers: string[]; certificate?: { fingerprint256: string; authorized: boolean } }> {
  // From another loopback address: Dovecot counts a client whose address is the server's own as secured.
  const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' });
  const answers: string[] = [];
  try {
    let buffer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (buffer += chunk));
    for (const step of steps) {
      if (step.send !== null) socket.write(`${step.send}\r\n`);
      const deadline = Date.now() + 15_000;
      while (!buffer.split('\r\n').some((line) => step.until.test(line))) {
        if (Date.now() > deadline) throw new Error(`no answer matching ${step.until} to ${step.send}: ${buffer}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      answers.push(buffer);
      buffer = '';
    }
    if (!startTls) return { answers };
    socket.removeAllListeners('data');
    const secure = tlsConnect({ socket, ...servers.clientTls });
    await new Promise<void>((resolve, reject) => {
      secure.once('secureConnect', resolve);
      secure.once('error', reject);
    });
    const peer = secure.getPeerCertificate();
    const certificate = { fingerprint256: peer.fingerprint256, authorized: secure.authorized };
    secure.destroy();
    return { answers, certificate };
  } finally {
    socket.destroy();
  }
}

async function refusal(send: Promise<unknown>): Promise<{ responseCode?: number; response?: string }> {
  try {
    await send;
  } catch (error) {
    return error as { responseCode?: number; response?: string };
  }
  throw new Error('the message was accepted');
}

beforeAll(async () => {
  for (const key of Object.keys(passwords) as (keyof typeof passwords)[]) hashes[key] = await hash(passwords[key]);
  servers = await startTestMailServers();
  await servers.publisher.publish(snapshot());
}, 60_000);

afterAll(async () => {
  await servers?.stop();
});

describe('the managed mail servers', () => {
  it('let a mailbox log in over IMAP with its password and with an app password, and its INBOX is empty', async () => {
    expect(servers.publisher.status()).toEqual({ serving: true, reason: null });
    expect(await inboxCount('info@shop-mail.example', passwords.info)).toBe(0);
    expect(await servers.canLogIn('info@shop-mail.example', passwords.app)).toBe(true);
    expect(await servers.canLogIn('info@shop-mail.example', 'not the password')).toBe(false);
    expect(await servers.canLogIn('info@shop-mail.example', passwords.sales)).toBe(false);
  });

  it('take no IMAP login before TLS: LOGINDISABLED in plain text, STARTTLS offered, and the LOGIN is refused', async () => {
    const { answers } = await converse(servers.ports.imap, [
      { send: null, until: /^\* OK/ },
      { send: 'a CAPABILITY', until: /^a (OK|NO|BAD)/ },
      { send: `b LOGIN info@shop-mail.example "${passwords.info}"`, until: /^b (OK|NO|BAD)/ },
    ]);
    expect(answers[1]).toMatch(/^\* CAPABILITY .*\bSTARTTLS\b/m);
    expect(answers[1]).toMatch(/\bLOGINDISABLED\b/);
    expect(answers[2]).toMatch(/^b NO .*Plaintext authentication disallowed/m);
    // The same login after STARTTLS (imapLogin) is taken.
    expect(await servers.canLogIn('info@shop-mail.example', passwords.info)).toBe(true);
  });

  it('serve the shop’s certificate for the mail host name after STARTTLS on IMAP, inbound SMTP and submission', async () => {
    expect(servers.tls.selfSigned).toBe(true);
    const imap = await converse(
      servers.ports.imap,
      [
        { send: null, until: /^\* OK/ },
        { send: 'a STARTTLS', until: /^a OK/ },
      ],
      true,
    );
    const smtp = await converse(
      servers.ports.smtp,
      [
        { send: null, until: /^220 / },
        { send: 'EHLO client.outside.example', until: /^250 / },
        { send: 'STARTTLS', until: /^220 / },
      ],
      true,
    );
    const submit = await converse(
      servers.ports.submission,
      [
        { send: null, until: /^220 / },
        { send: 'EHLO laptop', until: /^250 / },
        { send: 'STARTTLS', until: /^220 / },
      ],
      true,
    );
    for (const served of [imap, smtp, submit])
      expect(served.certificate).toEqual({ fingerprint256: servers.tls.fingerprint256, authorized: true });
  });

  it('take no submission AUTH before STARTTLS, and take it after', async () => {
    const auth = Buffer.from(`\0info@shop-mail.example\0${passwords.info}`).toString('base64');
    const { answers } = await converse(servers.ports.submission, [
      { send: null, until: /^220 / },
      { send: 'EHLO laptop', until: /^250 / },
      { send: `AUTH PLAIN ${auth}`, until: /^\d{3} / },
      { send: 'MAIL FROM:<info@shop-mail.example>', until: /^\d{3} / },
    ]);
    expect(answers[1]).toMatch(/^250-STARTTLS/m);
    expect(answers[1]).not.toMatch(/AUTH/);
    expect(answers[2]).toMatch(/^5\d\d /);
    expect(answers[3]).toMatch(/^530 .*STARTTLS/);
    // A mail program that skips STARTTLS is refused; the same one with STARTTLS sends.
    const withoutTls = nodemailer.createTransport({
      host: '127.0.0.1',
      port: servers.ports.submission,
      secure: false,
      ignoreTLS: true,
      forceAuth: true,
      auth: { user: 'info@shop-mail.example', pass: passwords.info },
    });
    const refused = await refusal(
      withoutTls.sendMail({ from: 'info@shop-mail.example', to: 'plain@outside.example', subject: 'No TLS', text: 'x' }),
    );
    expect(refused.responseCode).toBeGreaterThanOrEqual(500);
    await submission('info@shop-mail.example', passwords.info).sendMail({
      from: 'info@shop-mail.example',
      to: 'tls@outside.example',
      subject: 'Over TLS',
      text: 'Sent over TLS',
    });
    expect((await servers.sink.waitFor('tls@outside.example', (mail) => mail.raw.includes('Sent over TLS'))).from).toBe(
      'info@shop-mail.example',
    );
    expect(servers.sink.received.some((mail) => mail.to.includes('plain@outside.example'))).toBe(false);
  });

  it('offer STARTTLS on inbound SMTP without requiring it, and take mail over it too', async () => {
    const { answers } = await converse(servers.ports.smtp, [
      { send: null, until: /^220 / },
      { send: 'EHLO mx.outside.example', until: /^250 / },
    ]);
    expect(answers[1]).toMatch(/^250-STARTTLS/m);
    expect(answers[1]).not.toMatch(/AUTH/);
    // Mail without TLS from outside: the other tests' inbound() sends that way.
  });

  it('deliver mail sent over SMTP to a mailbox, to its alias, and to any address of a catch-all domain', async () => {
    await inbound().sendMail({ from: 'friend@outside.example', to: 'info@shop-mail.example', subject: 'Direct', text: 'Hello' });
    await inbound().sendMail({ from: 'friend@outside.example', to: 'hello@shop-mail.example', subject: 'Via alias', text: 'Hello' });
    expect((await waitForInbox('info@shop-mail.example', passwords.info, 2)).sort()).toEqual(['Direct', 'Via alias']);
    await inbound().sendMail({ from: 'friend@outside.example', to: 'anything-at-all@catch.example', subject: 'Caught', text: 'Hi' });
    expect(await waitForInbox('small@catch.example', passwords.small, 1)).toEqual(['Caught']);
    // Another mailbox's mail stays its own.
    expect(await inboxCount('sales@shop-mail.example', passwords.sales)).toBe(0);
    const usage = await servers.publisher.usage(['info@shop-mail.example', 'sales@shop-mail.example', 'nobody@shop-mail.example']);
    expect(usage?.get('info@shop-mail.example')).toBeGreaterThan(0);
    expect(usage?.get('sales@shop-mail.example')).toBe(0);
    expect(usage?.has('nobody@shop-mail.example')).toBe(false);
    // Many at once: one run over every user gives the same figures.
    const many = await servers.publisher.usage([
      'info@shop-mail.example',
      'sales@shop-mail.example',
      'small@catch.example',
      'gone@shop-mail.example',
      'nobody@shop-mail.example',
    ]);
    expect(many?.get('info@shop-mail.example')).toBe(usage?.get('info@shop-mail.example'));
    expect(many?.get('small@catch.example')).toBeGreaterThan(0);
    expect(many?.get('sales@shop-mail.example')).toBe(0);
    expect(many?.has('nobody@shop-mail.example')).toBe(false);
    expect(many?.size).toBe(4);
  });

  it('relay a forwarded address to its destination with an SRS envelope sender', async () => {
    await inbound().sendMail({
      envelope: { from: 'friend@outside.example', to: ['fw@forward.example'] },
      raw: 'From: friend@outside.example\r\nTo: fw@forward.example\r\nSubject: Forward me\r\n\r\nBody\r\n',
    });
    const relayed = await servers.sink.waitFor('someone@outside.example', (mail) => mail.raw.includes('Forward me'));
    expect(relayed.from).toMatch(new RegExp(`^SRS0=[^=]+=[^=]+=outside\\.example=friend@${TEST_MAIL_HOSTNAME.replace(/\./g, '\\.')}$`));
    // A whole domain forwarded (catch-all MAILFW) to two destinations.
    await inbound().sendMail({
      from: 'friend@outside.example',
      to: 'any-name@wild-forward.example',
      subject: 'Wildcard forward',
      text: 'Body',
    });
    const first = await servers.sink.waitFor('everything@outside.example', (mail) => mail.raw.includes('Wildcard forward'));
    const second = await servers.sink.waitFor('copy@elsewhere.example', (mail) => mail.raw.includes('Wildcard forward'));
    expect(first.from).toMatch(/^SRS0=.*=outside\.example=friend@/);
    expect(second.from).toBe(first.from);
  });

  it('touch no file when the same snapshot is published again', async () => {
    const files = [path.join(servers.paths.postfixDir, 'virtual_aliases.db'), path.join(servers.paths.passwdDir, 'slot-0')];
    const before = await Promise.all(files.map((file) => stat(file).then((info) => info.mtimeMs)));
    const startedAt = Date.now();
    await servers.publisher.publish(snapshot());
    expect(Date.now() - startedAt).toBeLessThan(500);
    expect(await Promise.all(files.map((file) => stat(file).then((info) => info.mtimeMs)))).toEqual(before);
  });

  it('send mail a mailbox submits (authenticated) to the outside with a DKIM signature of its domain, and only from its own addresses', async () => {
    await submission('info@shop-mail.example', passwords.app).sendMail({
      from: 'hello@shop-mail.example',
      to: 'reader@outside.example',
      subject: 'Signed',
      text: 'Signed mail',
    });
    const sent = await servers.sink.waitFor('reader@outside.example', (mail) => mail.raw.includes('Signed mail'));
    expect(sent.from).toBe('hello@shop-mail.example');
    expect(sent.raw).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/simple; d=shop-mail\.example;\s+s=shop1;/m);

    const foreignSender = await refusal(
      submission('info@shop-mail.example', passwords.info).sendMail({
        from: 'sales@shop-mail.example',
        to: 'reader@outside.example',
        subject: 'Spoof',
        text: 'x',
      }),
    );
    expect(foreignSender.responseCode).toBe(553);
    const wrongPassword = await refusal(
      submission('info@shop-mail.example', 'wrong password').sendMail({
        from: 'info@shop-mail.example',
        to: 'reader@outside.example',
        subject: 'x',
        text: 'x',
      }),
    );
    expect(wrongPassword.responseCode).toBe(535);
  });

  it('are no open relay: outside to outside is refused on the inbound port and on submission without a login', async () => {
    const relay = await refusal(
      inbound().sendMail({ from: 'spammer@outside.example', to: 'victim@elsewhere.example', subject: 'Spam', text: 'x' }),
    );
    expect(relay.responseCode).toBe(554);
    expect(relay.response).toMatch(/Relay access denied/);
    const anonymous = await refusal(
      submission().sendMail({ from: 'spammer@outside.example', to: 'victim@elsewhere.example', subject: 'Spam', text: 'x' }),
    );
    expect(anonymous.responseCode).toBe(554);
  });

  it('enforce the quota: a message larger than what is left is not stored and the sender gets a bounce', async () => {
    const big = 'x'.repeat(76) + '\r\n';
    await inbound().sendMail({ from: 'bulky@outside.example', to: 'small@catch.example', subject: 'Too big', text: big.repeat(100) });
    const bounce = await servers.sink.waitFor('bulky@outside.example');
    expect(bounce.from).toBe('');
    expect(bounce.raw).toMatch(/quota|Quota/);
    expect(await waitForInbox('small@catch.example', passwords.small, 1)).toEqual(['Caught']);
  });

  it('refuse a message over the size limit while it is sent', async () => {
    const tooBig = await refusal(
      inbound().sendMail({
        from: 'friend@outside.example',
        to: 'sales@shop-mail.example',
        subject: 'Huge',
        text: 'y'.repeat(TEST_MESSAGE_SIZE_LIMIT + 10_000),
      }),
    );
    expect(tooBig.responseCode).toBe(552);
    expect(await inboxCount('sales@shop-mail.example', passwords.sales)).toBe(0);
  });

  it('take a changed password at once: the old one fails', async () => {
    const changed = await hash('A brand new one 6');
    const mailboxes = snapshot().mailboxes.map((mailbox) =>
      mailbox.address === 'sales@shop-mail.example' ? { ...mailbox, passwordHashes: [changed] } : mailbox,
    );
    await servers.publisher.publish(snapshot({ mailboxes }));
    expect(await servers.canLogIn('sales@shop-mail.example', passwords.sales)).toBe(false);
    expect(await servers.canLogIn('sales@shop-mail.example', 'A brand new one 6')).toBe(true);
    await servers.publisher.publish(snapshot());
    expect(await servers.canLogIn('sales@shop-mail.example', passwords.sales)).toBe(true);
  });

  it('forget a removed mailbox: its login fails, mail to it is refused with 550, and its stored mail is deleted', async () => {
    await inbound().sendMail({ from: 'friend@outside.example', to: 'gone@shop-mail.example', subject: 'Last one', text: 'x' });
    await waitForInbox('gone@shop-mail.example', passwords.gone, 1);
    const home = path.join(servers.paths.mailDir, 'shop-mail.example', 'gone');
    expect((await stat(home)).isDirectory()).toBe(true);
    await expect(servers.publisher.removeMail('gone@shop-mail.example')).rejects.toThrow(/still served/);

    await servers.publisher.publish(snapshot({ drop: ['gone@shop-mail.example'] }));
    expect(await servers.canLogIn('gone@shop-mail.example', passwords.gone)).toBe(false);
    const refused = await refusal(
      inbound().sendMail({ from: 'friend@outside.example', to: 'gone@shop-mail.example', subject: 'Too late', text: 'x' }),
    );
    expect(refused.responseCode).toBe(550);
    await servers.publisher.removeMail('gone@shop-mail.example');
    await expect(stat(home)).rejects.toThrow();
    // The neighbours keep their mail.
    expect(await inboxCount('info@shop-mail.example', passwords.info)).toBe(2);
  });

  it('move a renamed mailbox’s stored mail to its new address, also when mail reached the new one meanwhile', async () => {
    const base = snapshot({ drop: ['gone@shop-mail.example'] });
    const renamed = (from: string, to: string): MailSnapshot => ({
      ...base,
      mailboxes: base.mailboxes.map((mailbox) => (mailbox.address === from ? { ...mailbox, address: to } : mailbox)),
      aliases: base.aliases.map((alias) => (alias.mailbox === from ? { ...alias, mailbox: to } : alias)),
    });
    // Plain rename: nothing for the new address yet.
    await servers.publisher.publish(renamed('sales@shop-mail.example', 'desk@shop-mail.example'));
    await expect(servers.publisher.moveMail!('desk@shop-mail.example', 'sales@shop-mail.example')).rejects.toThrow(/still served/);
    await servers.publisher.moveMail!('sales@shop-mail.example', 'desk@shop-mail.example');
    expect((await stat(path.join(servers.paths.mailDir, 'shop-mail.example', 'desk', 'Maildir'))).isDirectory()).toBe(true);
    await expect(stat(path.join(servers.paths.mailDir, 'shop-mail.example', 'sales'))).rejects.toThrow();
    expect(await waitForInbox('desk@shop-mail.example', passwords.sales, 0)).toEqual([]);
    // With mail stored on both sides: info's two messages join one that reached the new address.
    await servers.publisher.publish(renamed('info@shop-mail.example', 'office@shop-mail.example'));
    await inbound().sendMail({ from: 'friend@outside.example', to: 'office@shop-mail.example', subject: 'To the new name', text: 'x' });
    await waitForInbox('office@shop-mail.example', passwords.info, 1);
    await servers.publisher.moveMail!('info@shop-mail.example', 'office@shop-mail.example');
    expect((await waitForInbox('office@shop-mail.example', passwords.info, 3)).sort()).toEqual(['Direct', 'To the new name', 'Via alias']);
    await expect(stat(path.join(servers.paths.mailDir, 'shop-mail.example', 'info'))).rejects.toThrow();
    await servers.publisher.publish(snapshot({ drop: ['gone@shop-mail.example'] }));
  });

  it('refuse a snapshot with a line break, a colon or a bad hash and change nothing', async () => {
    const before = await readFile(path.join(servers.paths.postfixDir, 'virtual_aliases'), 'utf8');
    const attempts: MailSnapshot[] = [
      {
        ...snapshot({ drop: ['gone@shop-mail.example'] }),
        aliases: [{ address: 'evil@shop-mail.example\n@shop-mail.example', mailbox: 'info@shop-mail.example' }],
      },
      {
        ...snapshot({ drop: ['gone@shop-mail.example'] }),
        forwards: [{ address: 'fw@forward.example', destinations: ['a@outside.example, b@elsewhere.example'] }],
      },
      snapshot({ mailboxes: [{ address: 'x@shop-mail.example', passwordHashes: ['$argon2id$v=19\nroot::0:0'], quotaBytes: 1000 }] }),
      snapshot({ mailboxes: [{ address: '../../etc@shop-mail.example', passwordHashes: [hashes.info], quotaBytes: 1000 }] }),
      { ...snapshot(), domains: [{ domain: 'shop-mail.example\nrelayhost = evil', dkim: null }] },
    ];
    for (const attempt of attempts) await expect(servers.publisher.publish(attempt)).rejects.toBeInstanceOf(MailSnapshotError);
    expect(await readFile(path.join(servers.paths.postfixDir, 'virtual_aliases'), 'utf8')).toBe(before);
    expect(await servers.canLogIn('info@shop-mail.example', passwords.info)).toBe(true);
    await expect(servers.publisher.removeMail('../x@shop-mail.example')).rejects.toBeInstanceOf(MailSnapshotError);
  });

  it('restart Dovecot when it dies', async () => {
    const dovecot = servers.children.find((child) => child.name === 'Dovecot')!;
    const before = dovecot.pid!;
    process.kill(before, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await dovecot.waitUntilReady();
    expect(dovecot.pid).not.toBe(before);
    expect(dovecot.restarts).toBe(1);
    expect(await servers.canLogIn('info@shop-mail.example', passwords.info)).toBe(true);
  });

  it('take inbound mail over STARTTLS as well (an MTA that has it)', async () => {
    const overTls = nodemailer.createTransport({
      host: '127.0.0.1',
      port: servers.ports.smtp,
      secure: false,
      requireTLS: true,
      tls: servers.clientTls,
    });
    await overTls.sendMail({ from: 'friend@outside.example', to: 'sales@shop-mail.example', subject: 'Over TLS inbound', text: 'x' });
    expect(await waitForInbox('sales@shop-mail.example', passwords.sales, 1)).toEqual(['Over TLS inbound']);
  });
});
