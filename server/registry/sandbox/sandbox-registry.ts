import { randomBytes } from 'node:crypto';
import { parseDomainName } from '../../../common/domain/domain-name';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { safeEqual } from '../../lib/tokens';
import {
  RegistryError,
  type CheckResult,
  type Contact,
  type CreateCommand,
  type DomainInfo,
  type HostInfo,
  type PollMessage,
  type PremiumName,
  type RegistryGateway,
  type ReleasingName,
  type RenewalFees,
  type RestoreReport,
  type RgpStatus,
  type TldPolicy,
  type TransferCommand,
  type TransferResult,
  type UpdateCommand,
} from '../registry-gateway';
import {
  addDays,
  addYears,
  domainState,
  eppStatuses,
  expiryAfterDelete,
  expiryAfterRestore,
  latestAllowedExpiry,
  purgeAt,
  sameUtcDate,
  TRANSFER_AUTO_APPROVE_DAYS,
  type DomainState,
} from './sandbox-lifecycle';
import { applySecDns } from './sandbox-dnssec';
import { createSandboxHosts, type SandboxHosts } from './sandbox-hosts';
import { createSandboxTransfers, type SandboxTransfers } from './sandbox-transfers';
import {
  CLIENT_STATUSES,
  labelPolicyProblem,
  normalizeNameservers,
  parseName,
  requireName,
  SERVER_STATUSES,
  validateAuthInfo,
  validateContact,
  validatePeriod,
  validateRestoreReport,
  type NameSyntax,
} from './sandbox-validation';
import {
  createSandboxRegistryRepository,
  type NewContact,
  type NewPollMessage,
  type RegistryContactRow,
  type RegistryDomainRow,
  type RegistryRegistrarRow,
  type RegistryTldRow,
  type SandboxRegistryRepository,
} from './sandbox-registry.repository';

/** A long check answers this many names on their own first (see check). */
const FIRST_ANSWER_BATCH = 20;

/** Yields the items of several async iterables as each produces them. */
async function* mergeAsync<T>(sources: AsyncIterable<T>[]): AsyncGenerator<T> {
  const iterators = sources.map((source) => source[Symbol.asyncIterator]());
  const next = (index: number) => iterators[index].next().then((result) => ({ index, result }));
  const pending = new Map(iterators.map((_iterator, index) => [index, next(index)]));
  try {
    while (pending.size > 0) {
      const { index, result } = await Promise.race(pending.values());
      if (result.done) {
        pending.delete(index);
        continue;
      }
      pending.set(index, next(index));
      yield result.value;
    }
  } finally {
    // A consumer that stops early (enough available names) ends the sources too.
    await Promise.all(iterators.map((iterator) => iterator.return?.()));
  }
}

/**
 * The sandbox registry: the RegistryGateway on the registry_* tables, with the rules of a gTLD
 * registry (domain-rules.md §1–2) and per-TLD policy. It serves the shop as `registrarId`; other
 * registrars' names come from the seed. Nothing runs in the background: phases are derived from
 * the row at the clock's time (sandbox-lifecycle.ts), and the transitions that change data
 * (server-approved transfers, auto-renewals, purges, with their poll messages) are written lazily,
 * for the name a command reads and for all names before a poll (see applyDueTransitions). What it
 * refuses before reading any data is in sandbox-validation.ts, transfers between registrars in
 * sandbox-transfers.ts, host objects in sandbox-hosts.ts.
 *
 * `createDelayMs`: a create answers this long after the name was recorded (SANDBOX_CREATE_DELAY_MS, tests only).
 */
export function createSandboxRegistry(deps: { db: Db; clock: Clock; registrarId: string; createDelayMs?: number }): RegistryGateway {
  return new SandboxRegistry(createSandboxRegistryRepository(deps.db), deps.clock, deps.registrarId, deps.db, deps.createDelayMs ?? 0);
}

/** How often, in clock time, commands other than poll sweep all names (see applyDueTransitions). */
const SWEEP_INTERVAL_MS = 60_000;

function toPolicy(row: RegistryTldRow): TldPolicy {
  return {
    tld: row.tld,
    minPeriodYears: row.minPeriodYears,
    maxPeriodYears: row.maxPeriodYears,
    addGraceDays: row.addGraceDays,
    renewGraceDays: row.renewGraceDays,
    transferGraceDays: row.transferGraceDays,
    autoRenewGraceDays: row.autoRenewGraceDays,
    redemptionDays: row.redemptionDays,
    pendingDeleteDays: row.pendingDeleteDays,
    transferLockDays: row.transferLockDays,
    idnLanguages: row.idnLanguages,
    minLabelLength: row.minLabelLength,
    dnssec: row.dnssec,
  };
}

function newContactHandle(registrarId: string): string {
  // RFC 5733 handles are 3–16 characters: a registrar prefix and 40 random bits.
  const prefix =
    registrarId
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 4)
      .toUpperCase() || 'SBX';
  return `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

function toContact(row: RegistryContactRow): Contact {
  return {
    handle: row.handle,
    name: row.name,
    org: row.org,
    street: row.street,
    city: row.city,
    stateOrProvince: row.stateOrProvince,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    phone: row.phone,
    email: row.email,
  };
}

function toRegistrar(id: string, row: RegistryRegistrarRow | null): DomainInfo['registrar'] {
  if (!row) return { id, name: id, ianaId: null, url: '', abuseEmail: '', abusePhone: '' };
  return { id: row.id, name: row.name, ianaId: row.ianaId, url: row.url, abuseEmail: row.abuseEmail, abusePhone: row.abusePhone };
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

interface Found {
  domain: RegistryDomainRow;
  tld: RegistryTldRow;
  registrar: RegistryRegistrarRow | null;
  registrant: RegistryContactRow | null;
  state: DomainState;
}

class SandboxRegistry implements RegistryGateway {
  readonly kind = 'sandbox' as const;
  private sweeping: { at: number; promise: Promise<void> } | null = null;
  /** Host objects (RFC 5732), in sandbox-hosts.ts. */
  private readonly hosts: SandboxHosts;
  /** Transfers between registrars, in sandbox-transfers.ts. */
  private readonly transfers: SandboxTransfers;

  constructor(
    private readonly repository: SandboxRegistryRepository,
    private readonly clock: Clock,
    private readonly registrarId: string,
    db: Db,
    private readonly createDelayMs = 0,
  ) {
    this.transfers = createSandboxTransfers({
      repository,
      clock,
      registrarId,
      writeOrConflict: (...args) => this.writeOrConflict(...args),
    });
    this.hosts = createSandboxHosts({
      db,
      clock,
      registrarId,
      runsTld: async (tld) => (await repository.tld(tld)) !== null,
      findDomain: async (name) => {
        const found = await this.find(name);
        return found ? { registrarId: found.domain.registrarId, active: found.state.phase === 'active' && !found.state.transfer } : null;
      },
    });
  }

  async policy(tld: string): Promise<TldPolicy | null> {
    const parsed = parseDomainName(`a.${tld.replace(/^\./, '')}`);
    if (!parsed.ok) return null;
    const row = await this.repository.tld(parsed.tld);
    return row ? toPolicy(row) : null;
  }

  /**
   * Answers per TLD after that registry's latency, TLDs in parallel. The data comes from one
   * batch of primary-key lookups for all names. Check writes nothing and does not sweep: the
   * phase of each name is derived from its row, so a transition not yet written changes nothing.
   */
  check(names: readonly string[]): AsyncIterable<CheckResult> {
    // A real registry answers a long check list progressively; answering the first names on their
    // own keeps the first result of a 500-name check as quick as that of a 10-name one.
    if (names.length <= FIRST_ANSWER_BATCH * 2) return this.checkNames([...names]);
    return mergeAsync([this.checkNames(names.slice(0, FIRST_ANSWER_BATCH)), this.checkNames(names.slice(FIRST_ANSWER_BATCH))]);
  }

  private async *checkNames(names: string[]): AsyncGenerator<CheckResult> {
    if (names.length === 0) return;
    const parsed = names.map((input) => ({ input, syntax: parseName(input) }));
    const asciiNames = [...new Set(parsed.flatMap((entry) => (entry.syntax.ok ? [entry.syntax.name.ascii] : [])))];
    const labels = [...new Set(parsed.flatMap((entry) => (entry.syntax.ok ? [entry.syntax.name.label] : [])))];
    const [tlds, lookup] = await Promise.all([this.repository.tlds(), this.repository.checkLookup(asciiNames, labels)]);
    const now = this.clock.now();
    const policies = new Map(tlds.map((row) => [row.tld, row]));
    const registered = new Map(lookup.domains.map((row) => [row.name, row]));
    const premium = new Map(lookup.premium.map((row) => [row.name, row]));

    const answer = (input: string, syntax: NameSyntax): { latency: number; tld: string; result: CheckResult } => {
      // Names the registry cannot parse, and TLDs it does not run, are answered at once.
      if (!syntax.ok) return { latency: 0, tld: '', result: { name: input, available: false, reason: 'policy' } };
      const name = syntax.name;
      const policy = policies.get(name.tld);
      if (!policy) return { latency: 0, tld: '', result: { name: input, available: false, reason: 'unsupported-tld' } };
      const result = (fields: Omit<CheckResult, 'name'>) => ({
        latency: policy.latencyMs,
        tld: name.tld,
        result: { name: input, ...fields },
      });
      if (labelPolicyProblem(name, policy, undefined, 'check')) return result({ available: false, reason: 'policy' });
      if (lookup.reserved.has(name.label)) return result({ available: false, reason: 'reserved' });
      const row = registered.get(name.ascii);
      if (row) {
        const phase = domainState({ ...NO_EVENTS, ...row }, policy, now).phase;
        if (phase === 'active') return result({ available: false, reason: 'registered' });
        if (phase === 'redemptionPeriod' || phase === 'pendingRestore') return result({ available: false, reason: 'redemption' });
        if (phase === 'pendingDelete') return result({ available: false, reason: 'pending-delete' });
      }
      const price = premium.get(name.ascii);
      return result(
        price ? { available: true, premium: { registerPrice: price.registerPrice, renewPrice: price.renewPrice } } : { available: true },
      );
    };

    const groups = new Map<string, { latency: number; results: CheckResult[] }>();
    for (const entry of parsed) {
      const { latency, tld, result } = answer(entry.input, entry.syntax);
      const group = groups.get(tld) ?? { latency, results: [] };
      group.results.push(result);
      groups.set(tld, group);
    }
    const pending = new Map<string, Promise<string>>();
    for (const [tld, group] of groups)
      pending.set(
        tld,
        delay(group.latency).then(() => tld),
      );
    while (pending.size > 0) {
      const tld = await Promise.race(pending.values());
      pending.delete(tld);
      yield* groups.get(tld)!.results;
    }
  }

  async info(name: string): Promise<DomainInfo | null> {
    const syntax = parseName(name);
    if (!syntax.ok) return null;
    await this.applyDueTransitions();
    const found = await this.find(syntax.name.ascii);
    return found ? this.describe(found) : null;
  }

  async infoWithAuth(name: string, authInfo: string): Promise<DomainInfo | null> {
    const syntax = parseName(name);
    if (!syntax.ok) return null;
    await this.applyDueTransitions();
    const found = await this.find(syntax.name.ascii);
    if (!found) return null;
    // The sponsor needs no code; anyone else must give the stored one (compared in constant time).
    if (found.domain.registrarId !== this.registrarId && (typeof authInfo !== 'string' || !safeEqual(authInfo, found.domain.authInfo))) {
      throw new RegistryError(2202, 'invalid authInfo');
    }
    return this.describe(found);
  }

  private async describe(found: Found): Promise<DomainInfo> {
    const { domain, state } = found;
    const sponsoredByUs = domain.registrarId === this.registrarId;
    return {
      name: domain.name,
      registrar: toRegistrar(domain.registrarId, found.registrar),
      sponsoredByUs,
      statuses: eppStatuses(domain, state),
      rgpStatus: state.rgpStatus,
      createdAt: domain.createdAt,
      updatedAt: domain.updatedAt,
      expiresAt: state.expiresAt,
      transferredAt: domain.transferredAt,
      nameservers: domain.nameservers,
      hosts: sponsoredByUs ? await this.hosts.namesUnder(domain.name) : undefined,
      registrant: found.registrant ? toContact(found.registrant) : null,
      authInfo: sponsoredByUs ? domain.authInfo : null,
      idnLanguage: domain.idnLanguage,
      pendingTransfer: state.transfer
        ? { requestedBy: state.transfer.requestedBy, requestedAt: state.transfer.requestedAt, actBy: state.transfer.actBy }
        : null,
      dsData: domain.dsData.map((ds) => ({ ...ds })),
    };
  }

  async create(command: CreateCommand): Promise<{ createdAt: Date; expiresAt: Date }> {
    const name = requireName(command.name);
    await this.applyDueTransitions();
    const policy = await this.repository.tld(name.tld);
    if (!policy) throw new RegistryError(2306, `.${name.tld} is not served by this registry`);
    validatePeriod(command.periodYears, policy);
    const problem = labelPolicyProblem(name, policy, command.idnLanguage, 'create');
    if (problem) throw new RegistryError(2306, problem);
    if (await this.repository.isReserved(name.label)) throw new RegistryError(2306, `${name.ascii} is reserved by the registry`);
    const nameservers = normalizeNameservers(command.nameservers ?? []);
    // Nameservers inside the registry's TLDs must exist as host objects (RFC 5731 §1.1).
    const hostObjects = await this.hosts.inNamespace(nameservers);
    validateAuthInfo(command.authInfo);
    const registrant = validateContact(command.registrant);

    const now = this.clock.now();
    const expiresAt = addYears(now, command.periodYears);
    const handle = newContactHandle(this.registrarId);
    const created = await this.repository.insertDomain(
      {
        name: name.ascii,
        tld: name.tld,
        registrarId: this.registrarId,
        registrantHandle: handle,
        createdAt: now,
        updatedAt: now,
        expiresAt,
        authInfo: command.authInfo,
        nameservers,
        idnLanguage: name.label.startsWith('xn--') ? (command.idnLanguage ?? null) : null,
      },
      { ...registrant, handle, registrarId: this.registrarId, createdAt: now },
      now,
      hostObjects,
    );
    if (!created) throw new RegistryError(2302, `${name.ascii} is already registered`);
    // A registry whose answer comes late, after the name is recorded: lets a test stop the shop
    // in the worst place for exactly-once (created at the registry, not yet recorded by the shop).
    await delay(this.createDelayMs);
    return { createdAt: now, expiresAt };
  }

  async renew(command: { name: string; currentExpiry: Date; periodYears: number }): Promise<{ expiresAt: Date }> {
    const name = requireName(command.name);
    await this.applyDueTransitions();
    const { domain, tld, state } = await this.findSponsored(name.ascii);
    if (state.phase !== 'active')
      throw new RegistryError(2304, `${name.ascii} is in ${state.rgpStatus} and cannot be renewed; restore it first`);
    const prohibited = [...domain.clientStatuses, ...domain.serverStatuses].find((status) => status.endsWith('RenewProhibited'));
    if (prohibited) throw new RegistryError(2304, `${name.ascii} has ${prohibited}`);
    if (state.transfer) throw new RegistryError(2304, `${name.ascii} has a pending transfer`);
    validatePeriod(command.periodYears, tld);
    if (!sameUtcDate(command.currentExpiry, state.expiresAt)) {
      throw new RegistryError(
        2306,
        `curExpDate ${command.currentExpiry.toISOString().slice(0, 10)} does not match the expiry ${state.expiresAt.toISOString().slice(0, 10)}`,
      );
    }
    const now = this.clock.now();
    const expiresAt = addYears(state.expiresAt, command.periodYears);
    if (expiresAt > latestAllowedExpiry(now)) throw new RegistryError(2306, 'the registration would exceed 10 years');
    const renewed = await this.repository.updateDomain(
      name.ascii,
      { expiresAt: domain.expiresAt, deletedAt: null, registrarId: this.registrarId },
      { expiresAt, autoRenewedAt: state.autoRenewedAt, renewedAt: now, updatedAt: now },
    );
    // A concurrent renew of the same term won: this one is the retry, and must not renew again.
    if (!renewed) throw new RegistryError(2306, 'curExpDate does not match the expiry');
    return { expiresAt };
  }

  async transfer(command: TransferCommand): Promise<TransferResult> {
    const name = requireName(command.name);
    await this.applyDueTransitions();
    const found = await this.find(name.ascii);
    if (!found) throw new RegistryError(2303, `${name.ascii} is not registered`);
    return this.transfers.transfer(found, name.ascii, command);
  }

  async restore(
    command: { name: string; op: 'request' } | { name: string; op: 'report'; report: RestoreReport },
  ): Promise<{ rgpStatus: RgpStatus | null }> {
    const name = requireName(command.name);
    await this.applyDueTransitions();
    const { domain, state } = await this.findSponsored(name.ascii);
    const now = this.clock.now();
    const guard = { deletedAt: domain.deletedAt, restoreRequestedAt: domain.restoreRequestedAt, registrarId: this.registrarId };
    if (command.op === 'request') {
      if (state.phase !== 'redemptionPeriod')
        throw new RegistryError(2304, `${name.ascii} is not in redemptionPeriod (${state.rgpStatus ?? 'active'})`);
      await this.writeOrConflict(name.ascii, guard, { restoreRequestedAt: now, updatedAt: now });
      return { rgpStatus: 'pendingRestore' };
    }
    if (state.phase !== 'pendingRestore')
      throw new RegistryError(2304, `${name.ascii} has no restore request pending (${state.rgpStatus ?? 'active'})`);
    validateRestoreReport(command.report);
    await this.writeOrConflict(
      name.ascii,
      guard,
      { deletedAt: null, restoreRequestedAt: null, expiresAt: expiryAfterRestore(domain.expiresAt, now), updatedAt: now },
      [{ registrarId: this.registrarId, kind: 'restored', name: name.ascii, message: `${name.ascii} was restored.`, queuedAt: now }],
    );
    return { rgpStatus: null };
  }

  async update(command: UpdateCommand): Promise<void> {
    const name = requireName(command.name);
    await this.applyDueTransitions();
    const { domain, tld, state } = await this.findSponsored(name.ascii);
    if (state.phase !== 'active') throw new RegistryError(2304, `${name.ascii} is in ${state.rgpStatus}; only a restore is possible`);
    if (state.transfer) throw new RegistryError(2304, `${name.ascii} has a pending transfer`);

    const add = command.addStatuses ?? [];
    const remove = command.removeStatuses ?? [];
    for (const status of [...add, ...remove]) {
      if (SERVER_STATUSES.has(status) || status.startsWith('server'))
        throw new RegistryError(2306, `${status} is set by the registry only`);
      if (!CLIENT_STATUSES.has(status)) throw new RegistryError(2005, `unknown status ${status}`);
    }
    if (domain.serverStatuses.includes('serverUpdateProhibited')) throw new RegistryError(2304, `${name.ascii} has serverUpdateProhibited`);
    const onlyUnlocks =
      add.length === 0 &&
      remove.length > 0 &&
      remove.every((status) => status === 'clientUpdateProhibited') &&
      command.nameservers === undefined &&
      command.authInfo === undefined &&
      command.registrant === undefined &&
      command.secDns === undefined;
    // RFC 5731 §2.3: with clientUpdateProhibited only the update that removes it is accepted.
    if (domain.clientStatuses.includes('clientUpdateProhibited') && !onlyUnlocks)
      throw new RegistryError(2304, `${name.ascii} has clientUpdateProhibited`);

    const now = this.clock.now();
    const changes: Partial<RegistryDomainRow> = { updatedAt: now };
    if (add.length > 0 || remove.length > 0) {
      changes.clientStatuses = [...new Set([...domain.clientStatuses.filter((status) => !remove.includes(status)), ...add])];
    }
    let hostObjects: string[] = [];
    if (command.nameservers !== undefined) {
      changes.nameservers = normalizeNameservers(command.nameservers);
      hostObjects = await this.hosts.inNamespace(changes.nameservers);
    }
    if (command.authInfo !== undefined) {
      validateAuthInfo(command.authInfo);
      changes.authInfo = command.authInfo;
    }
    if (command.secDns !== undefined) {
      if (!tld.dnssec) throw new RegistryError(2306, `the registry of .${tld.tld} takes no DS records`);
      changes.dsData = applySecDns(domain.dsData, command.secDns);
    }
    let registrant: NewContact | undefined;
    if (command.registrant !== undefined) {
      // A new contact object rather than an edit: seeded contacts are shared by many names.
      const handle = newContactHandle(this.registrarId);
      registrant = { ...validateContact(command.registrant), handle, registrarId: this.registrarId, createdAt: now };
      changes.registrantHandle = handle;
    }
    const updated = await this.repository.updateDomain(
      name.ascii,
      { registrarId: this.registrarId, deletedAt: null, transferRequestedBy: null, updatedAt: domain.updatedAt },
      changes,
      { registrant, hosts: hostObjects },
    );
    if (!updated) throw new RegistryError(2400, `${name.ascii} changed during the update; try again`);
  }

  async delete(nameInput: string): Promise<{ rgpStatus: RgpStatus | null }> {
    const name = requireName(nameInput);
    await this.applyDueTransitions();
    const { domain, tld, state } = await this.findSponsored(name.ascii);
    if (state.phase !== 'active') throw new RegistryError(2304, `${name.ascii} is already deleted (${state.rgpStatus})`);
    if (state.transfer) throw new RegistryError(2304, `${name.ascii} has a pending transfer`);
    const prohibited = [...domain.clientStatuses, ...domain.serverStatuses].find((status) => status.endsWith('DeleteProhibited'));
    if (prohibited) throw new RegistryError(2304, `${name.ascii} has ${prohibited}`);
    const subordinate = await this.hosts.namesUnder(name.ascii);
    if (subordinate.length > 0)
      throw new RegistryError(2305, `${name.ascii} has subordinate hosts (${subordinate.join(', ')}); delete them first`);
    const now = this.clock.now();
    const guard = { registrarId: this.registrarId, deletedAt: null, transferRequestedBy: null, expiresAt: domain.expiresAt };
    // Inside the add grace period the registry refunds the create and frees the name at once (no RGP).
    if (now < addDays(domain.createdAt, tld.addGraceDays)) {
      if (!(await this.repository.removeDomain(name.ascii, guard)))
        throw new RegistryError(2400, `${name.ascii} changed during the delete; try again`);
      return { rgpStatus: null };
    }
    const term = expiryAfterDelete({ expiresAt: state.expiresAt, autoRenewedAt: state.autoRenewedAt }, tld, now);
    await this.writeOrConflict(name.ascii, guard, {
      deletedAt: now,
      restoreRequestedAt: null,
      expiresAt: term.expiresAt,
      autoRenewedAt: term.autoRenewedAt,
      updatedAt: now,
    });
    return { rgpStatus: 'redemptionPeriod' };
  }

  /**
   * The renewal price of each premium name asked, held or not (the premium list keeps a name after
   * it is registered); the sandbox charges its standard restore fee for every name (restore null).
   */
  async renewalFees(names: readonly string[]): Promise<Map<string, RenewalFees>> {
    const ascii = [
      ...new Set(
        names.flatMap((input) => {
          const syntax = parseName(input.toLowerCase());
          return syntax.ok ? [syntax.name.ascii] : [];
        }),
      ),
    ];
    const fees = new Map<string, RenewalFees>();
    if (ascii.length === 0) return fees;
    const { premium } = await this.repository.checkLookup(ascii, []);
    for (const row of premium) fees.set(row.name, { renew: row.renewPrice, restore: null });
    return fees;
  }

  async premiumNames(query: { tlds: readonly string[]; limit: number; offset: number }): Promise<{ names: PremiumName[]; total: number }> {
    if (query.tlds.length === 0) return { names: [], total: 0 };
    return this.repository.premiumOnOffer({ ...query, now: this.clock.now() });
  }

  /**
   * Read from the rows as they are: the phase and release date follow from the deletion and the
   * TLD policy (sandbox-lifecycle.ts), so a purge the sweep has not written yet changes nothing.
   */
  async releasing(query: {
    tlds: readonly string[];
    before: Date;
    limit: number;
    offset: number;
  }): Promise<{ names: ReleasingName[]; total: number }> {
    if (query.tlds.length === 0) return { names: [], total: 0 };
    const now = this.clock.now();
    const { rows, total } = await this.repository.releasing({ ...query, now });
    const names = rows.flatMap(({ domain, tld }): ReleasingName[] => {
      const { phase } = domainState(domain, tld, now);
      const releaseAt = purgeAt(domain, tld);
      if (!releaseAt || (phase !== 'redemptionPeriod' && phase !== 'pendingRestore' && phase !== 'pendingDelete')) return [];
      return [{ name: domain.name, rgpStatus: phase, releaseAt }];
    });
    return { names, total };
  }

  checkHosts(names: readonly string[]): Promise<Array<{ name: string; available: boolean }>> {
    return this.hosts.check(names);
  }

  hostInfo(name: string): Promise<HostInfo | null> {
    return this.hosts.info(name);
  }

  async createHost(command: { name: string; addresses: string[] }): Promise<{ createdAt: Date }> {
    await this.applyDueTransitions();
    return this.hosts.create(command);
  }

  updateHost(command: { name: string; addAddresses?: string[]; removeAddresses?: string[] }): Promise<void> {
    return this.hosts.update(command);
  }

  deleteHost(name: string): Promise<void> {
    return this.hosts.delete(name);
  }

  async poll(): Promise<PollMessage | null> {
    await this.applyDueTransitions({ always: true });
    const row = await this.repository.oldestMessage(this.registrarId);
    if (!row) return null;
    return { id: String(row.id), queuedAt: row.queuedAt, message: row.message, name: row.name, kind: row.kind as PollMessage['kind'] };
  }

  async ack(messageId: string): Promise<void> {
    const id = Number(messageId);
    if (!Number.isSafeInteger(id) || id <= 0) throw new RegistryError(2005, `invalid message id ${messageId}`);
    if (!(await this.repository.ackMessage(this.registrarId, id, this.clock.now())))
      throw new RegistryError(2303, `no open message ${messageId}`);
  }

  /**
   * Writes the transitions that have fallen due for all names: transfers first (a transfer
   * completed before an expiry adds its year before the auto-renewal would), then auto-renewals,
   * then purges, each a guarded statement, so concurrent sweeps never apply one twice. The
   * auto-renewal uses the index on expires_at; transfers and purges filter on columns without an
   * index. Correctness does not depend on it (find() writes a due transition of the name it reads),
   * so it runs at most once per SWEEP_INTERVAL_MS of clock time, and on every poll, whose messages
   * it queues.
   */
  private applyDueTransitions(options: { always?: boolean } = {}): Promise<void> {
    const now = this.clock.now().getTime();
    if (
      this.sweeping &&
      (this.sweeping.at === now || (!options.always && now >= this.sweeping.at && now - this.sweeping.at < SWEEP_INTERVAL_MS))
    ) {
      return this.sweeping.promise;
    }
    const promise = this.sweep(new Date(now)).catch((error: unknown) => {
      // A failed sweep is retried by the next command rather than waiting out the interval.
      this.sweeping = null;
      throw error;
    });
    this.sweeping = { at: now, promise };
    return promise;
  }

  private async sweep(now: Date): Promise<void> {
    const due = await this.repository.findTransfersRequestedBefore(addDays(now, -TRANSFER_AUTO_APPROVE_DAYS));
    for (const { domain, tld } of due) {
      await this.transfers.complete(domain, tld, addDays(domain.transferRequestedAt!, TRANSFER_AUTO_APPROVE_DAYS), 'serverApproved');
    }
    await this.repository.autoRenewDue(now);
    await this.repository.purgeDue(now);
  }

  /**
   * A registration as it stands now. When a transition of this name has fallen due and the sweep
   * has not written it yet, it is written first (the same statements, limited to the name), so
   * that commands act on the current sponsor and term and the poll messages are queued.
   */
  private async find(name: string): Promise<Found | null> {
    let row = await this.repository.findDomain(name);
    if (!row) return null;
    const now = this.clock.now();
    let state = domainState(row.domain, row.tld, now);
    const renewalDue = !row.domain.deletedAt && row.domain.expiresAt <= now;
    if (state.transfer?.status === 'serverApproved' || renewalDue || state.phase === 'purged') {
      if (state.transfer?.status === 'serverApproved')
        await this.transfers.complete(row.domain, row.tld, state.transfer.actBy, 'serverApproved');
      await this.repository.autoRenewDue(now, name);
      if (state.phase === 'purged') await this.repository.purgeDue(now, name);
      row = await this.repository.findDomain(name);
      if (!row) return null;
      state = domainState(row.domain, row.tld, now);
    }
    if (state.phase === 'purged') return null;
    return { ...row, state };
  }

  private async findSponsored(name: string): Promise<Found> {
    const found = await this.find(name);
    if (!found) throw new RegistryError(2303, `${name} is not registered`);
    if (found.domain.registrarId !== this.registrarId) throw new RegistryError(2201, `${name} is sponsored by another registrar`);
    return found;
  }

  private async writeOrConflict(
    name: string,
    guard: Parameters<SandboxRegistryRepository['updateDomain']>[1],
    changes: Partial<RegistryDomainRow>,
    messages: NewPollMessage[] = [],
    conflictCode = 2400,
  ): Promise<void> {
    const written = await this.repository.updateDomain(name, guard, changes, { messages });
    // The row changed between reading and writing: a concurrent command decided first.
    if (!written) throw new RegistryError(conflictCode, `${name} changed meanwhile; try again`);
  }
}

/** The lifecycle fields check does not load; none of them affects the phase of a deleted name. */
const NO_EVENTS = {
  createdAt: new Date(0),
  expiresAt: new Date(8.64e15),
  transferredAt: null,
  autoRenewedAt: null,
  renewedAt: null,
  transferRequestedBy: null,
  transferRequestedAt: null,
};
