import type { Contact, DomainInfo } from '../../registry/registry-gateway';

/**
 * What registration data is published (domain-rules.md §5; ICANN Registration Data Policy):
 * the registrant's organisation, state or province and country are shown; name, street, city,
 * postal code, phone and e-mail are personal data and redacted. Instead of an e-mail address,
 * the registrar's contact route is given. One policy for WHOIS, RDAP and the shop's screens.
 */
export const REDACTED = 'REDACTED FOR PRIVACY';

export const CONTACT_THE_REGISTRANT =
  'Please query the RDDS service of the Registrar of Record identified in this output for information on how to contact the Registrant, Admin, or Tech contact of the queried domain name.';

export interface PublishedRegistrant {
  organization: string | null;
  stateOrProvince: string | null;
  countryCode: string;
  /** The fields withheld, by the names RFC 9537 registries use. */
  redacted: (
    'Registrant Name' | 'Registrant Street' | 'Registrant City' | 'Registrant Postal Code' | 'Registrant Phone' | 'Registrant Email'
  )[];
}

export function publishedRegistrant(contact: Contact | null): PublishedRegistrant | null {
  if (!contact) return null;
  return {
    organization: contact.org,
    stateOrProvince: contact.stateOrProvince,
    countryCode: contact.countryCode,
    redacted: ['Registrant Name', 'Registrant Street', 'Registrant City', 'Registrant Postal Code', 'Registrant Phone', 'Registrant Email'],
  };
}

/**
 * The registrant published while the holder has WHOIS privacy (decision 028): the registrar's
 * privacy service in the holder's place, so not even the organisation, state or country that the
 * default policy shows tell who holds the name. Its address is the shop's (the seller's country).
 */
export function privacyProxy(info: Pick<DomainInfo, 'registrar'>, holder: Contact | null, sellerCountry: string): Contact | null {
  if (!holder) return null;
  return {
    ...holder,
    handle: 'PRIVACY-PROXY',
    name: '',
    org: `WHOIS privacy service of ${info.registrar.name}`,
    street: [],
    city: '',
    stateOrProvince: null,
    postalCode: '',
    countryCode: sellerCountry,
    phone: '',
    email: '',
  };
}

/** EPP status → the RDAP status words of RFC 8056. */
export const RDAP_STATUS: Record<string, string> = {
  ok: 'active',
  inactive: 'inactive',
  pendingCreate: 'pending create',
  pendingDelete: 'pending delete',
  pendingRenew: 'pending renew',
  pendingTransfer: 'pending transfer',
  pendingUpdate: 'pending update',
  pendingRestore: 'pending restore',
  redemptionPeriod: 'redemption period',
  addPeriod: 'add period',
  autoRenewPeriod: 'auto renew period',
  renewPeriod: 'renew period',
  transferPeriod: 'transfer period',
  clientDeleteProhibited: 'client delete prohibited',
  clientHold: 'client hold',
  clientRenewProhibited: 'client renew prohibited',
  clientTransferProhibited: 'client transfer prohibited',
  clientUpdateProhibited: 'client update prohibited',
  serverDeleteProhibited: 'server delete prohibited',
  serverHold: 'server hold',
  serverRenewProhibited: 'server renew prohibited',
  serverTransferProhibited: 'server transfer prohibited',
  serverUpdateProhibited: 'server update prohibited',
};

/** The EPP statuses of a domain, with its RGP status, in a stable order. */
export function eppStatuses(info: DomainInfo): string[] {
  const statuses = new Set(info.statuses);
  if (info.rgpStatus) statuses.add(info.rgpStatus);
  return [...statuses];
}
