import type { RegistryGateway } from '../../registry/registry-gateway';
import type { DnsZoneService } from './dns-zone.service';

const host = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * Zones follow the names (issue 16 item 4): a name registered or transferred in with the shop's
 * nameservers gets its zone at once (empty: the shop's SOA and NS, so it answers from the first
 * minute and the editor starts clean); a name that leaves the shop (transferred away, released
 * after its purge) loses its zone with its records and versions, here and on the DNS server.
 * Neither may fail the step that calls it: a zone not created now is created on the owner's first
 * look at it, and a failure is logged.
 */
export function createZoneLifecycle(deps: {
  zones: Pick<DnsZoneService, 'ensureZone' | 'removeZone'>;
  registry: Pick<RegistryGateway, 'info'>;
  shopNameservers: string[];
  log: { warn(obj: object, msg: string): void };
}) {
  const shop = new Set(deps.shopNameservers.map(host));
  return {
    /** A name became the customer's (registration or transfer in completed). */
    async arrived(name: string, userId: number): Promise<void> {
      try {
        const info = await deps.registry.info(name);
        if (!info || info.nameservers.length === 0 || !info.nameservers.every((server) => shop.has(host(server)))) return;
        await deps.zones.ensureZone(name, userId);
      } catch (error) {
        deps.log.warn(
          { err: error, domain: name },
          'dns: the zone of a new name was not created now; it is created when its owner opens it',
        );
      }
    },

    /** A name left the shop (transferred away, or released after its purge). */
    async left(name: string): Promise<void> {
      try {
        await deps.zones.removeZone(name);
      } catch (error) {
        deps.log.warn({ err: error, domain: name }, 'dns: the zone of a name that left the shop could not be removed');
      }
    },
  };
}

export type ZoneLifecycle = ReturnType<typeof createZoneLifecycle>;
