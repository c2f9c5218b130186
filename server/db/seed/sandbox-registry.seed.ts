import { randomBytes } from 'node:crypto';
import { parseDomainName } from '../../../common/domain/domain-name';
import { labelFitsLanguage } from '../../../common/domain/idn-languages';
import { addDays, addYears, latestAllowedExpiry } from '../../registry/sandbox/sandbox-lifecycle';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  registryContacts,
  registryDomains,
  registryPremiumNames,
  registryRegistrars,
  registryReservedNames,
  registryTlds,
} from '../schema/index';
import {
  COMMON_WORDS_DE,
  COMMON_WORDS_EN,
  CONTACTS,
  DACH_TLDS,
  EUROPE_TLDS,
  GTLD_POLICY,
  IDN_NAMES_TAKEN,
  IDN_TAKEN,
  PREMIUM_CCTLD_WORDS,
  PREMIUM_CCTLDS,
  PREMIUM_TIERS,
  PREMIUM_WORDS,
  REGISTRAR_NAMESERVERS,
  DEMO_TRANSFER_DOMAINS,
  REGISTRAR_WEIGHTS,
  REGISTRARS,
  REGISTRY_OPENED,
  RESERVED_LABELS,
  TAKEN_SHARE,
  TLD_POLICIES,
} from './sandbox-registry.data';
import { TLD_SERVICES } from './content.data';
import { TLD_SEED } from './tlds.data';
import { DAY_MS } from '@common/time/durations';

type TldRow = typeof registryTlds.$inferInsert & typeof GTLD_POLICY & { idnLanguages: string[] };
type DomainRow = typeof registryDomains.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SandboxRegistrySeed {
  tlds: TldRow[];
  registrars: (typeof registryRegistrars.$inferInsert)[];
  contacts: (typeof registryContacts.$inferInsert)[];
  reserved: (typeof registryReservedNames.$inferInsert)[];
  premium: (typeof registryPremiumNames.$inferInsert)[];
  domains: DomainRow[];
}

// Rows per INSERT: a few hundred kilobytes of JSON each.
const BATCH = 2000;

/**
 * Fills the sandbox registry once. It runs at every server start, so when the registrars are
 * there it returns after one indexed query. The whole seed is one transaction: a start that fails
 * half-way leaves nothing behind, and the next start seeds again. Dates are relative to `now`.
 */
export async function seedSandboxRegistry(db: Db, now: Date): Promise<void> {
  const seeded = await db.select({ id: registryRegistrars.id }).from(registryRegistrars).limit(1);
  if (seeded.length > 0) return;
  const seed = buildSandboxRegistrySeed(now);
  await db.transaction(async (tx) => {
    await insertRows(tx, registryTlds, seed.tlds);
    await insertRows(tx, registryReservedNames, seed.reserved);
    await insertRows(tx, registryPremiumNames, seed.premium);
    await insertRows(tx, registryContacts, seed.contacts);
    await insertRows(tx, registryDomains, seed.domains);
    await insertRows(tx, registryRegistrars, seed.registrars);
  });
}

/**
 * Inserts rows as one JSON document per batch (json_populate_recordset): on PGlite this is about
 * ten times faster than multi-row VALUES with thousands of bound parameters, and it is the same
 * SQL on PostgreSQL. Columns no row sets are left out, so they get their defaults.
 * `on conflict do nothing`: two servers starting on one empty database both get through.
 */
async function insertRows<T extends PgTable>(tx: Db | Tx, table: T, rows: Array<T['$inferInsert']>): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const columnList = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows
      .slice(start, start + BATCH)
      .map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null])));
    await tx.execute(
      sql`insert into ${table} (${columnList}) select ${columnList} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json) on conflict do nothing`,
    );
  }
}

/** A well-mixed hash of a string into [0, 1): FNV-1a with MurmurHash3's finaliser. */
export function stableFraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

function pick<T>(items: readonly T[], fraction: number): T {
  return items[Math.min(items.length - 1, Math.floor(fraction * items.length))];
}

function pickWeighted(weights: Array<[string, number]>, fraction: number): string {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let remaining = fraction * total;
  for (const [id, weight] of weights) {
    remaining -= weight;
    if (remaining < 0) return id;
  }
  return weights[weights.length - 1][0];
}

function wholeMinutes(ms: number): Date {
  return new Date(Math.floor(ms / 60_000) * 60_000);
}

export function sandboxTldPolicies(): TldRow[] {
  return TLD_SEED.map(([tld]) => {
    const overrides = TLD_POLICIES[tld] ?? {};
    // The registry takes DS records where the shop offers DNSSEC (content.data.ts TLD_SERVICES).
    return { tld, ...GTLD_POLICY, ...overrides, idnLanguages: overrides.idnLanguages ?? [], dnssec: !TLD_SERVICES[tld]?.noDnssec };
  });
}

interface Candidate {
  ascii: string;
  unicodeLabel: string;
  tld: string;
}

/** Whether the TLD's policy would accept the label (the rules of the sandbox's create). */
function acceptable(candidate: Candidate, policy: TldRow, reserved: Set<string>): boolean {
  const label = candidate.ascii.split('.')[0];
  if (reserved.has(label)) return false;
  if ([...candidate.unicodeLabel].length < policy.minLabelLength) return false;
  const isIdn = label.startsWith('xn--');
  if (!isIdn) return !policy.tld.startsWith('xn--');
  return policy.idnLanguages.some((tag) => labelFitsLanguage(candidate.unicodeLabel, tag));
}

function parseCandidate(name: string): Candidate | null {
  // Plain LDH names are their own A-label; UTS #46 processing is only needed (and costly) for IDN.
  const ldh = /^([a-z0-9]|[a-z0-9][a-z0-9-]*[a-z0-9])\.(xn--[a-z0-9-]+|[a-z]+)$/.exec(name);
  if (ldh && !/^..--/.test(ldh[1]) && ldh[1].length <= 63) return { ascii: name, unicodeLabel: ldh[1], tld: ldh[2] };
  const parsed = parseDomainName(name);
  if (!parsed.ok || parsed.labels.length !== 2) return null;
  return { ascii: parsed.ascii, unicodeLabel: parsed.unicode.split('.')[0], tld: parsed.tld };
}

/**
 * The whole seed as rows, without I/O: deterministic except for the auth codes, which are random
 * so that nobody can read them from this file.
 */
export function buildSandboxRegistrySeed(now: Date): SandboxRegistrySeed {
  const tlds = sandboxTldPolicies();
  const policies = new Map(tlds.map((row) => [row.tld, row]));
  const launched = new Map(TLD_SEED.map(([tld, , , renew, , , launchedOn]) => [tld, { renew, launchedOn }]));
  const reserved = new Set(RESERVED_LABELS);

  const contactsByRegistrar = new Map<string, string[]>();
  const contacts = CONTACTS.map(
    ([handle, registrarId, name, org, street, city, stateOrProvince, postalCode, countryCode, phone, email]) => {
      contactsByRegistrar.set(registrarId, [...(contactsByRegistrar.get(registrarId) ?? []), handle]);
      const createdAt = wholeMinutes(now.getTime() - (400 + stableFraction(handle) * 5000) * DAY_MS);
      return { handle, registrarId, name, org, street, city, stateOrProvince, postalCode, countryCode, phone, email, createdAt };
    },
  );

  const taken = new Map<string, DomainRow>();
  const take = (candidate: Candidate | null) => {
    if (!candidate || taken.has(candidate.ascii)) return;
    const policy = policies.get(candidate.tld);
    if (!policy || !acceptable(candidate, policy, reserved)) return;
    taken.set(candidate.ascii, takenDomain(candidate, policy, launched.get(candidate.tld)!.launchedOn, contactsByRegistrar, now));
  };

  for (const [tld] of TLD_SEED) {
    const [enShare, deShare] = TAKEN_SHARE[tld] ?? [0, 0];
    for (const word of COMMON_WORDS_EN) if (stableFraction(`${word}.${tld}`) < enShare) take(parseCandidate(`${word}.${tld}`));
    for (const word of COMMON_WORDS_DE) if (stableFraction(`${word}.${tld}`) < deShare) take(parseCandidate(`${word}.${tld}`));
  }
  for (const group of IDN_TAKEN) {
    for (const [tld, share] of group.tlds) {
      for (const word of group.words) {
        const candidate = parseCandidate(`${word}.${tld}`);
        if (candidate && stableFraction(candidate.ascii) < share) take(candidate);
      }
    }
  }
  for (const name of IDN_NAMES_TAKEN) take(parseCandidate(name));

  const premium = new Map<string, SandboxRegistrySeed['premium'][number]>();
  const offer = (candidate: Candidate | null, tierRange: [number, number]) => {
    if (!candidate || taken.has(candidate.ascii) || premium.has(candidate.ascii)) return;
    const policy = policies.get(candidate.tld)!;
    if (!acceptable(candidate, policy, reserved)) return;
    const [low, high] = tierRange;
    const registerPrice = PREMIUM_TIERS[low + Math.floor(stableFraction(`${candidate.ascii}#tier`) * (high - low + 1))];
    // Most registries renew premium names at the standard price; some keep the premium price.
    const renewPrice = stableFraction(`${candidate.ascii}#renew`) < 0.6 ? launched.get(candidate.tld)!.renew : registerPrice;
    premium.set(candidate.ascii, { name: candidate.ascii, registerPrice, renewPrice });
  };
  const wordTiers = (word: string): [number, number] => (word.length <= 2 ? [5, 7] : word.length <= 4 ? [2, 6] : [0, 4]);
  for (const [tld, kind] of TLD_SEED) {
    if (kind !== 'new-generic' || tld.startsWith('xn--')) continue;
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') offer(parseCandidate(`${letter}.${tld}`), [6, 7]);
    for (const word of PREMIUM_WORDS)
      if (stableFraction(`${word}.${tld}#premium`) < 0.75) offer(parseCandidate(`${word}.${tld}`), wordTiers(word));
  }
  for (const tld of PREMIUM_CCTLDS) {
    for (const word of PREMIUM_CCTLD_WORDS) offer(parseCandidate(`${word}.${tld}`), wordTiers(word));
  }

  // One draw of randomness for all auth codes: 96 bits each.
  const domains = [...taken.values()];
  const randomness = randomBytes(12 * domains.length);
  domains.forEach((domain, index) => {
    domain.authInfo = randomness.subarray(index * 12, index * 12 + 12).toString('base64url');
  });
  // Transfer demos with known auth codes (decision 023).
  for (const demo of DEMO_TRANSFER_DOMAINS) {
    const createdAt = wholeMinutes(now.getTime() - demo.createdDaysAgo * DAY_MS);
    let expiresAt = addYears(createdAt, 1);
    while (expiresAt <= now) expiresAt = addYears(expiresAt, 1);
    domains.push({
      name: demo.name,
      tld: demo.tld,
      registrarId: demo.registrarId,
      registrantHandle: pick(contactsByRegistrar.get(demo.registrarId) ?? [], 0),
      createdAt,
      updatedAt: createdAt,
      expiresAt,
      authInfo: demo.authInfo,
      clientStatuses: demo.clientStatuses,
      serverStatuses: [],
      nameservers: REGISTRAR_NAMESERVERS[demo.registrarId].slice(0, 2),
    });
  }

  return {
    tlds,
    registrars: REGISTRARS,
    contacts,
    reserved: RESERVED_LABELS.map((label) => ({ label })),
    premium: [...premium.values()],
    domains,
  };
}

/**
 * One name held by another registrar: created some time since the registry opened, expiring at
 * its next anniversary (some paid years ahead), about 2% in redemption and 1% in pending delete.
 */
function takenDomain(
  candidate: Candidate,
  policy: TldRow,
  launchedOn: string,
  contactsByRegistrar: Map<string, string[]>,
  now: Date,
): DomainRow {
  const name = candidate.ascii;
  const fraction = (salt: string) => stableFraction(`${name}#${salt}`);
  const region = candidate.tld.startsWith('xn--')
    ? 'idn'
    : DACH_TLDS.has(candidate.tld)
      ? 'dach'
      : EUROPE_TLDS.has(candidate.tld)
        ? 'europe'
        : 'world';
  const registrarId = pickWeighted(REGISTRAR_WEIGHTS[region], fraction('registrar'));

  const opened = new Date(REGISTRY_OPENED[candidate.tld] ?? launchedOn).getTime();
  const latest = now.getTime() - 90 * DAY_MS;
  const createdAt = wholeMinutes(opened + fraction('created') * Math.max(0, latest - opened));

  let deletedAt: Date | null = null;
  const lifecycle = fraction('lifecycle');
  if (lifecycle < 0.02 && policy.redemptionDays > 2) {
    deletedAt = wholeMinutes(now.getTime() - (1 + fraction('deleted') * (policy.redemptionDays - 2)) * DAY_MS);
  } else if (lifecycle < 0.03 && policy.pendingDeleteDays > 0) {
    deletedAt = wholeMinutes(
      now.getTime() - (policy.redemptionDays + (0.1 + fraction('deleted') * 0.8) * policy.pendingDeleteDays) * DAY_MS,
    );
  }

  // The first anniversary after now (or, for a deleted name, the last one before the delete).
  const reference = deletedAt ?? now;
  let years = Math.max(1, Math.floor((reference.getTime() - createdAt.getTime()) / (365.25 * DAY_MS)));
  while (addYears(createdAt, years) <= reference) years += 1;
  if (deletedAt && years > 1) years -= 1;
  let expiresAt = addYears(createdAt, years);
  let autoRenewedAt: Date | null = null;
  if (!deletedAt) {
    const previous = addYears(expiresAt, -1);
    const extra = fraction('prepaid') < 0.15 ? 1 + Math.floor(fraction('prepaid-years') * 3) : 0;
    const prepaid = addYears(expiresAt, Math.min(extra, policy.maxPeriodYears - 1));
    expiresAt = prepaid > latestAllowedExpiry(now) ? expiresAt : prepaid;
    if (extra === 0 && previous > createdAt && now < addDays(previous, policy.autoRenewGraceDays)) autoRenewedAt = previous;
  }

  const lock = fraction('statuses');
  const clientStatuses =
    lock < 0.06
      ? ['clientDeleteProhibited', 'clientTransferProhibited', 'clientUpdateProhibited']
      : lock < 0.55
        ? ['clientTransferProhibited']
        : [];
  // Brand-protection registrars put their clients' names under registry lock.
  const serverStatuses =
    registrarId === 'halcyon' && fraction('registry-lock') < 0.3
      ? ['serverDeleteProhibited', 'serverTransferProhibited', 'serverUpdateProhibited']
      : [];
  const nameservers =
    fraction('dns') < 0.2
      ? [`ns1.${name}`, `ns2.${name}`]
      : REGISTRAR_NAMESERVERS[registrarId].slice(0, 2 + Math.floor(fraction('ns-count') * 2));
  const isIdn = name.startsWith('xn--');
  return {
    name,
    tld: candidate.tld,
    registrarId,
    registrantHandle: pick(contactsByRegistrar.get(registrarId) ?? [], fraction('contact')),
    createdAt,
    updatedAt: autoRenewedAt ?? deletedAt ?? createdAt,
    expiresAt,
    autoRenewedAt,
    authInfo: '',
    clientStatuses,
    serverStatuses,
    nameservers,
    idnLanguage: isIdn ? (policy.idnLanguages.find((tag) => labelFitsLanguage(candidate.unicodeLabel, tag)) ?? null) : null,
    deletedAt,
  };
}
