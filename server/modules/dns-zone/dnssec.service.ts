import type { DnsZoneRow } from '../../db/schema/index';
import { DnsServerError, type DnsPublisher } from '../../dns/dns-publisher';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { dsLine, parseDsLine, sameDs } from '../../registry/ds-data';
import { RegistryError, type RegistryGateway } from '../../registry/registry-gateway';
import { PermanentJobError, type JobHandler } from '../jobs/job-worker';
import type { DnsZoneRepository } from './dns-zone.repository';

export const DNSSEC_SIGN_JOB = 'dnssec-sign';
export const DNSSEC_WITHDRAW_DS_JOB = 'dnssec-withdraw-ds';
export const DNSSEC_UNSIGN_JOB = 'dnssec-unsign';
/**
 * Between taking the DS out of the parent zone and unsigning, resolvers may still hold the old
 * DS; a signed zone they can still validate. The wait covers a DS TTL of one day (what the
 * common TLD zones use) plus an hour for the registry to publish (RFC 6781 §4.3.5; decision 035).
 */
export const DNSSEC_UNSIGN_DELAY_MS = 25 * 60 * 60_000;
const MAX_ATTEMPTS = 30;

/**
 * DNSSEC of a zone (issue 16 item 5; decision 035). Turning it on: the zone is signed in the DNS
 * server (by the push, which passes the flag, or by the sign job), then its DS goes to the
 * registry (secDNS, RFC 5910). Turning it off: the DS is withdrawn at the registry first, and the
 * zone is unsigned only after the DS has expired from caches. Each step is a durable job, enqueued
 * after a push, so the steps resume after a failure or a restart and a save never waits on the
 * registry. The push never unsigns a zone itself (see `signing`).
 */
export function createDnssecService(deps: {
  repository: Pick<DnsZoneRepository, 'byId' | 'enqueue'>;
  publisher: DnsPublisher;
  registry: Pick<RegistryGateway, 'info' | 'update'>;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}) {
  const { repository, publisher, registry, clock, log } = deps;

  /** Whether the DNS server holds signing keys for the zone now (a zone it lacks has none). */
  async function signedNow(domain: string): Promise<boolean> {
    try {
      return (await publisher.dnssecKeys(domain)).dnskey.length > 0;
    } catch (error) {
      if (error instanceof DnsServerError && error.kind === 'refused' && error.httpStatus === 404) return false;
      throw error;
    }
  }

  const enqueue = (kind: string, zone: DnsZoneRow, key: string, runAt = clock.now()) =>
    repository.enqueue(
      { kind, payload: { zoneId: zone.id }, uniqueKey: `${kind}:${zone.id}:${key}`, maxAttempts: MAX_ATTEMPTS, runAt },
      clock.now(),
    );

  /** Registry refusals that no retry mends (policy, not sponsored) end the job; the rest are retried. */
  function final(error: unknown): never {
    if (error instanceof RegistryError && !error.transient) throw new PermanentJobError(error.message);
    throw error;
  }

  const sign: JobHandler = {
    async run(payload) {
      const zone = await repository.byId(Number(payload.zoneId));
      if (!zone?.dnssec) return;
      await publisher.setDnssec(zone.domain, true);
      const wanted = (await publisher.dnssecKeys(zone.domain)).ds.map(parseDsLine).filter((ds) => ds !== null);
      if (wanted.length === 0) throw new Error(`dnssec: ${zone.domain} is signed but the DNS server gives no DS`);
      try {
        const info = await registry.info(zone.domain);
        if (!info?.sponsoredByUs) throw new PermanentJobError(`dnssec: ${zone.domain} is not sponsored by the shop at the registry`);
        const current = info.dsData ?? [];
        const remove = current.filter((ds) => !wanted.some((keep) => sameDs(ds, keep)));
        const add = wanted.filter((ds) => !current.some((have) => sameDs(ds, have)));
        if (remove.length > 0 || add.length > 0) await registry.update({ name: zone.domain, secDns: { remove, add } });
        log.info({ domain: zone.domain, ds: wanted.map(dsLine) }, 'dnssec: zone signed, DS at the registry');
      } catch (error) {
        final(error);
      }
    },
    async onFinalFailure(payload, error) {
      log.warn(
        { err: error, zoneId: payload.zoneId },
        'dnssec: the DS could not be sent to the registry; the zone is signed without a chain of trust',
      );
    },
  };

  const withdraw: JobHandler = {
    async run(payload, job) {
      const zone = await repository.byId(Number(payload.zoneId));
      // Turned on again meanwhile: the sign job puts the DS back.
      if (!zone || zone.dnssec) return;
      try {
        const info = await registry.info(zone.domain);
        if (info?.sponsoredByUs && (info.dsData ?? []).length > 0)
          await registry.update({ name: zone.domain, secDns: { removeAll: true } });
      } catch (error) {
        final(error);
      }
      await enqueue(DNSSEC_UNSIGN_JOB, zone, `job${job.id}`, new Date(clock.now().getTime() + DNSSEC_UNSIGN_DELAY_MS));
    },
  };

  const unsign: JobHandler = {
    async run(payload) {
      const zone = await repository.byId(Number(payload.zoneId));
      if (!zone || zone.dnssec) return;
      try {
        await publisher.setDnssec(zone.domain, false);
      } catch (error) {
        // Not on the DNS server (gone, or none configured): nothing is signed there.
        if (error instanceof DnsServerError && (error.kind === 'not_served' || error.httpStatus === 404)) return;
        throw error;
      }
      log.info({ domain: zone.domain }, 'dnssec: zone unsigned after its DS was withdrawn');
    },
  };

  return {
    handlers: { [DNSSEC_SIGN_JOB]: sign, [DNSSEC_WITHDRAW_DS_JOB]: withdraw, [DNSSEC_UNSIGN_JOB]: unsign } satisfies Record<
      string,
      JobHandler
    >,

    /**
     * What a push asks the DNS server for: signed when DNSSEC is on, and still signed while it is
     * off but the zone has keys (the DS is withdrawn first; the unsign job ends the signing).
     */
    async signing(zone: DnsZoneRow): Promise<boolean> {
      return zone.dnssec || (await signedNow(zone.domain));
    },

    /**
     * After a push of `zone` (signed as `signed`): the next DNSSEC step, once per zone version and,
     * for a signed zone, per key set, so that keys a DNS server made anew (it lost its data and
     * the reconciliation pushed the zone again) get their DS to the registry too.
     */
    async afterPush(zone: DnsZoneRow, signed: boolean): Promise<void> {
      if (zone.dnssec) {
        const ds = (await publisher.dnssecKeys(zone.domain)).ds.slice().sort();
        await enqueue(DNSSEC_SIGN_JOB, zone, `v${zone.version}:${sha256(ds.join('|')).slice(0, 16)}`);
      } else if (signed) await enqueue(DNSSEC_WITHDRAW_DS_JOB, zone, `v${zone.version}`);
    },
  };
}

export type DnssecService = ReturnType<typeof createDnssecService>;
