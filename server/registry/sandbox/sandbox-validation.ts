import { parseDomainName } from '../../../common/domain/domain-name';
import { labelFitsLanguage } from '../../../common/domain/idn-languages';
import { RegistryError, type Contact, type RestoreReport } from '../registry-gateway';
import type { RegistryTldRow } from './sandbox-registry.repository';

/*
 * What the sandbox registry refuses before it looks at any data, with the EPP result code a real
 * registry answers: names, periods, auth codes, nameservers, contacts, statuses and restore reports.
 */

/** Client statuses a sponsor may set (RFC 5731 §2.3); server* are the registry's own. */
export const CLIENT_STATUSES = new Set([
  'clientDeleteProhibited',
  'clientHold',
  'clientRenewProhibited',
  'clientTransferProhibited',
  'clientUpdateProhibited',
]);
export const SERVER_STATUSES = new Set([
  'serverDeleteProhibited',
  'serverHold',
  'serverRenewProhibited',
  'serverTransferProhibited',
  'serverUpdateProhibited',
]);

const MAX_NAMESERVERS = 13;
const MIN_NAMESERVERS = 2;
const AUTH_INFO_MIN = 8;
const AUTH_INFO_MAX = 64;

export interface ParsedName {
  ascii: string;
  label: string;
  unicodeLabel: string;
  tld: string;
}

export type NameSyntax = { ok: true; name: ParsedName } | { ok: false; code: 2004 | 2005; message: string };

// Lower-case LDH labels without "??--" are their own A-labels; only these skip UTS #46, whose
// processing costs far more than the lookup when check gets hundreds of names.
const PLAIN_NAME = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.([a-z](?:[a-z0-9-]{0,61}[a-z0-9])?)$/;

/** A second-level name in A-label form; the registry takes U-labels and any case as well. */
export function parseName(input: string): NameSyntax {
  const plain = PLAIN_NAME.exec(input);
  if (plain && !plain[1].startsWith('--', 2) && !plain[2].startsWith('--', 2)) {
    return { ok: true, name: { ascii: input, label: plain[1], unicodeLabel: plain[1], tld: plain[2] } };
  }
  const parsed = parseDomainName(input);
  if (!parsed.ok) {
    return parsed.problem === 'too-long'
      ? { ok: false, code: 2004, message: 'name too long' }
      : { ok: false, code: 2005, message: `invalid domain name (${parsed.problem})` };
  }
  if (parsed.labels.length !== 2) return { ok: false, code: 2005, message: 'only second-level names are registered here' };
  return { ok: true, name: { ascii: parsed.ascii, label: parsed.sld, unicodeLabel: parsed.unicode.split('.')[0], tld: parsed.tld } };
}

export function requireName(input: string): ParsedName {
  const result = parseName(input);
  if (!result.ok) throw new RegistryError(result.code, result.message);
  return result.name;
}

/**
 * Why the TLD's policy refuses a label, or null. `idnLanguage` is the tag a create names; check
 * has none and asks whether any of the TLD's tables would take the label.
 */
export function labelPolicyProblem(
  name: ParsedName,
  policy: RegistryTldRow,
  idnLanguage: string | undefined,
  mode: 'check' | 'create',
): string | null {
  if ([...name.unicodeLabel].length < policy.minLabelLength)
    return `labels under .${policy.tld} need at least ${policy.minLabelLength} characters`;
  const isIdn = name.label.startsWith('xn--');
  // An IDN TLD sells names in its own script only; a Latin label under .рф is refused. (The schema
  // has no column for this, so it follows from the TLD being an A-label.)
  if (!isIdn && policy.tld.startsWith('xn--')) return `.${policy.tld} takes names in its own script only`;
  if (!isIdn) return null;
  if (policy.idnLanguages.length === 0) return `.${policy.tld} takes no IDN names`;
  if (mode === 'check') {
    return policy.idnLanguages.some((tag) => labelFitsLanguage(name.unicodeLabel, tag))
      ? null
      : `no IDN table of .${policy.tld} accepts this label`;
  }
  if (!idnLanguage) return 'an IDN name needs an IDN language tag';
  if (!policy.idnLanguages.includes(idnLanguage)) return `.${policy.tld} has no IDN table for "${idnLanguage}"`;
  if (!labelFitsLanguage(name.unicodeLabel, idnLanguage)) return `the label has characters outside the "${idnLanguage}" table`;
  return null;
}

export function validatePeriod(years: number, policy: RegistryTldRow): void {
  if (!Number.isInteger(years) || years < policy.minPeriodYears || years > policy.maxPeriodYears) {
    throw new RegistryError(2306, `period must be ${policy.minPeriodYears}–${policy.maxPeriodYears} years for .${policy.tld}`);
  }
}

export function validateAuthInfo(authInfo: string): void {
  if (
    typeof authInfo !== 'string' ||
    authInfo.length < AUTH_INFO_MIN ||
    authInfo.length > AUTH_INFO_MAX ||
    !/^[\x21-\x7e]+$/.test(authInfo)
  ) {
    throw new RegistryError(2306, `authInfo must be ${AUTH_INFO_MIN}–${AUTH_INFO_MAX} printable ASCII characters`);
  }
}

/** Host names of the nameservers, lower-case A-labels without duplicates: none, or 2–13. */
export function normalizeNameservers(hosts: readonly string[]): string[] {
  const result: string[] = [];
  for (const host of hosts) {
    const parsed = parseDomainName(host);
    if (!parsed.ok) throw new RegistryError(2005, `invalid nameserver host name: ${host}`);
    if (!result.includes(parsed.ascii)) result.push(parsed.ascii);
  }
  if (result.length !== 0 && (result.length < MIN_NAMESERVERS || result.length > MAX_NAMESERVERS)) {
    throw new RegistryError(2306, `a delegation needs ${MIN_NAMESERVERS}–${MAX_NAMESERVERS} nameservers (or none)`);
  }
  return result;
}

/** RFC 5733 contact data: the fields EPP would refuse with a syntax error. */
export function validateContact(contact: Omit<Contact, 'handle'>): Omit<Contact, 'handle'> {
  const fail = (field: string) => {
    throw new RegistryError(2005, `invalid registrant ${field}`);
  };
  if (!contact.name?.trim()) fail('name');
  if (!Array.isArray(contact.street) || contact.street.length > 3) fail('street (0–3 lines)');
  if (!contact.city?.trim()) fail('city');
  if (typeof contact.postalCode !== 'string') fail('postal code');
  if (!/^[A-Za-z]{2}$/.test(contact.countryCode ?? '')) fail('country code');
  if (!/^\+\d{1,3}\.\d{4,14}$/.test(contact.phone ?? '')) fail('phone (+CC.number)');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email ?? '')) fail('email');
  return { ...contact, countryCode: contact.countryCode.toUpperCase() };
}

/** RFC 3915 §4.2.5: a report needs the data before and after, the reason and both statements. */
export function validateRestoreReport(report: RestoreReport): void {
  const missing = (field: string) => {
    throw new RegistryError(2003, `restore report: ${field} is required`);
  };
  if (!report) missing('report');
  if (!report.preData?.trim()) missing('preData');
  if (!report.postData?.trim()) missing('postData');
  if (!report.reason?.trim()) missing('resReason');
  if (!(report.deletedAt instanceof Date) || Number.isNaN(report.deletedAt.getTime())) missing('delTime');
  if (!(report.restoredAt instanceof Date) || Number.isNaN(report.restoredAt.getTime())) missing('resTime');
  if (!Array.isArray(report.statements) || report.statements.length !== 2 || report.statements.some((statement) => !statement?.trim()))
    missing('both statements');
}
