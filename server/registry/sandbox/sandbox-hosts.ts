import { parseDomainName } from '../../../common/domain/domain-name';
import { HOST_MAX_ADDRESSES, parseIpAddress } from '../../../common/dns/ip-address';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { RegistryError, type HostInfo } from '../registry-gateway';
import { createSandboxHostsRepository } from './sandbox-hosts.repository';

/** What host commands need to know of a registered domain (from the sandbox registry's own lookup). */
export interface SuperordinateDomain {
  registrarId: string;
  /** Not deleted (no redemption or pending delete) and without a pending transfer. */
  active: boolean;
}

export interface SandboxHostsDeps {
  db: Db;
  clock: Clock;
  registrarId: string;
  /** Whether this registry runs the TLD (hosts under it are in its namespace). */
  runsTld: (tld: string) => Promise<boolean>;
  /** The registered domain, with its due lifecycle transitions written, or null. */
  findDomain: (name: string) => Promise<SuperordinateDomain | null>;
}

/** A host name as a lower-case A-label with its labels (2005 when it is none). */
function parseHostName(input: string): { ascii: string; labels: string[]; tld: string } {
  const parsed = typeof input === 'string' ? parseDomainName(input) : null;
  if (!parsed?.ok) throw new RegistryError(2005, `invalid host name: ${String(input)}`);
  return { ascii: parsed.ascii, labels: parsed.labels, tld: parsed.tld };
}

/** Normalised, distinct addresses; 2005 for one that is no address, 2306 for a reserved range. */
function parseAddresses(inputs: readonly string[]): string[] {
  const result: string[] = [];
  for (const input of inputs) {
    const parsed = parseIpAddress(typeof input === 'string' ? input : '');
    if (!parsed.ok)
      throw new RegistryError(
        parsed.problem === 'invalid' ? 2005 : 2306,
        parsed.problem === 'invalid' ? `invalid IP address: ${String(input)}` : `${input} is in a reserved range`,
      );
    if (!result.includes(parsed.address)) result.push(parsed.address);
  }
  return result;
}

/**
 * The sandbox registry's host objects (RFC 5732; domain-rules.md §2 "Host"): check, info, create,
 * update (addresses add/remove), delete. A host under a TLD the registry runs is internal: its
 * superordinate domain must be registered and sponsored by the client, and it needs 1–13 glue
 * addresses. External hosts carry none; a name under a TLD it runs whose superordinate domain is not
 * registered here counts as an external host the registry already holds (registryHeld). Delete is
 * refused with 2305 while a domain links it.
 */
export function createSandboxHosts(deps: SandboxHostsDeps) {
  const repository = createSandboxHostsRepository(deps.db);
  const { clock, registrarId } = deps;

  /** The superordinate domain of an internal host (registry names are second-level), or null for an external one. */
  async function superordinateOf(host: { labels: string[]; tld: string; ascii: string }): Promise<string | null> {
    if (!(await deps.runsTld(host.tld))) return null;
    if (host.labels.length < 3) throw new RegistryError(2306, `${host.ascii} is a domain name; a host under it needs a label of its own`);
    return host.labels.slice(-2).join('.');
  }

  /**
   * Whether the registry holds the host as an external one of another registrar: a name under a TLD
   * it runs whose superordinate domain is not registered here (ns1.google.com, anna.ns.cloudflare.com).
   * A real registry has host objects for the world's name servers; the sandbox only has its own
   * registrations, so it answers for those names as if it had them (no glue, not ours to change).
   */
  async function registryHeld(name: string): Promise<boolean> {
    const parsed = parseDomainName(name);
    if (!parsed.ok || !(await deps.runsTld(parsed.tld))) return false;
    return (await deps.findDomain(parsed.labels.slice(-2).join('.'))) === null;
  }

  async function findSponsored(name: string) {
    const found = await repository.find(name);
    if (!found && (await registryHeld(name))) throw new RegistryError(2201, `host ${name} is sponsored by another registrar`);
    if (!found) throw new RegistryError(2303, `host ${name} does not exist`);
    const sponsor = found.host.superordinateDomain ? found.domainRegistrarId : found.host.registrarId;
    if (sponsor !== registrarId) throw new RegistryError(2201, `host ${name} is sponsored by another registrar`);
    return found;
  }

  return {
    async check(names: readonly string[]): Promise<Array<{ name: string; available: boolean }>> {
      const parsed = names.map((name) => {
        const result = parseDomainName(String(name));
        return { name, ascii: result.ok ? result.ascii : null };
      });
      const existing = await repository.existing(parsed.flatMap((entry) => (entry.ascii ? [entry.ascii] : [])));
      const results: Array<{ name: string; available: boolean }> = [];
      for (const entry of parsed) {
        const available = entry.ascii !== null && !existing.has(entry.ascii) && !(await registryHeld(entry.ascii));
        results.push({ name: entry.name, available });
      }
      return results;
    },

    async info(name: string): Promise<HostInfo | null> {
      const parsed = parseDomainName(String(name));
      if (!parsed.ok) return null;
      const found = await repository.find(parsed.ascii);
      if (!found) {
        if (!(await registryHeld(parsed.ascii))) return null;
        const now = clock.now();
        const linked = await repository.linked(parsed.ascii);
        return {
          name: parsed.ascii,
          superordinateDomain: null,
          addresses: [],
          statuses: [linked ? 'linked' : 'ok'],
          linked,
          sponsoredByUs: false,
          createdAt: now,
          updatedAt: now,
        };
      }
      const { host, linked } = found;
      const sponsor = host.superordinateDomain ? found.domainRegistrarId : host.registrarId;
      return {
        name: host.name,
        superordinateDomain: host.superordinateDomain,
        addresses: host.addresses,
        statuses: [linked ? 'linked' : 'ok'],
        linked,
        sponsoredByUs: sponsor === registrarId,
        createdAt: host.createdAt,
        updatedAt: host.updatedAt,
      };
    },

    async create(command: { name: string; addresses: string[] }): Promise<{ createdAt: Date }> {
      const host = parseHostName(command.name);
      const addresses = parseAddresses(Array.isArray(command.addresses) ? command.addresses : []);
      const superordinate = await superordinateOf(host);
      if (superordinate) {
        const domain = await deps.findDomain(superordinate);
        if (!domain) throw new RegistryError(2303, `the superordinate domain ${superordinate} is not registered`);
        if (domain.registrarId !== registrarId) throw new RegistryError(2201, `${superordinate} is sponsored by another registrar`);
        if (!domain.active) throw new RegistryError(2304, `${superordinate} is not active (deleted or in transfer)`);
        if (addresses.length === 0)
          throw new RegistryError(2003, `${host.ascii} is inside the registry's namespace and needs glue addresses`);
        if (addresses.length > HOST_MAX_ADDRESSES) throw new RegistryError(2306, `a host takes at most ${HOST_MAX_ADDRESSES} addresses`);
      } else if (addresses.length > 0) {
        throw new RegistryError(2306, `${host.ascii} is outside the registry's namespace; it takes no addresses`);
      }
      const now = clock.now();
      const created = await repository.insert({
        name: host.ascii,
        registrarId,
        superordinateDomain: superordinate,
        addresses,
        createdAt: now,
        updatedAt: now,
      });
      if (!created) throw new RegistryError(2302, `host ${host.ascii} already exists`);
      return { createdAt: now };
    },

    async update(command: { name: string; addAddresses?: string[]; removeAddresses?: string[] }): Promise<void> {
      const host = parseHostName(command.name);
      const add = parseAddresses(command.addAddresses ?? []);
      const remove = parseAddresses(command.removeAddresses ?? []);
      const { host: row } = await findSponsored(host.ascii);
      if (!row.superordinateDomain && add.length > 0)
        throw new RegistryError(2306, `${host.ascii} is outside the registry's namespace; it takes no addresses`);
      for (const address of add)
        if (row.addresses.includes(address) && !remove.includes(address))
          throw new RegistryError(2306, `${host.ascii} has ${address} already`);
      for (const address of remove)
        if (!row.addresses.includes(address)) throw new RegistryError(2306, `${host.ascii} has no address ${address}`);
      const addresses = [
        ...row.addresses.filter((address) => !remove.includes(address)),
        ...add.filter((address) => !row.addresses.includes(address) || remove.includes(address)),
      ];
      if (row.superordinateDomain && (addresses.length === 0 || addresses.length > HOST_MAX_ADDRESSES)) {
        throw new RegistryError(2306, `${host.ascii} needs 1–${HOST_MAX_ADDRESSES} addresses`);
      }
      if (!(await repository.setAddresses(host.ascii, row.updatedAt, addresses, clock.now())))
        throw new RegistryError(2400, `host ${host.ascii} changed meanwhile; try again`);
    },

    async delete(name: string): Promise<void> {
      const host = parseHostName(name);
      await findSponsored(host.ascii);
      const result = await repository.delete(host.ascii);
      if (result === 'missing') throw new RegistryError(2303, `host ${host.ascii} does not exist`);
      if (result === 'linked')
        throw new RegistryError(2305, `host ${host.ascii} is linked to a domain; change that domain's nameservers first`);
    },

    /** Subordinate host names of a domain (domain:info hosts="sub"; a domain with any is not deleted). */
    namesUnder(domain: string): Promise<string[]> {
      return repository.namesUnder(domain);
    },

    /**
     * The nameservers of a delegation that must exist as host objects here: those under the
     * registry's TLDs, except the ones it holds as external hosts (superordinate domain not registered).
     */
    async inNamespace(nameservers: readonly string[]): Promise<string[]> {
      const result: string[] = [];
      for (const name of nameservers) {
        if (!(await deps.runsTld(name.slice(name.lastIndexOf('.') + 1)))) continue;
        if (await repository.existing([name]).then((found) => found.has(name))) result.push(name);
        else if (!(await registryHeld(name))) result.push(name);
      }
      return result;
    },
  };
}

export type SandboxHosts = ReturnType<typeof createSandboxHosts>;
