import { displayHostName, displayOwnerName } from './dns-names';
import type { DnsRecordType } from './record-shape';

/** Types whose value is a domain name ("." aside). */
const NAME_VALUED = new Set<DnsRecordType>(['CNAME', 'DNAME', 'ALIAS', 'NS', 'MX', 'SRV', 'NAPTR', 'SVCB', 'HTTPS']);

/**
 * Owner and value of a stored record as the editor shows them (domain-rules §4): names as
 * U-labels where the A-label decodes cleanly, the domain of a mail address and of a URL too.
 * What is stored, compared and served stays the A-label.
 */
export function displayRecord(record: { type: DnsRecordType; name: string; value: string }): { name: string; value: string } {
  const name = record.type === 'MAILFW' ? record.name : displayOwnerName(record.name);
  let value = record.value;
  if (NAME_VALUED.has(record.type) && value !== '.') value = displayHostName(value);
  else if (record.type === 'MAILFW') {
    const at = value.lastIndexOf('@');
    if (at > 0) value = `${value.slice(0, at)}@${displayHostName(value.slice(at + 1))}`;
  } else if (record.type === 'URL') {
    try {
      const { hostname } = new URL(value);
      value = value.replace(hostname, displayHostName(hostname));
    } catch {
      // A value that is no URL is shown as it is.
    }
  }
  return { name, value };
}
