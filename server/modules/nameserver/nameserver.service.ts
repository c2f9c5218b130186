import type {
  ApplyResultView,
  DomainNameserversView,
  HostListView,
  HostView,
  TemplateApplyView,
  TemplateListView,
  TemplateView,
} from '@common/api/nameserver.contract';
import { HOST_ADDRESSES_MAX, NAMESERVERS_MAX, NAMESERVERS_MIN, TEMPLATES_MAX } from '@common/api/nameserver.contract';
import { parseIpAddress } from '@common/dns/ip-address';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import { errorMessage } from '@common/errors/error-messages';
import type { Language } from '@common/i18n/languages';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { RegistryError, type HostInfo, type RegistryGateway } from '../../registry/registry-gateway';
import type { NameserverRepository } from './nameserver.repository';
import { presentHost, presentTemplate } from './nameserver.presenter';

/** Registry reads in parallel when the host list is gathered. */
const READ_CONCURRENCY = 8;
/** Whether the registry runs a TLD changes rarely. */
const POLICY_CACHE_MS = 10 * 60_000;
/** A top-level label: letters (spec §5: two or more) or an IDN A-label. */
const TLD_PATTERN = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Runs `work` over `items`, `limit` at a time, keeping the order of the results. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A host name as a lower-case A-label; `field` names the request field of a refusal. */
export function parseHostName(input: string, field: string): { ascii: string; labels: string[] } {
  const parsed = parseDomainName(input);
  if (!parsed.ok || !TLD_PATTERN.test(parsed.tld)) throw new AppError(ErrorCode.HostNameInvalid, 400, { field });
  return { ascii: parsed.ascii, labels: parsed.labels };
}

/** 2–13 distinct host names (A-labels, in the order given). */
export function parseNameserverList(inputs: readonly string[], field = 'nameservers'): string[] {
  const result: string[] = [];
  inputs.forEach((input, index) => {
    const { ascii } = parseHostName(input, `${field}.${index}`);
    if (!result.includes(ascii)) result.push(ascii);
  });
  if (result.length < NAMESERVERS_MIN || result.length > NAMESERVERS_MAX) throw new AppError(ErrorCode.NameserverCount, 400, { field });
  return result;
}

/** 1–13 distinct public addresses, normalised. */
export function parseAddressList(inputs: readonly string[], field = 'addresses'): string[] {
  const result: string[] = [];
  inputs.forEach((input, index) => {
    const parsed = parseIpAddress(input);
    if (!parsed.ok)
      throw new AppError(parsed.problem === 'invalid' ? ErrorCode.IpAddressInvalid : ErrorCode.IpAddressReserved, 400, {
        field: `${field}.${index}`,
      });
    if (!result.includes(parsed.address)) result.push(parsed.address);
  });
  if (result.length < 1 || result.length > HOST_ADDRESSES_MAX) throw new AppError(ErrorCode.HostAddressCount, 400, { field });
  return result;
}

/** A registry refusal the customer can act on, as a catalogue error; anything else goes on. */
function fromRegistry(error: unknown, codes: Partial<Record<number, { code: number; status: number; field?: string }>>): never {
  if (error instanceof RegistryError) {
    if (error.transient) throw new AppError(ErrorCode.RegistryUnavailable, 503);
    const mapped = codes[error.eppCode];
    if (mapped) throw new AppError(mapped.code, mapped.status, { field: mapped.field });
  }
  throw error;
}

/**
 * Nameserver management (decision 024): the customer's glue hosts (registry host objects under
 * their domains), each domain's nameservers, and nameserver templates. Every change goes to the
 * registry through the gateway; a domain's new nameservers also go into the "my domains" snapshot.
 */
export function createNameserverService(deps: { repository: NameserverRepository; registry: RegistryGateway; clock: Clock }) {
  const { repository, registry, clock } = deps;
  const tldRuns = new Map<string, { at: number; runs: Promise<boolean> }>();

  /** Whether a host is in the registry's namespace (a TLD it runs), so must exist as a host object there. */
  function inRegistryNamespace(host: string): Promise<boolean> {
    const tld = host.slice(host.lastIndexOf('.') + 1);
    const cached = tldRuns.get(tld);
    if (cached && Date.now() - cached.at < POLICY_CACHE_MS) return cached.runs;
    const runs = registry.policy(tld).then((policy) => policy !== null);
    runs.catch(() => tldRuns.delete(tld));
    tldRuns.set(tld, { at: Date.now(), runs });
    return runs;
  }

  function toAsciiDomain(input: string, field: string): string {
    const parsed = parseDomainName(input);
    if (!parsed.ok) throw AppError.badRequest(field);
    return parsed.ascii;
  }

  async function requireOwned(userId: number, domain: string, field?: string): Promise<void> {
    if (!(await repository.owns(userId, domain))) throw new AppError(ErrorCode.DomainNotOwned, 404, { field });
  }

  /** A glue host's name must lie under one of the customer's domains (registry names are second-level). */
  async function ownedHost(userId: number, input: string, field: string): Promise<{ host: string; domain: string }> {
    const { ascii, labels } = parseHostName(input, field);
    const domain = labels.slice(-2).join('.');
    if (labels.length < 3 || !(await repository.owns(userId, domain))) throw new AppError(ErrorCode.HostNotUnderOwnDomain, 400, { field });
    return { host: ascii, domain };
  }

  async function sponsoredHost(host: string): Promise<HostInfo> {
    const info = await registry.hostInfo(host).catch((error: unknown) => fromRegistry(error, {}));
    if (!info || !info.sponsoredByUs) throw new AppError(ErrorCode.HostNotFound, 404);
    return info;
  }

  /** Refuses (naming the field) a nameserver in the registry's namespace that is no host object there. */
  async function requireHostObjects(nameservers: string[], field: string): Promise<void> {
    for (const [index, host] of nameservers.entries()) {
      if (!(await inRegistryNamespace(host))) continue;
      const exists = (await registry.checkHosts([host]).catch((error: unknown) => fromRegistry(error, {})))[0]?.available === false;
      if (!exists) throw new AppError(ErrorCode.NameserverHostMissing, 400, { field: `${field}.${index}` });
    }
  }

  /** One domain's delegation: at the registry first, then in the snapshot. */
  async function delegate(userId: number, domain: string, nameservers: string[], field: string): Promise<DomainNameserversView> {
    await requireOwned(userId, domain, field === 'nameservers' ? undefined : field);
    await requireHostObjects(nameservers, field);
    await registry.update({ name: domain, nameservers }).catch((error: unknown) =>
      fromRegistry(error, {
        2303: { code: ErrorCode.NameserverHostMissing, status: 400, field },
        2304: { code: ErrorCode.NameserverChangeRefused, status: 409 },
        2201: { code: ErrorCode.NameserverChangeRefused, status: 409 },
      }),
    );
    await repository.saveNameserversSnapshot(domain, nameservers);
    return { domain, domain_utf8: toDisplayName(domain), nameservers };
  }

  async function templateOf(userId: number, id: number) {
    const row = await repository.template(userId, id);
    if (!row) throw new AppError(ErrorCode.TemplateNotFound, 404);
    return row;
  }

  return {
    async listHosts(userId: number): Promise<HostListView> {
      const domains = await repository.domainsOf(userId);
      const perDomain = await mapLimited(domains, READ_CONCURRENCY, async (domain) => {
        const info = await registry.info(domain).catch((error: unknown) => fromRegistry(error, {}));
        if (!info?.sponsoredByUs) return [];
        const hosts = await mapLimited(info.hosts ?? [], READ_CONCURRENCY, (host) => registry.hostInfo(host));
        return hosts.flatMap((host) => (host ? [presentHost(host, domain)] : []));
      });
      return {
        hosts: perDomain.flat().sort((a, b) => a.host.localeCompare(b.host)),
        domains: domains.map((domain) => ({ domain, domain_utf8: toDisplayName(domain) })),
      };
    },

    async createHost(userId: number, hostInput: string, addressInputs: string[]): Promise<HostView> {
      const { host, domain } = await ownedHost(userId, hostInput, 'host');
      const addresses = parseAddressList(addressInputs);
      await registry.createHost({ name: host, addresses }).catch((error: unknown) =>
        fromRegistry(error, {
          2302: { code: ErrorCode.HostExists, status: 409, field: 'host' },
          2201: { code: ErrorCode.HostNotUnderOwnDomain, status: 400, field: 'host' },
          2303: { code: ErrorCode.HostNotUnderOwnDomain, status: 400, field: 'host' },
          2304: { code: ErrorCode.NameserverChangeRefused, status: 409 },
        }),
      );
      return presentHost((await registry.hostInfo(host)) ?? { name: host, addresses, linked: false }, domain);
    },

    /** Replaces the host's addresses with `addressInputs` (one registry update with add and rem). */
    async updateHost(userId: number, hostInput: string, addressInputs: string[]): Promise<HostView> {
      const { host, domain } = await ownedHost(userId, hostInput, 'host');
      const addresses = parseAddressList(addressInputs);
      const current = await sponsoredHost(host);
      const addAddresses = addresses.filter((address) => !current.addresses.includes(address));
      const removeAddresses = current.addresses.filter((address) => !addresses.includes(address));
      if (addAddresses.length > 0 || removeAddresses.length > 0) {
        await registry.updateHost({ name: host, addAddresses, removeAddresses }).catch((error: unknown) =>
          fromRegistry(error, {
            2303: { code: ErrorCode.HostNotFound, status: 404 },
            2201: { code: ErrorCode.HostNotFound, status: 404 },
          }),
        );
      }
      return presentHost({ name: host, addresses, linked: current.linked }, domain);
    },

    async deleteHost(userId: number, hostInput: string): Promise<{ host: string }> {
      const { host } = await ownedHost(userId, hostInput, 'host');
      await sponsoredHost(host);
      await registry.deleteHost(host).catch((error: unknown) =>
        fromRegistry(error, {
          2305: { code: ErrorCode.HostLinked, status: 409 },
          2303: { code: ErrorCode.HostNotFound, status: 404 },
          2201: { code: ErrorCode.HostNotFound, status: 404 },
        }),
      );
      return { host };
    },

    async domainNameservers(userId: number, domainInput: string): Promise<DomainNameserversView> {
      const domain = toAsciiDomain(domainInput, 'domain');
      await requireOwned(userId, domain);
      const info = await registry.info(domain).catch((error: unknown) => fromRegistry(error, {}));
      if (!info?.sponsoredByUs) throw new AppError(ErrorCode.DomainNotOwned, 404);
      return { domain, domain_utf8: toDisplayName(domain), nameservers: info.nameservers };
    },

    async setDomainNameservers(userId: number, domainInput: string, nameserverInputs: string[]): Promise<DomainNameserversView> {
      const domain = toAsciiDomain(domainInput, 'domain');
      return delegate(userId, domain, parseNameserverList(nameserverInputs), 'nameservers');
    },

    async listTemplates(userId: number): Promise<TemplateListView> {
      return { templates: (await repository.templates(userId)).map(presentTemplate) };
    },

    async createTemplate(userId: number, input: { name: string; nameservers: string[]; isDefault: boolean }): Promise<TemplateView> {
      const nameservers = parseNameserverList(input.nameservers);
      const created = await repository.insertTemplate(
        { userId, name: input.name, nameservers, isDefault: input.isDefault, now: clock.now() },
        TEMPLATES_MAX,
      );
      if (created === 'name-taken') throw new AppError(ErrorCode.TemplateNameTaken, 409, { field: 'name' });
      if (created === 'limit') throw new AppError(ErrorCode.TemplateLimit, 409);
      return presentTemplate(created);
    },

    async updateTemplate(userId: number, id: number, input: { name: string; nameservers: string[] }): Promise<TemplateView> {
      const nameservers = parseNameserverList(input.nameservers);
      const updated = await repository.updateTemplate(userId, id, { name: input.name, nameservers, now: clock.now() });
      if (updated === 'name-taken') throw new AppError(ErrorCode.TemplateNameTaken, 409, { field: 'name' });
      if (!updated) throw new AppError(ErrorCode.TemplateNotFound, 404);
      return presentTemplate(updated);
    },

    async setDefaultTemplate(userId: number, id: number, isDefault: boolean): Promise<TemplateListView> {
      if (!(await repository.setDefault(userId, id, isDefault, clock.now()))) throw new AppError(ErrorCode.TemplateNotFound, 404);
      return { templates: (await repository.templates(userId)).map(presentTemplate) };
    },

    async deleteTemplate(userId: number, id: number): Promise<{ id: number }> {
      if (!(await repository.deleteTemplate(userId, id))) throw new AppError(ErrorCode.TemplateNotFound, 404);
      return { id };
    },

    /**
     * Sets the template's nameservers on each domain, one after the other: each domain changes
     * wholly or not at all (one registry update), and a refusal is reported for that domain alone.
     */
    async applyTemplate(userId: number, id: number, domainInputs: string[], language: Language): Promise<TemplateApplyView> {
      const template = await templateOf(userId, id);
      const seen = new Set<string>();
      const results: ApplyResultView[] = [];
      for (const input of domainInputs) {
        const parsed = parseDomainName(input);
        const domain = parsed.ok ? parsed.ascii : input;
        if (seen.has(domain)) continue;
        seen.add(domain);
        const result: ApplyResultView = { domain, domain_utf8: parsed.ok ? parsed.unicode : input, ok: true };
        try {
          if (!parsed.ok) throw new AppError(ErrorCode.DomainNotOwned, 404);
          await delegate(userId, domain, template.nameservers, 'nameservers');
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          result.ok = false;
          result.error = { code: error.code, message: errorMessage(language, error.code) };
        }
        results.push(result);
      }
      const applied = results.filter((result) => result.ok).length;
      return { results, applied, failed: results.length - applied };
    },

    /**
     * The nameservers of a new registration of this customer: their default template, when its
     * hosts in the registry's namespace exist; otherwise null (the shop's default nameservers).
     */
    async nameserversForNewDomain(userId: number): Promise<string[] | null> {
      const template = await repository.defaultTemplate(userId);
      if (!template) return null;
      try {
        await requireHostObjects(template.nameservers, 'nameservers');
        return template.nameservers;
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    },
  };
}

export type NameserverService = ReturnType<typeof createNameserverService>;
