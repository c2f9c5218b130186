import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerDomains,
  dnsMailfwConfirmations,
  dnsRecords,
  dnsZones,
  dnsZoneVersions,
  type DnsRecordRow,
  type DnsStoredFlags,
  type DnsStoredRecord,
  type DnsZoneRow,
} from '../../db/schema/index';
import { createJobRepository, type NewJob } from '../jobs/jobs.repository';

/** A record to store: `id` is kept when the record existed before (its numeric id), else a new one is given. */
export type NewDnsRecord = Omit<DnsStoredRecord, 'id'> & { id: number | null };

/** The zone's settings a save writes beside its records. */
export interface DnsZoneSettings {
  comments: string;
  parkingPage: boolean;
  dnssec: boolean;
  ddnsActive: boolean;
  ddnsUsername: string | null;
  /** Sealed already; undefined keeps the stored one. */
  ddnsPassword?: string | null;
}

/** `newMailfw`: the MAILFW destinations this save is the first to use, whose confirmation mail is due. */
export type DnsSaveOutcome =
  { ok: true; version: number; newMailfw: string[] } | { ok: false; reason: 'stale' | 'missing' | 'ddns-username-taken' | 'mailfw-limit' };

/**
 * At most this many MAILFW destinations per zone, ever (their confirmation rows are kept): each new
 * one is mailed a link, so a zone cannot be used to mail strangers without end.
 */
export const MAILFW_DESTINATIONS_MAX = 50;

/** The saved versions kept per zone (the newest ones); older ones are dropped at the next save. */
export const DNS_VERSIONS_KEPT = 100;

/** The SQL of DNS zones (docs/decisions/033-dns-zones.md). */
export function createDnsZoneRepository(db: Db) {
  const toStored = (row: DnsRecordRow): DnsStoredRecord => ({
    id: String(row.id),
    type: row.type,
    name: row.name,
    value: row.value,
    ttl: row.ttl,
    comments: row.comments,
    parameters: row.parameters,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeUntil: row.activeUntil?.toISOString() ?? null,
  });

  return {
    /** The owner of a customer's name (customer_domains), or undefined when the shop has no customer for it. */
    async ownerOf(domain: string): Promise<number | undefined> {
      const [row] = await db.select({ userId: customerDomains.userId }).from(customerDomains).where(eq(customerDomains.name, domain));
      return row?.userId;
    },

    async find(domain: string): Promise<DnsZoneRow | undefined> {
      const [row] = await db.select().from(dnsZones).where(eq(dnsZones.domain, domain));
      return row;
    },

    /** The zone of the longest of these names the shop keeps (one query, however many names a host has). */
    async findLongest(names: string[]): Promise<DnsZoneRow | undefined> {
      if (names.length === 0) return undefined;
      const [row] = await db
        .select()
        .from(dnsZones)
        .where(inArray(dnsZones.domain, names))
        .orderBy(desc(sql`length(${dnsZones.domain})`))
        .limit(1);
      return row;
    },

    async byId(id: number): Promise<DnsZoneRow | undefined> {
      const [row] = await db.select().from(dnsZones).where(eq(dnsZones.id, id));
      return row;
    },

    /** Creates the empty zone once (a second call, also a concurrent one, finds the first). */
    async create(domain: string, userId: number, now: Date): Promise<DnsZoneRow> {
      await db.insert(dnsZones).values({ domain, userId, createdAt: now, updatedAt: now }).onConflictDoNothing({ target: dnsZones.domain });
      const [row] = await db.select().from(dnsZones).where(eq(dnsZones.domain, domain));
      return row;
    },

    /**
     * The name has a new holder: the zone is theirs from now on. Its records stay (the name keeps
     * answering), but the earlier holder's history, dynamic-DNS access and confirmed
     * mail-forwarding addresses do not pass to them.
     */
    async adopt(zoneId: number, userId: number, now: Date): Promise<DnsZoneRow> {
      return db.transaction(async (tx) => {
        await tx.delete(dnsZoneVersions).where(eq(dnsZoneVersions.zoneId, zoneId));
        // The earlier holder's confirmed forwarding addresses must not keep receiving the new
        // holder's mail: MAILFW records stay unconfirmed until their addresses confirm again.
        await tx.delete(dnsMailfwConfirmations).where(eq(dnsMailfwConfirmations.zoneId, zoneId));
        const [row] = await tx
          .update(dnsZones)
          .set({ userId, ddnsActive: false, ddnsUsername: null, ddnsPassword: null, updatedAt: now })
          .where(eq(dnsZones.id, zoneId))
          .returning();
        return row;
      });
    },

    /** Deletes the zone with its records and versions. */
    async remove(domain: string): Promise<DnsZoneRow | undefined> {
      const [row] = await db.delete(dnsZones).where(eq(dnsZones.domain, domain)).returning();
      return row;
    },

    /** Every zone id and name, for the reconciliation. */
    async allZones(): Promise<Array<Pick<DnsZoneRow, 'id' | 'domain'>>> {
      return db.select({ id: dnsZones.id, domain: dnsZones.domain }).from(dnsZones).orderBy(asc(dnsZones.id));
    },

    async records(zoneId: number): Promise<DnsStoredRecord[]> {
      const rows = await db
        .select()
        .from(dnsRecords)
        .where(eq(dnsRecords.zoneId, zoneId))
        .orderBy(asc(dnsRecords.position), asc(dnsRecords.id));
      return rows.map(toStored);
    },

    /** The MAILFW destinations of the zone whose owners have confirmed them (lower case). */
    async confirmedMailfw(zoneId: number): Promise<Set<string>> {
      const rows = await db
        .select({ destination: dnsMailfwConfirmations.destination })
        .from(dnsMailfwConfirmations)
        .where(and(eq(dnsMailfwConfirmations.zoneId, zoneId), isNotNull(dnsMailfwConfirmations.confirmedAt)));
      return new Set(rows.map((row) => row.destination));
    },

    /**
     * The save of spec §7 in one transaction: the zone row is locked, its version compared with
     * the one the editor loaded (another save in between answers 'stale' and changes nothing), the
     * records replaced, the version raised, the version row written and the push job recorded, so
     * that the job exists exactly when the save does.
     */
    async save(input: {
      zoneId: number;
      expectedVersion: number;
      records: NewDnsRecord[];
      settings: DnsZoneSettings;
      savedBy: number | null;
      /** Set when no user saved it: dynamic DNS. */
      savedVia?: 'dynamic-dns';
      now: Date;
      job: (version: number) => NewJob;
      /** Every MAILFW destination of the saved records, with the hash of the token its confirmation mail would carry. */
      mailfw: Array<{ destination: string; tokenHash: string }>;
    }): Promise<DnsSaveOutcome> {
      return db.transaction(async (tx) => {
        const [zone] = await tx.select().from(dnsZones).where(eq(dnsZones.id, input.zoneId)).for('update');
        if (!zone) return { ok: false, reason: 'missing' } as const;
        if (zone.version !== input.expectedVersion) return { ok: false, reason: 'stale' } as const;
        const { settings } = input;
        if (settings.ddnsUsername) {
          const [taken] = await tx
            .select({ id: dnsZones.id })
            .from(dnsZones)
            .where(and(eq(dnsZones.ddnsUsername, settings.ddnsUsername), sql`${dnsZones.id} <> ${zone.id}`));
          if (taken) return { ok: false, reason: 'ddns-username-taken' } as const;
        }
        if (input.mailfw.length) {
          const known = new Set(
            (
              await tx
                .select({ destination: dnsMailfwConfirmations.destination })
                .from(dnsMailfwConfirmations)
                .where(eq(dnsMailfwConfirmations.zoneId, zone.id))
            ).map((row) => row.destination),
          );
          const fresh = input.mailfw.filter((entry) => !known.has(entry.destination)).length;
          if (fresh > 0 && known.size + fresh > MAILFW_DESTINATIONS_MAX) return { ok: false, reason: 'mailfw-limit' } as const;
        }
        const version = zone.version + 1;
        // The editor's ids are kept (stable ids across saves); an id another zone holds never is
        // (ids come from one sequence, so only a forged one could), and such a record gets a new id.
        await tx.delete(dnsRecords).where(eq(dnsRecords.zoneId, zone.id));
        const sentIds = input.records.flatMap((record) => (record.id === null ? [] : [record.id]));
        const held = sentIds.length
          ? new Set((await tx.select({ id: dnsRecords.id }).from(dnsRecords).where(inArray(dnsRecords.id, sentIds))).map((row) => row.id))
          : new Set<number>();
        const seen = new Set<number>();
        const rows = input.records.map((record, position) => {
          const keep = record.id !== null && !held.has(record.id) && !seen.has(record.id);
          if (keep) seen.add(record.id!);
          return {
            ...(keep ? { id: record.id! } : {}),
            zoneId: zone.id,
            type: record.type,
            name: record.name,
            value: record.value,
            ttl: record.ttl,
            comments: record.comments,
            parameters: record.parameters,
            activeFrom: record.activeFrom ? new Date(record.activeFrom) : null,
            activeUntil: record.activeUntil ? new Date(record.activeUntil) : null,
            position,
          };
        });
        const inserted = rows.length ? await tx.insert(dnsRecords).values(rows).returning() : [];
        await tx
          .update(dnsZones)
          .set({
            version,
            comments: settings.comments,
            parkingPage: settings.parkingPage,
            dnssec: settings.dnssec,
            ddnsActive: settings.ddnsActive,
            ddnsUsername: settings.ddnsUsername,
            ...(settings.ddnsPassword !== undefined ? { ddnsPassword: settings.ddnsPassword } : {}),
            updatedAt: input.now,
          })
          .where(eq(dnsZones.id, zone.id));
        const flags: DnsStoredFlags = {
          parkingPage: settings.parkingPage,
          dnssec: settings.dnssec,
          ddnsActive: settings.ddnsActive,
          ...(input.savedVia ? { savedVia: input.savedVia } : {}),
        };
        inserted.sort((a, b) => a.position - b.position);
        await tx.insert(dnsZoneVersions).values({
          zoneId: zone.id,
          version,
          records: inserted.map(toStored),
          comments: settings.comments,
          flags,
          savedBy: input.savedBy,
          savedAt: input.now,
        });
        // Only the newest versions are kept: every save (and every dynamic-DNS update) copies the
        // whole zone, so an unbounded history would grow without end.
        await tx
          .delete(dnsZoneVersions)
          .where(and(eq(dnsZoneVersions.zoneId, zone.id), sql`${dnsZoneVersions.version} <= ${version - DNS_VERSIONS_KEPT}`));
        await createJobRepository(tx as unknown as Db).enqueue(input.job(version), input.now);
        // A destination known to the zone keeps its state (confirmed, or its mail already sent).
        const newMailfw = input.mailfw.length
          ? await tx
              .insert(dnsMailfwConfirmations)
              .values(
                input.mailfw.map((entry) => ({
                  zoneId: zone.id,
                  destination: entry.destination,
                  tokenHash: entry.tokenHash,
                  createdAt: input.now,
                })),
              )
              .onConflictDoNothing({ target: [dnsMailfwConfirmations.zoneId, dnsMailfwConfirmations.destination] })
              .returning({ destination: dnsMailfwConfirmations.destination })
          : [];
        return { ok: true, version, newMailfw: newMailfw.map((row) => row.destination) } as const;
      });
    },

    async versions(
      zoneId: number,
    ): Promise<Array<{ version: number; savedAt: Date; savedBy: string | null; savedVia: string | null; recordCount: number }>> {
      const rows = await db
        .select({
          version: dnsZoneVersions.version,
          savedAt: dnsZoneVersions.savedAt,
          savedBy: sql<string | null>`(select login from users where users.id = ${dnsZoneVersions.savedBy})`,
          savedVia: sql<string | null>`${dnsZoneVersions.flags}->>'savedVia'`,
          recordCount: sql<number>`jsonb_array_length(${dnsZoneVersions.records})`.mapWith(Number),
        })
        .from(dnsZoneVersions)
        .where(eq(dnsZoneVersions.zoneId, zoneId))
        .orderBy(desc(dnsZoneVersions.version));
      return rows;
    },

    async version(
      zoneId: number,
      version: number,
    ): Promise<{ records: DnsStoredRecord[]; comments: string; flags: DnsStoredFlags } | undefined> {
      const [row] = await db
        .select({ records: dnsZoneVersions.records, comments: dnsZoneVersions.comments, flags: dnsZoneVersions.flags })
        .from(dnsZoneVersions)
        .where(and(eq(dnsZoneVersions.zoneId, zoneId), eq(dnsZoneVersions.version, version)));
      return row;
    },

    /** After a push: the version and serial now served, when no save has come since (else that save's push records its own). */
    async markPublished(zoneId: number, version: number, serial: number): Promise<boolean> {
      const rows = await db
        .update(dnsZones)
        .set({ publishedVersion: version, serial, publishError: null })
        .where(and(eq(dnsZones.id, zoneId), eq(dnsZones.version, version)))
        .returning({ id: dnsZones.id });
      return rows.length === 1;
    },

    async markPublishError(zoneId: number, error: string): Promise<void> {
      await db
        .update(dnsZones)
        .set({ publishError: error.slice(0, 500) })
        .where(eq(dnsZones.id, zoneId));
    },

    /**
     * A new token for a destination not yet confirmed: the old link stops working. The row is made
     * when missing (a zone taken over from an earlier holder keeps its MAILFW records without
     * rows). Answers false when the destination has confirmed already.
     */
    async renewMailfwToken(zoneId: number, destination: string, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(dnsMailfwConfirmations)
        .values({ zoneId, destination, tokenHash, createdAt: now })
        .onConflictDoUpdate({
          target: [dnsMailfwConfirmations.zoneId, dnsMailfwConfirmations.destination],
          set: { tokenHash },
          setWhere: sql`${dnsMailfwConfirmations.confirmedAt} is null`,
        })
        .returning({ id: dnsMailfwConfirmations.id });
      return rows.length > 0;
    },

    /** Confirms the destination whose mail carried the token; answers it with its zone (also when it was confirmed before), or undefined. */
    async confirmMailfw(tokenHash: string, now: Date): Promise<{ zoneId: number; domain: string; destination: string } | undefined> {
      await db
        .update(dnsMailfwConfirmations)
        .set({ confirmedAt: now })
        .where(and(eq(dnsMailfwConfirmations.tokenHash, tokenHash), sql`${dnsMailfwConfirmations.confirmedAt} is null`));
      const [row] = await db
        .select({ zoneId: dnsMailfwConfirmations.zoneId, domain: dnsZones.domain, destination: dnsMailfwConfirmations.destination })
        .from(dnsMailfwConfirmations)
        .innerJoin(dnsZones, eq(dnsZones.id, dnsMailfwConfirmations.zoneId))
        .where(eq(dnsMailfwConfirmations.tokenHash, tokenHash));
      return row;
    },

    async enqueue(job: NewJob, now: Date): Promise<void> {
      await createJobRepository(db).enqueue(job, now);
    },
  };
}

export type DnsZoneRepository = ReturnType<typeof createDnsZoneRepository>;
