import {
  RegistryError,
  type CheckResult,
  type PollMessage,
  type PremiumName,
  type RegistryGateway,
  type ReleasingName,
  type RenewalFees,
} from '../registry-gateway';

/**
 * One gateway for the shop over several registries: each TLD configured for EPP goes to its
 * registry's gateway, every other TLD to the fallback (the sandbox). Names and hosts are routed by
 * their last label. Lists (check, premium names, the drop list) are asked of each registry for its
 * TLDs and merged.
 */
export interface TldRoutes {
  fallback: RegistryGateway;
  /** TLD → gateway (several TLDs may share one). */
  routes: Record<string, RegistryGateway>;
  /** Each routed gateway's registry id (the configuration's `id`): poll message ids carry it. */
  names?: Map<RegistryGateway, string>;
  /** 'sandbox' keeps the shop a test environment (registries' OT&E systems); default: 'epp' when any TLD is routed. */
  kind?: 'sandbox' | 'epp';
}

export function createTldRouter(config: TldRoutes): RegistryGateway {
  return new TldRouter(config);
}

function tldOf(name: string): string {
  return name.toLowerCase().replace(/\.$/, '').split('.').at(-1) ?? '';
}

class TldRouter implements RegistryGateway {
  readonly kind: 'sandbox' | 'epp';
  private readonly gateways: RegistryGateway[];

  constructor(private readonly config: TldRoutes) {
    this.gateways = [config.fallback, ...new Set(Object.values(config.routes))];
    // Any TLD at a real registry means the shop is no longer only a test environment.
    this.kind = config.kind ?? (Object.keys(config.routes).length > 0 ? 'epp' : config.fallback.kind);
  }

  private route(nameOrTld: string): RegistryGateway {
    return this.config.routes[tldOf(nameOrTld)] ?? this.config.fallback;
  }

  private group<T extends string>(items: readonly T[], key: (item: T) => string = (item) => item): Map<RegistryGateway, T[]> {
    const groups = new Map<RegistryGateway, T[]>();
    for (const item of items) {
      const gateway = this.route(key(item));
      groups.set(gateway, [...(groups.get(gateway) ?? []), item]);
    }
    return groups;
  }

  policy(tld: string) {
    return this.route(tld).policy(tld);
  }

  async *check(names: readonly string[]): AsyncIterable<CheckResult> {
    const iterators = [...this.group(names)].map(([gateway, group]) => gateway.check(group)[Symbol.asyncIterator]());
    const next = (index: number) => iterators[index].next().then((result) => ({ index, result }));
    const pending = new Map(iterators.map((_, index) => [index, next(index)]));
    while (pending.size > 0) {
      const { index, result } = await Promise.race(pending.values());
      if (result.done) pending.delete(index);
      else {
        pending.set(index, next(index));
        yield result.value;
      }
    }
  }

  info(name: string) {
    return this.route(name).info(name);
  }
  infoWithAuth(name: string, authInfo: string) {
    return this.route(name).infoWithAuth(name, authInfo);
  }
  create(command: Parameters<RegistryGateway['create']>[0]) {
    return this.route(command.name).create(command);
  }
  renew(command: Parameters<RegistryGateway['renew']>[0]) {
    return this.route(command.name).renew(command);
  }
  transfer(command: Parameters<RegistryGateway['transfer']>[0]) {
    return this.route(command.name).transfer(command);
  }
  restore(command: Parameters<RegistryGateway['restore']>[0]) {
    return this.route(command.name).restore(command);
  }
  update(command: Parameters<RegistryGateway['update']>[0]) {
    return this.route(command.name).update(command);
  }
  delete(name: string) {
    return this.route(name).delete(name);
  }

  async renewalFees(names: readonly string[]): Promise<Map<string, RenewalFees>> {
    const parts = await Promise.all([...this.group(names)].map(([gateway, group]) => gateway.renewalFees(group)));
    return new Map(parts.flatMap((part) => [...part]));
  }

  async premiumNames(query: { tlds: readonly string[]; limit: number; offset: number }): Promise<{ names: PremiumName[]; total: number }> {
    const parts = await Promise.all(
      [...this.group(query.tlds)].map(([gateway, tlds]) =>
        gateway.premiumNames({ tlds, limit: query.limit === 0 ? 0 : query.offset + query.limit, offset: 0 }),
      ),
    );
    const names = parts.flatMap((part) => part.names).sort((a, b) => a.registerPrice - b.registerPrice || a.name.localeCompare(b.name));
    return {
      names: query.limit === 0 ? [] : names.slice(query.offset, query.offset + query.limit),
      total: parts.reduce((sum, part) => sum + part.total, 0),
    };
  }

  async releasing(query: {
    tlds: readonly string[];
    before: Date;
    limit: number;
    offset: number;
  }): Promise<{ names: ReleasingName[]; total: number }> {
    const parts = await Promise.all(
      [...this.group(query.tlds)].map(([gateway, tlds]) =>
        gateway.releasing({ tlds, before: query.before, limit: query.limit === 0 ? 0 : query.offset + query.limit, offset: 0 }),
      ),
    );
    const names = parts
      .flatMap((part) => part.names)
      .sort((a, b) => a.releaseAt.getTime() - b.releaseAt.getTime() || a.name.localeCompare(b.name));
    return {
      names: query.limit === 0 ? [] : names.slice(query.offset, query.offset + query.limit),
      total: parts.reduce((sum, part) => sum + part.total, 0),
    };
  }

  async checkHosts(names: readonly string[]) {
    const answers = await Promise.all([...this.group(names)].map(([gateway, group]) => gateway.checkHosts(group)));
    const byName = new Map(answers.flat().map((answer) => [answer.name.toLowerCase(), answer]));
    return names.map((name) => byName.get(name.toLowerCase()) ?? { name, available: false });
  }
  hostInfo(name: string) {
    return this.route(name).hostInfo(name);
  }
  createHost(command: { name: string; addresses: string[] }) {
    return this.route(command.name).createHost(command);
  }
  updateHost(command: { name: string; addAddresses?: string[]; removeAddresses?: string[] }) {
    return this.route(command.name).updateHost(command);
  }
  deleteHost(name: string) {
    return this.route(name).deleteHost(name);
  }

  /**
   * The queues of all registries, the routed ones first: a message of a routed registry carries its
   * registry id (`epp-test:1234`) so that its ack goes back to the registry that gave it. A
   * registry that cannot be reached does not hold up the others' messages; its error is passed on
   * when no other registry had one.
   */
  async poll(): Promise<PollMessage | null> {
    let failure: unknown = null;
    for (const gateway of [...this.gateways.slice(1), this.config.fallback]) {
      let message: PollMessage | null;
      try {
        message = await gateway.poll();
      } catch (error) {
        failure ??= error;
        continue;
      }
      if (!message) continue;
      return gateway === this.config.fallback ? message : { ...message, id: `${this.nameOf(gateway)}:${message.id}` };
    }
    if (failure) throw failure;
    return null;
  }

  ack(messageId: string): Promise<void> {
    const colon = messageId.indexOf(':');
    if (colon < 0) return this.config.fallback.ack(messageId);
    const name = messageId.slice(0, colon);
    const gateway = this.gateways.find((candidate) => candidate !== this.config.fallback && this.nameOf(candidate) === name);
    if (!gateway) return Promise.reject(new RegistryError(2303, `no registry ${name} for message ${messageId}`));
    return gateway.ack(messageId.slice(colon + 1));
  }

  private nameOf(gateway: RegistryGateway): string {
    const named = this.config.names?.get(gateway);
    if (named) return named;
    // Unnamed: its first TLD, which no other registry serves.
    return `tld-${Object.entries(this.config.routes).find(([, candidate]) => candidate === gateway)?.[0] ?? 'unknown'}`;
  }
}
