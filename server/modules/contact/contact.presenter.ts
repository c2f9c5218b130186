import type { ContactDetails, ContactView } from '@common/api/contact.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { ContactRow } from '../../db/schema/index';

/** A contact's postal details as the form shows them; null while any required field is still missing. */
export function detailsOf(row: ContactRow): ContactDetails | null {
  if (
    row.name === null ||
    row.street === null ||
    row.city === null ||
    row.postalCode === null ||
    row.countryCode === null ||
    row.phone === null
  )
    return null;
  return {
    name: row.name,
    org: row.org ?? '',
    street: row.street,
    city: row.city,
    state: row.stateOrProvince ?? '',
    postal_code: row.postalCode,
    country: row.countryCode,
    phone: row.phone,
    email: row.email,
  };
}

/**
 * A contact of the customer's list: its details, whether its e-mail address is verified (or
 * overdue at `now`), and for a registrant the names it holds (`domains`), each marked suspended
 * when it is on hold for the missing verification (`held`).
 */
export function presentContact(row: ContactRow, facts: { now: Date; domains: string[]; held: ReadonlySet<string> }): ContactView {
  return {
    id: row.id,
    role: row.role,
    details: detailsOf(row),
    email: row.email,
    verification: row.emailVerifiedAt ? 'verified' : row.verificationDeadline.getTime() <= facts.now.getTime() ? 'overdue' : 'pending',
    verify_by: row.emailVerifiedAt ? null : row.verificationDeadline.toISOString(),
    domains: facts.domains.map((name) => ({ domain: name, domain_utf8: toDisplayName(name), suspended: facts.held.has(name) })),
  };
}
