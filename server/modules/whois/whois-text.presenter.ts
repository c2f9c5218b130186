import type { DomainInfo } from '../../registry/registry-gateway';
import { CONTACT_THE_REGISTRANT, REDACTED, eppStatuses, publishedRegistrant } from './registration-data-policy';

/** Dates as WHOIS servers print them: ISO 8601 UTC without milliseconds. */
const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The usual "key: value" WHOIS answer (the format of the ICANN RAA specification), with the
 * same redactions as RDAP.
 */
export function presentWhoisText(info: DomainInfo, options: { now: Date; whoisServer: string | null }): string {
  const registrant = publishedRegistrant(info.registrant);
  const lines: [string, string][] = [
    ['Domain Name', info.name.toUpperCase()],
    ['Registry Domain ID', `${info.name.toUpperCase().replace(/\./g, '_')}-DOM`],
    ['Registrar WHOIS Server', options.whoisServer ?? ''],
    ['Registrar URL', info.registrar.url],
    ['Updated Date', iso(info.updatedAt)],
    ['Creation Date', iso(info.createdAt)],
    ['Registry Expiry Date', iso(info.expiresAt)],
    ['Registrar', info.registrar.name],
    ['Registrar IANA ID', info.registrar.ianaId ? String(info.registrar.ianaId) : ''],
    ['Registrar Abuse Contact Email', info.registrar.abuseEmail],
    ['Registrar Abuse Contact Phone', info.registrar.abusePhone],
    ...eppStatuses(info).map((status): [string, string] => ['Domain Status', `${status} https://icann.org/epp#${status}`]),
  ];
  if (registrant) {
    lines.push(
      ['Registrant Name', REDACTED],
      ['Registrant Organization', registrant.organization ?? ''],
      ['Registrant Street', REDACTED],
      ['Registrant City', REDACTED],
      ['Registrant State/Province', registrant.stateOrProvince ?? ''],
      ['Registrant Postal Code', REDACTED],
      ['Registrant Country', registrant.countryCode],
      ['Registrant Phone', REDACTED],
      ['Registrant Email', CONTACT_THE_REGISTRANT],
    );
  }
  for (const host of info.nameservers) lines.push(['Name Server', host.toUpperCase()]);
  lines.push(['DNSSEC', 'unsigned'], ['URL of the ICANN Whois Inaccuracy Complaint Form', 'https://www.icann.org/wicf/']);
  return [
    ...lines.map(([key, value]) => `${key}: ${value}`.trimEnd()),
    `>>> Last update of WHOIS database: ${iso(options.now)} <<<`,
    '',
    'The data in this record is provided for information purposes only and may not be used for unsolicited advertising or to collect personal data.',
    '',
  ].join('\r\n');
}

export function presentWhoisNoMatch(query: string, reason: 'available' | 'invalid' | 'unsupported' | 'reserved'): string {
  const text = {
    available: `No match for "${query.toUpperCase()}".`,
    invalid: `Invalid query: "${query}" is not a valid domain name.`,
    unsupported: `No match for "${query.toUpperCase()}": this server does not hold data for that top-level domain.`,
    reserved: `"${query.toUpperCase()}" is reserved by the registry and cannot be registered.`,
  }[reason];
  return `${text}\r\n`;
}
