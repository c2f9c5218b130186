import type {
  AutoRenewByPatternView,
  AutoRenewView,
  CustomerDomainCountView,
  CustomerDomainListView,
  CustomerDomainStatus,
  DomainListQuery,
} from '@common/api/customer-domain.contract';
import { DOMAIN_STATUSES } from '@common/api/customer-domain.contract';
import { parseDomainName, toDisplayName } from '@common/domain/domain-name';
import { ErrorCode } from '@common/errors/error-codes';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { RegistryGateway, TldPolicy } from '../../registry/registry-gateway';
import type { CustomerDomainListRow, CustomerDomainRepository, DomainListFilter } from './customer-domain.repository';
import { presentCustomerDomain } from './customer-domain.presenter';
import { DAY_MS } from '@common/time/durations';

/** A snapshot older than this is read again from the registry when its row is shown. */
export const SNAPSHOT_MAX_AGE_MS = 10 * 60_000;
/** Registry reads in parallel when a page's snapshots are refreshed. */
const REFRESH_CONCURRENCY = 8;
/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const INSERT_BATCH = 1000;
/** TLD policies change rarely; a registry round trip per TLD and page would not. */
const POLICY_CACHE_MS = 10 * 60_000;
/**
 * Only when the registry no longer runs a TLD (no policy): ICANN's upper bound of the auto-renew
 * grace period and the usual 60-day transfer lock (domain-rules.md §1).
 */
const FALLBACK_POLICY = { autoRenewGraceDays: 45, transferLockDays: 60 };

/**
 * A user's search pattern as a SQL LIKE pattern: lower case, LIKE's own characters escaped, `*`
 * for any characters; without a `*` it matches anywhere in the name.
 */
export function patternToLike(pattern: string): string {
  const escaped = pattern
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)
    .replace(/\*+/g, '%');
  return pattern.includes('*') ? escaped : `%${escaped}%`;
}

/**
 * "My domains" (spec §7 GET /domain/list, GET /domain/count, POST /domain/property/autorenew…;
 * decision 019): lists come from the shop's tables in one query per page; the registry snapshot
 * of the rows shown is refreshed through the gateway when it is older than SNAPSHOT_MAX_AGE_MS.
 */
export function createCustomerDomainService(deps: { repository: CustomerDomainRepository; registry: RegistryGateway; clock: Clock }) {
  const { repository, registry, clock } = deps;
  // The promise is kept, so that many names of one TLD at once ask the registry once.
  const policies = new Map<string, { at: number; policy: Promise<Pick<TldPolicy, 'autoRenewGraceDays' | 'transferLockDays'>> }>();

  function policyOf(name: string): Promise<Pick<TldPolicy, 'autoRenewGraceDays' | 'transferLockDays'>> {
    const tld = name.slice(name.lastIndexOf('.') + 1);
    const cached = policies.get(tld);
    const now = Date.now();
    if (cached && now - cached.at < POLICY_CACHE_MS) return cached.policy;
    const policy = registry.policy(tld).then((found) => found ?? FALLBACK_POLICY);
    // A failed read is not kept: the next call asks again.
    policy.catch(() => policies.delete(tld));
    policies.set(tld, { at: now, policy });
    return policy;
  }

  /** Gives names registered since the last look their state row (display name, policy, default settings). */
  async function ensureStates(userId: number): Promise<void> {
    const missing = await repository.namesWithoutState(userId);
    if (missing.length === 0) return;
    const rows = await Promise.all(
      missing.map(async ({ name, registeredAt, privacy }) => {
        const policy = await policyOf(name);
        return {
          name,
          // The WHOIS privacy bought with the registration.
          privacy,
          unicodeName: toDisplayName(name),
          autoRenewGraceDays: policy.autoRenewGraceDays,
          transferLockedUntil: new Date(registeredAt.getTime() + policy.transferLockDays * DAY_MS),
        };
      }),
    );
    for (let start = 0; start < rows.length; start += INSERT_BATCH) await repository.insertStates(rows.slice(start, start + INSERT_BATCH));
  }

  /** Reads the registry's data of these names again; answers whether any snapshot was written. */
  async function refresh(names: string[]): Promise<boolean> {
    let written = false;
    const queue = [...names];
    async function worker() {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const info = await registry.info(name);
        // Not (or no longer) ours at the registry: the snapshot stays as it was; ownership is the order module's.
        if (!info || !info.sponsoredByUs) continue;
        const policy = await policyOf(name);
        const since = info.transferredAt && info.transferredAt > info.createdAt ? info.transferredAt : info.createdAt;
        await repository.saveSnapshot(name, {
          rgpStatus: info.rgpStatus,
          statuses: info.statuses,
          nameservers: info.nameservers,
          transferLockedUntil: new Date(since.getTime() + policy.transferLockDays * DAY_MS),
          syncedAt: clock.now(),
        });
        written = true;
      }
    }
    await Promise.all(Array.from({ length: Math.min(REFRESH_CONCURRENCY, names.length) }, worker));
    return written;
  }

  function isStale(row: CustomerDomainListRow, now: Date): boolean {
    return !row.syncedAt || now.getTime() - row.syncedAt.getTime() > SNAPSHOT_MAX_AGE_MS;
  }

  /** Unicode or A-label names as A-labels; a name that cannot be one is a syntax error of its field. */
  function toAsciiNames(names: string[]): string[] {
    return names.map((input, index) => {
      const parsed = parseDomainName(input);
      if (!parsed.ok) throw AppError.badRequest(`domains.${index}`);
      return parsed.ascii;
    });
  }

  return {
    async list(userId: number, query: DomainListQuery): Promise<CustomerDomainListView> {
      await ensureStates(userId);
      const now = clock.now();
      const filter: DomainListFilter = {
        type: query.type,
        like: query.pattern ? patternToLike(query.pattern) : undefined,
        expiresBefore: query.expiring !== undefined ? new Date(now.getTime() + query.expiring * DAY_MS) : undefined,
      };
      const offset = (query.page - 1) * query.per_page;
      const read = () => repository.list(userId, filter, query.sort, query.order, query.per_page, offset, now);
      let page = await read();
      const stale = page.rows.filter((row) => isStale(row, now)).map((row) => row.name);
      // The rows shown must be current; their status may change, so the page is read again.
      if (stale.length > 0 && (await refresh(stale))) page = await read();
      return {
        domains: page.rows.map((row) => presentCustomerDomain(row, now)),
        total: page.total,
        page: query.page,
        per_page: query.per_page,
      };
    },

    async count(userId: number): Promise<CustomerDomainCountView> {
      await ensureStates(userId);
      const counts = await repository.counts(userId, clock.now());
      const view = { all: counts.all, locked: counts.locked, auto_renew_off: counts.autoRenewOff } as CustomerDomainCountView;
      for (const status of DOMAIN_STATUSES) view[status] = counts.byStatus.find((entry) => entry.status === status)?.n ?? 0;
      return view;
    },

    /**
     * The status of one of the user's names (redemption, pending-delete, pending-transfer…) by the
     * same rules as the list, from a snapshot no older than SNAPSHOT_MAX_AGE_MS; null when the name
     * is not the user's.
     */
    async nameStatus(userId: number, name: string): Promise<{ status: CustomerDomainStatus; nameservers: string[] } | null> {
      await ensureStates(userId);
      let row = await repository.statusOf(userId, name, clock.now());
      if (!row) return null;
      if (!row.syncedAt || clock.now().getTime() - row.syncedAt.getTime() > SNAPSHOT_MAX_AGE_MS) {
        if (await refresh([name])) row = (await repository.statusOf(userId, name, clock.now())) ?? row;
      }
      return { status: row.status, nameservers: row.nameservers };
    },

    /** All names must be the user's; otherwise nothing changes (and the answer names none of them). */
    async setAutoRenew(userId: number, domains: string[], autoRenew: boolean): Promise<AutoRenewView> {
      const names = [...new Set(toAsciiNames(domains))];
      await ensureStates(userId);
      const rows = await repository.setAutoRenew(userId, { names }, autoRenew);
      if (!rows) throw new AppError(ErrorCode.DomainNotOwned, 404, { field: 'domains' });
      return {
        domains: rows.map((row) => ({ domain: row.name, domain_utf8: row.unicodeName, auto_renew: autoRenew })),
        changed: rows.filter((row) => row.before !== autoRenew).length,
      };
    },

    async setAutoRenewByPattern(userId: number, pattern: string, autoRenew: boolean): Promise<AutoRenewByPatternView> {
      await ensureStates(userId);
      const rows = (await repository.setAutoRenew(userId, { like: patternToLike(pattern) }, autoRenew)) ?? [];
      return { matched: rows.length, changed: rows.filter((row) => row.before !== autoRenew).length };
    },
  };
}

export type CustomerDomainService = ReturnType<typeof createCustomerDomainService>;
