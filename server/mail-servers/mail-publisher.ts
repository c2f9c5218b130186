import { execFile } from 'node:child_process';
import { chown, mkdir, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { MailPublisher, MailSnapshot } from './mail-snapshot';
import { checkAddress, checkSnapshot, type CheckedSnapshot } from './mail-values';
import { DOVEADM_BINARY, HASH_SLOTS, POSTMAP_BINARY, systemUser, writeAtomic, type MailPaths } from './mail-config';

export interface MailServerControls {
  /** Tells Postfix's master to restart its daemons with the new maps (SIGHUP). */
  reloadPostfix(): void;
  /** Tells OpenDKIM to read its KeyTable and SigningTable again (SIGUSR1). */
  reloadOpenDkim(): void;
  /** Whether every child runs; false while one is being restarted. */
  serving(): boolean;
}

/**
 * Writes snapshots into the files the running servers read: Dovecot's passwd-files (re-read by
 * Dovecot when they change), Postfix's hash maps (rebuilt with postmap and picked up at the next
 * connection; Postfix is also told to reload) and OpenDKIM's tables. Publishes run one at a time;
 * a snapshot with any bad value is refused before a file is touched.
 */
export function createMailServersPublisher(
  paths: MailPaths,
  controls: MailServerControls,
): MailPublisher & { published(): CheckedSnapshot | null } {
  let current: CheckedSnapshot | null = null;
  let currentText: string | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };

  async function write(snapshot: CheckedSnapshot): Promise<void> {
    const mail = systemUser('mail');
    const dovecot = systemUser('dovecot');
    // Dovecot: one passwd-file per hash slot, then the userdb with each mailbox's home and quota.
    for (let slot = 0; slot < HASH_SLOTS; slot += 1) {
      const lines = snapshot.mailboxes
        .filter((mailbox) => mailbox.hashes[slot])
        .map((mailbox) => `${mailbox.address}:{ARGON2ID}${mailbox.hashes[slot]}\n`);
      await writeDovecotFile(path.join(paths.passwdDir, `slot-${slot}`), lines.join(''), dovecot.gid);
    }
    const users = snapshot.mailboxes.map(
      (mailbox) =>
        `${mailbox.address}::${mail.uid}:${mail.gid}::${homeOf(paths, mailbox.domain, mailbox.local)}::userdb_quota_rule=*:storage=${mailbox.quotaBytes}B\n`,
    );
    await writeDovecotFile(paths.usersFile, users.join(''), dovecot.gid);

    // Postfix maps.
    const domains = new Set<string>(snapshot.domains.map((entry) => entry.domain));
    for (const entry of [...snapshot.mailboxes, ...snapshot.aliases, ...snapshot.forwards]) domains.add(entry.domain);
    const aliasLines: string[] = [];
    // A catch-all (@domain) would also take the mailboxes' own addresses: each maps to itself first.
    for (const mailbox of snapshot.mailboxes) aliasLines.push(`${mailbox.address} ${mailbox.address}`);
    for (const alias of snapshot.aliases) aliasLines.push(`${alias.local === null ? `@${alias.domain}` : alias.address} ${alias.mailbox}`);
    for (const forward of snapshot.forwards)
      aliasLines.push(`${forward.local === null ? `@${forward.domain}` : forward.address} ${forward.destinations.join(', ')}`);
    const senderLines = [
      ...snapshot.mailboxes.map((mailbox) => `${mailbox.address} ${mailbox.address}`),
      ...snapshot.aliases.filter((alias) => alias.local !== null).map((alias) => `${alias.address} ${alias.mailbox}`),
    ];
    const maps: Record<string, string[]> = {
      virtual_domains: [...domains].map((domain) => `${domain} OK`),
      virtual_mailboxes: snapshot.mailboxes.map((mailbox) => `${mailbox.address} OK`),
      virtual_aliases: aliasLines,
      sender_logins: senderLines,
      // Senders of hosted addresses keep their address (SRS is for forwarded mail of other domains).
      // Postfix asks every table of the list for the full address before trying @domain, so the
      // addresses a mailbox may send from are listed one by one; @domain covers the rest.
      srs_skip: [
        ...senderLines.map((line) => line.split(' ')[0]).map((address) => `${address} ${address}`),
        ...[...domains].map((domain) => `@${domain} @${domain}`),
      ],
    };
    let mapsChanged = false;
    for (const [name, lines] of Object.entries(maps)) mapsChanged = (await writeMap(paths, name, lines)) || mapsChanged;

    // OpenDKIM: a key per domain that has one.
    const keyLines: string[] = [];
    const signingLines: string[] = [];
    const keyFiles = new Set<string>();
    for (const entry of snapshot.domains) {
      if (!entry.dkim) continue;
      const keyFile = path.join(paths.keysDir, `${entry.domain}.${entry.dkim.selector}.private`);
      keyFiles.add(path.basename(keyFile));
      await writeAtomic(keyFile, entry.dkim.privateKeyPem, 0o600);
      const name = `${entry.dkim.selector}._domainkey.${entry.domain}`;
      keyLines.push(`${name} ${entry.domain}:${entry.dkim.selector}:${keyFile}\n`);
      signingLines.push(`${entry.domain} ${name}\n`);
    }
    const keyTable = keyLines.join('');
    const signingTable = signingLines.join('');
    const keyTableFile = path.join(paths.opendkimDir, 'KeyTable');
    const signingTableFile = path.join(paths.opendkimDir, 'SigningTable');
    const dkimChanged =
      (await readFile(keyTableFile, 'utf8').catch(() => null)) !== keyTable ||
      (await readFile(signingTableFile, 'utf8').catch(() => null)) !== signingTable;
    if (dkimChanged) {
      await writeAtomic(keyTableFile, keyTable, 0o600);
      await writeAtomic(signingTableFile, signingTable, 0o600);
    }
    for (const file of await readdir(paths.keysDir)) {
      if (!keyFiles.has(file)) await unlink(path.join(paths.keysDir, file)).catch(() => {});
    }
    if (mapsChanged) controls.reloadPostfix();
    if (dkimChanged) controls.reloadOpenDkim();
    // Dovecot looks at a passwd-file at most once a second (on its clock's whole seconds): from
    // the next second on, every login sees the new files. Publish resolves when that holds.
    await sleep(1000 - (Date.now() % 1000) + 20);
  }

  return {
    publish: (snapshot: MailSnapshot) =>
      serialized(async () => {
        const checked = checkSnapshot(snapshot);
        // The shop publishes every minute: the same picture again touches no file and reloads nothing.
        const text = JSON.stringify(checked);
        if (text === currentText) return;
        await write(checked);
        current = checked;
        currentText = text;
      }),

    async usage(addresses: string[]): Promise<Map<string, number> | null> {
      const served = new Set((current?.mailboxes ?? []).map((mailbox) => mailbox.address));
      const wanted = addresses.filter((address) => served.has(address));
      const result = new Map<string, number>();
      if (wanted.length === 0) return result;
      // One doveadm for a few mailboxes each; for more, one run over every user (-A) is cheaper.
      const rows: string[][] = [];
      if (wanted.length <= 3) {
        for (const address of wanted) {
          const output = await run(DOVEADM_BINARY, ['-c', paths.dovecotConf, '-f', 'tab', 'quota', 'get', '-u', address]);
          for (const line of output.split('\n').slice(1)) if (line) rows.push([address, ...line.split('\t')]);
        }
      } else {
        const output = await run(DOVEADM_BINARY, ['-c', paths.dovecotConf, '-f', 'tab', 'quota', 'get', '-A']);
        for (const line of output.split('\n').slice(1)) if (line) rows.push(line.split('\t'));
      }
      // Username, quota name, type, value, limit, %: STORAGE values are KiB.
      const want = new Set(wanted);
      for (const [username, , type, value] of rows) {
        const kib = Number(value);
        if (type === 'STORAGE' && username && want.has(username) && Number.isFinite(kib)) result.set(username, kib * 1024);
      }
      return result;
    },

    status: () => (controls.serving() ? { serving: true, reason: null } : { serving: false, reason: 'a mail server is being restarted' }),

    removeMail: (address: string) =>
      serialized(async () => {
        const { local, domain } = checkAddress(address);
        if (current?.mailboxes.some((mailbox) => mailbox.address === address))
          throw new Error(`the mailbox ${address} is still served; publish a snapshot without it first`);
        const home = homeOf(paths, domain, local);
        await rm(home, { recursive: true, force: true });
      }),

    moveMail: (from: string, to: string) =>
      serialized(async () => {
        const source = checkAddress(from, 'renamed mailbox');
        const target = checkAddress(to, 'new address');
        if (current?.mailboxes.some((mailbox) => mailbox.address === from))
          throw new Error(`the mailbox ${from} is still served; publish the snapshot with its new address first`);
        if (!current?.mailboxes.some((mailbox) => mailbox.address === to))
          throw new Error(`the mailbox ${to} is not served; publish the snapshot with it first`);
        const fromHome = homeOf(paths, source.domain, source.local);
        const toHome = homeOf(paths, target.domain, target.local);
        if (
          !(await stat(fromHome).then(
            () => true,
            () => false,
          ))
        )
          return;
        const mail = systemUser('mail');
        if (
          !(await stat(toHome).then(
            () => true,
            () => false,
          ))
        ) {
          // Nothing arrived for the new address yet: the folder itself moves.
          await mkdir(path.dirname(toHome), { recursive: true, mode: 0o700 });
          await chown(path.dirname(toHome), mail.uid, mail.gid);
          await rename(fromHome, toHome);
          return;
        }
        // Mail reached the new address meanwhile: Dovecot copies the old messages in (every
        // folder, flags kept), then the old folder goes.
        await run(DOVEADM_BINARY, ['-c', paths.dovecotConf, 'import', '-u', to, `maildir:${path.join(fromHome, 'Maildir')}`, '', 'all']);
        await rm(fromHome, { recursive: true, force: true });
      }),

    published: () => current,
  };
}

/** A mailbox's home: <dir>/mail/<domain>/<local>, checked to stay inside the mail folder. */
export function homeOf(paths: MailPaths, domain: string, local: string): string {
  const home = path.resolve(paths.mailDir, domain, local);
  if (!home.startsWith(`${paths.mailDir}${path.sep}`) || path.relative(paths.mailDir, home).split(path.sep).length !== 2) {
    throw new Error(`a mailbox home outside the mail folder: ${home}`);
  }
  return home;
}

/**
 * Dovecot re-reads a passwd-file when its modification time (in seconds) or its size changed: a
 * new hash of the same length written within the same second would go unnoticed. Each write
 * therefore gets a modification time later than the one before (at most a second or two ahead
 * of the clock when publishes come fast).
 */
const lastStamp = new Map<string, number>();
export async function writeDovecotFile(file: string, text: string, gid: number): Promise<void> {
  const stamp = Math.max(
    Math.floor(Date.now() / 1000),
    (lastStamp.get(file) ??
      (await stat(file).then(
        (info) => Math.floor(info.mtimeMs / 1000),
        () => 0,
      ))) + 1,
  );
  await writeAtomic(file, text, 0o640, { uid: 0, gid }, stamp);
  lastStamp.set(file, stamp);
}

/**
 * A Postfix hash map replaced whole: the text and its .db are built under temp names, then the
 * .db is renamed over the old one (a daemon sees the old table or the new, never half of one).
 * An unchanged map is left alone; answers whether it changed.
 */
async function writeMap(paths: MailPaths, name: string, lines: string[]): Promise<boolean> {
  const file = path.join(paths.postfixDir, name);
  const temp = path.join(paths.postfixDir, `${name}.next`);
  const text = lines.map((line) => `${line}\n`).join('');
  if (
    (await readFile(file, 'utf8').catch(() => null)) === text &&
    (await stat(`${file}.db`).then(
      () => true,
      () => false,
    ))
  )
    return false;
  await writeAtomic(temp, text, 0o644);
  await run(POSTMAP_BINARY, ['-c', paths.postfixDir, `hash:${temp}`]);
  await rename(`${temp}.db`, `${file}.db`);
  await rename(temp, file);
  return true;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function run(binary: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: 30_000, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${path.basename(binary)} ${args.slice(-3).join(' ')} failed: ${stderr.trim() || error.message}`));
      else resolve(stdout);
    });
  });
}
