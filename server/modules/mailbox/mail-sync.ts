import { mailboxLevel } from '@common/mail/mailbox-levels';
import { isServedState, recordState } from '@common/dns/records/record-state';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailPublisher, MailSnapshot } from '../../mail-servers/mail-snapshot';
import { createMailSnapshotRepository } from './mail-snapshot.repository';

/** How often the snapshot is published without a change (MAILFW records start and stop by their dates). */
export const MAIL_SYNC_INTERVAL_MS = 60_000;

export interface MailSync {
  /** The whole picture the mail servers need, read from the database now. */
  snapshot(): Promise<MailSnapshot>;
  /**
   * Builds and publishes the snapshot. Publishes run one at a time; calls made while one runs
   * share the next run (which reads the database after they were made). Never rejects: a failure
   * is logged and the next publish (at the latest the minute's one) tries again.
   */
  publish(): Promise<void>;
}

/**
 * Feeds the mail servers from the shop's data (issue 17; docs/decisions/042-mailboxes.md): active
 * mailboxes with their password and app password hashes and their level's quota, aliases and the
 * catch-all (`*@domain`), the domains with a mailbox (with their DKIM key) or a served forward, and
 * the MAILFW forwards of the DNS zones that are served now (dates, and only confirmed destinations).
 */
export function createMailSync(deps: {
  database: Pick<Database, 'db'>;
  publisher: MailPublisher;
  clock: Clock;
  log: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}): MailSync {
  const { publisher, clock, log } = deps;
  const repository = createMailSnapshotRepository(deps.database.db);

  async function snapshot(): Promise<MailSnapshot> {
    const now = clock.now();
    const boxes = await repository.activeMailboxes();
    const ids = boxes.map((box) => box.id);
    const [addresses, appPasswords] = await Promise.all([repository.addressesOf(ids), repository.appPasswordsOf(ids)]);

    const ownAddress = new Map<number, string>();
    for (const row of addresses) if (row.kind === 'mailbox') ownAddress.set(row.mailboxId, `${row.localPart}@${row.domain}`);
    const appHashes = new Map<number, string[]>();
    for (const row of appPasswords) appHashes.set(row.mailboxId, [...(appHashes.get(row.mailboxId) ?? []), row.passwordHash]);

    const snapshotMailboxes: MailSnapshot['mailboxes'] = [];
    const mailDomainNames = new Set<string>();
    for (const box of boxes) {
      const address = ownAddress.get(box.id);
      if (!address) continue;
      mailDomainNames.add(box.domain);
      snapshotMailboxes.push({
        address,
        passwordHashes: [...(box.passwordHash ? [box.passwordHash] : []), ...(appHashes.get(box.id) ?? [])],
        quotaBytes: mailboxLevel(box.level).quotaBytes,
      });
    }
    // Aliases may live on another of the customer's domains: mail is accepted there too.
    for (const row of addresses) if (ownAddress.has(row.mailboxId)) mailDomainNames.add(row.domain);
    const aliases = addresses
      .filter((row) => row.kind === 'alias' && ownAddress.has(row.mailboxId))
      .map((row) => ({ address: `${row.localPart}@${row.domain}`, mailbox: ownAddress.get(row.mailboxId)! }));

    // MAILFW records of the zones, served as the zone serves them: by their dates, confirmed destinations only.
    const fwRows = await repository.mailForwardRecords();
    const confirmations = await repository.confirmedDestinations([...new Set(fwRows.map((row) => row.zoneId))]);
    const confirmed = new Set(confirmations.map((row) => `${row.zoneId} ${row.destination.toLowerCase()}`));
    const forwardMap = new Map<string, string[]>();
    const forwardDomains = new Set<string>();
    for (const row of fwRows) {
      const state = recordState(
        { type: 'MAILFW', active_from: row.activeFrom?.toISOString() ?? null, active_until: row.activeUntil?.toISOString() ?? null },
        now,
        { mailfwConfirmed: confirmed.has(`${row.zoneId} ${row.value.toLowerCase()}`) },
      );
      if (!isServedState(state)) continue;
      // A name with a mailbox does not forward (spec §5: the two are refused together); the mailbox wins.
      if (mailDomainNames.has(row.domain)) continue;
      const address = `${row.name.toLowerCase()}@${row.domain}`;
      const destinations = forwardMap.get(address) ?? [];
      if (!destinations.includes(row.value)) destinations.push(row.value);
      forwardMap.set(address, destinations);
      forwardDomains.add(row.domain);
    }

    const keys = await repository.mailDomains([...mailDomainNames]);
    const keyOf = new Map(keys.map((row) => [row.domain, row]));
    const domains: MailSnapshot['domains'] = [...new Set([...mailDomainNames, ...forwardDomains])].sort().map((domain) => {
      const key = keyOf.get(domain);
      return { domain, dkim: key ? { selector: key.dkimSelector, privateKeyPem: key.dkimPrivateKey } : null };
    });

    return {
      domains,
      mailboxes: snapshotMailboxes.sort((a, b) => a.address.localeCompare(b.address)),
      aliases: aliases.sort((a, b) => a.address.localeCompare(b.address)),
      forwards: [...forwardMap.entries()]
        .map(([address, destinations]) => ({ address, destinations }))
        .sort((a, b) => a.address.localeCompare(b.address)),
    };
  }

  let tail: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      await publisher.publish(await snapshot());
    } catch (error) {
      log.error({ err: error }, 'mail: publishing the mail servers’ data failed; the next publish tries again');
    }
  }

  function publish(): Promise<void> {
    if (waiting) return waiting;
    const next = tail.then(() => {
      waiting = null;
      return runOnce();
    });
    waiting = next;
    tail = next;
    return next;
  }

  return { snapshot, publish };
}
