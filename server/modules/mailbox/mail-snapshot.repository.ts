import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dnsMailfwConfirmations,
  dnsRecords,
  dnsZones,
  mailAddresses,
  mailboxAppPasswords,
  mailboxes,
  mailDomains,
  type MailAddressRow,
  type MailDomainRow,
} from '../../db/schema/index';

/** The reads behind the mail servers' snapshot (mail-sync.ts; decision 042). */
export function createMailSnapshotRepository(db: Db) {
  return {
    /** Active mailboxes, oldest first. */
    async activeMailboxes(): Promise<{ id: number; domain: string; level: number; passwordHash: string | null }[]> {
      return db
        .select({ id: mailboxes.id, domain: mailboxes.domain, level: mailboxes.level, passwordHash: mailboxes.passwordHash })
        .from(mailboxes)
        .where(eq(mailboxes.status, 'active'))
        .orderBy(asc(mailboxes.id));
    },

    /** The addresses (own and aliases) of these mailboxes, by domain and local part. */
    async addressesOf(mailboxIds: number[]): Promise<MailAddressRow[]> {
      if (mailboxIds.length === 0) return [];
      return db
        .select()
        .from(mailAddresses)
        .where(inArray(mailAddresses.mailboxId, mailboxIds))
        .orderBy(asc(mailAddresses.domain), asc(mailAddresses.localPart));
    },

    /** The app password hashes of these mailboxes, oldest first. */
    async appPasswordsOf(mailboxIds: number[]): Promise<{ mailboxId: number; passwordHash: string }[]> {
      if (mailboxIds.length === 0) return [];
      return db
        .select({ mailboxId: mailboxAppPasswords.mailboxId, passwordHash: mailboxAppPasswords.passwordHash })
        .from(mailboxAppPasswords)
        .where(inArray(mailboxAppPasswords.mailboxId, mailboxIds))
        .orderBy(asc(mailboxAppPasswords.id));
    },

    /** The MAILFW records of customers' zones that are not parked, by domain and position. */
    async mailForwardRecords() {
      return db
        .select({
          zoneId: dnsZones.id,
          domain: dnsZones.domain,
          name: dnsRecords.name,
          value: dnsRecords.value,
          activeFrom: dnsRecords.activeFrom,
          activeUntil: dnsRecords.activeUntil,
        })
        .from(dnsRecords)
        .innerJoin(dnsZones, eq(dnsZones.id, dnsRecords.zoneId))
        .where(and(eq(dnsRecords.type, 'MAILFW'), isNotNull(dnsZones.userId), eq(dnsZones.parkingPage, false)))
        .orderBy(asc(dnsZones.domain), asc(dnsRecords.position));
    },

    /** The confirmed MAILFW destinations of these zones. */
    async confirmedDestinations(zoneIds: number[]): Promise<{ zoneId: number; destination: string }[]> {
      if (zoneIds.length === 0) return [];
      return db
        .select({ zoneId: dnsMailfwConfirmations.zoneId, destination: dnsMailfwConfirmations.destination })
        .from(dnsMailfwConfirmations)
        .where(and(inArray(dnsMailfwConfirmations.zoneId, zoneIds), isNotNull(dnsMailfwConfirmations.confirmedAt)));
    },

    /** The mail domains (with their DKIM keys) of these names. */
    async mailDomains(names: string[]): Promise<MailDomainRow[]> {
      if (names.length === 0) return [];
      return db.select().from(mailDomains).where(inArray(mailDomains.domain, names));
    },
  };
}

export type MailSnapshotRepository = ReturnType<typeof createMailSnapshotRepository>;
