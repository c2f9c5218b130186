import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dnsZones, type DnsZoneRow } from '../../db/schema/index';

/** The one query of dynamic DNS: the zone a username belongs to (unique, lower case). */
export function createDynamicDnsRepository(db: Db) {
  return {
    async zoneByUsername(username: string): Promise<DnsZoneRow | undefined> {
      const [zone] = await db.select().from(dnsZones).where(eq(dnsZones.ddnsUsername, username));
      return zone;
    },
  };
}
