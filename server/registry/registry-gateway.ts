/**
 * Everything the shop asks of a domain registry goes through this interface (EPP's domain
 * commands, RFC 5730/5731, with RGP of RFC 3915), so that a real EPP connection can replace the
 * sandbox without touching the shop. Names are lower-case A-labels; dates are Date objects;
 * prices are integer euro cents.
 */
export interface RegistryGateway {
  /** 'sandbox' marks the shop as a test environment (app settings `ote`). */
  readonly kind: 'sandbox' | 'epp';

  /** The registry's policy for a TLD, or null when the registry does not run it. */
  policy(tld: string): Promise<TldPolicy | null>;

  /**
   * Availability of each name, yielded as the registry answers (not necessarily in the order
   * asked). Like EPP check, only a hint: create decides.
   */
  check(names: readonly string[]): AsyncIterable<CheckResult>;

  /** The registration data of a name, or null when it is not registered. */
  info(name: string): Promise<DomainInfo | null>;

  /**
   * domain:info with <domain:authInfo> (RFC 5731 §3.1.2): a registrar that does not sponsor the
   * name proves it holds the auth code, so a transfer's code can be checked before it is ordered.
   * The name's data for the right code, null when the name is not registered; a wrong code is
   * refused with 2202 (invalid authorization information), and nothing at the registry changes.
   */
  infoWithAuth(name: string, authInfo: string): Promise<DomainInfo | null>;

  create(command: CreateCommand): Promise<{ createdAt: Date; expiresAt: Date }>;

  /**
   * Renews from `currentExpiry` (must equal the registry's expiry, so a retry cannot renew twice).
   * `fee`: what the customer paid for it (the fee extension, decision 068).
   */
  renew(command: { name: string; currentExpiry: Date; periodYears: number; fee?: AgreedFee }): Promise<{ expiresAt: Date }>;

  transfer(command: TransferCommand): Promise<TransferResult>;

  /** RGP restore: 'request' (with what the customer paid for it, decision 068) then 'report' (RFC 3915 §4.2.5). */
  restore(
    command: { name: string; op: 'request'; fee?: AgreedFee } | { name: string; op: 'report'; report: RestoreReport },
  ): Promise<{ rgpStatus: RgpStatus | null }>;

  update(command: UpdateCommand): Promise<void>;

  /** Deletes a name: inside the add grace period it is freed at once, otherwise it enters redemption. */
  delete(name: string): Promise<{ rgpStatus: RgpStatus | null }>;

  /**
   * What the registry charges for renewing and restoring each of `names` that it prices outside its
   * standard class, registered or not (check tells the prices of free names only): a year's
   * renewal and the restore fee, net euro cents. A standard name is not in the map; `restore` is
   * null where the name's restore costs the registry's standard fee. Over EPP the fee extension's
   * check with the commands renew and restore (RFC 8748, decision 070); without the extension the
   * map is empty.
   */
  renewalFees(names: readonly string[]): Promise<Map<string, RenewalFees>>;

  /**
   * Premium names the registry offers and nobody holds, cheapest first, with its prices; only
   * names under `tlds` (registries publish these lists per TLD). `total` counts all pages;
   * `limit` 0 asks for the count alone.
   */
  premiumNames(query: { tlds: readonly string[]; limit: number; offset: number }): Promise<{ names: PremiumName[]; total: number }>;

  /**
   * The drop list: deleted names that the registry will release (purge) after `now` and no later
   * than `before`, soonest first; only names under `tlds`.
   */
  releasing(query: {
    tlds: readonly string[];
    before: Date;
    limit: number;
    offset: number;
  }): Promise<{ names: ReleasingName[]; total: number }>;

  /**
   * Host objects (RFC 5732). A host inside a TLD the registry runs is subordinate to a registered
   * domain, must be sponsored with it and carries its glue addresses (1–13); an external host
   * carries none. A domain's nameservers inside the registry's TLDs must exist as hosts.
   */
  checkHosts(names: readonly string[]): Promise<Array<{ name: string; available: boolean }>>;
  /** The host object, or null when there is none. */
  hostInfo(name: string): Promise<HostInfo | null>;
  createHost(command: { name: string; addresses: string[] }): Promise<{ createdAt: Date }>;
  /** Adds and removes addresses in one step (RFC 5732 §3.2.5 `add`/`rem`). */
  updateHost(command: { name: string; addAddresses?: string[]; removeAddresses?: string[] }): Promise<void>;
  /** Refused with 2305 while a domain is delegated to the host. */
  deleteHost(name: string): Promise<void>;

  /** The oldest unacknowledged message for this registrar (transfer events, pending-action results). */
  poll(): Promise<PollMessage | null>;
  ack(messageId: string): Promise<void>;
}

export interface TldPolicy {
  tld: string;
  minPeriodYears: number;
  maxPeriodYears: number;
  addGraceDays: number;
  renewGraceDays: number;
  transferGraceDays: number;
  autoRenewGraceDays: number;
  redemptionDays: number;
  pendingDeleteDays: number;
  /** Days after creation or a transfer during which a transfer is refused. */
  transferLockDays: number;
  /** IDN language tags the registry accepts for this TLD (empty: ASCII names only). */
  idnLanguages: string[];
  minLabelLength: number;
  /** Whether the registry takes DS records (secDNS) for names under this TLD. */
  dnssec: boolean;
}

export type UnavailableReason = 'registered' | 'reserved' | 'redemption' | 'pending-delete' | 'unsupported-tld' | 'policy';

export interface CheckResult {
  name: string;
  available: boolean;
  reason?: UnavailableReason;
  /** Set for premium names: the registry's price for creation and renewal, per year. */
  premium?: { registerPrice: number; renewPrice: number };
}

/** A premium name's renewal (a year) and restore fees at the registry, net euro cents (`renewalFees`). */
export interface RenewalFees {
  renew: number;
  /** Null: the registry's standard restore fee (the shop's price list). */
  restore: number | null;
}

/** A premium name on offer: the registry's prices per year in euro cents. */
export interface PremiumName {
  name: string;
  registerPrice: number;
  renewPrice: number;
}

/** A deleted name on its way out: where it is in RGP and when the registry frees it. */
export interface ReleasingName {
  name: string;
  rgpStatus: 'redemptionPeriod' | 'pendingRestore' | 'pendingDelete';
  releaseAt: Date;
}

/** EPP statuses (RFC 5731 §2.3) plus the RGP status (RFC 3915). */
export type RgpStatus =
  'addPeriod' | 'autoRenewPeriod' | 'renewPeriod' | 'transferPeriod' | 'redemptionPeriod' | 'pendingRestore' | 'pendingDelete';

export interface Contact {
  handle: string;
  name: string;
  org: string | null;
  street: string[];
  city: string;
  stateOrProvince: string | null;
  postalCode: string;
  countryCode: string;
  /** +CC.number */
  phone: string;
  email: string;
}

export interface DomainInfo {
  name: string;
  /** The sponsoring registrar. */
  registrar: { id: string; name: string; ianaId: number | null; url: string; abuseEmail: string; abusePhone: string };
  /** True when this shop is the sponsor. */
  sponsoredByUs: boolean;
  statuses: string[];
  rgpStatus: RgpStatus | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  transferredAt: Date | null;
  nameservers: string[];
  /** Subordinate host objects (domain:info hosts="sub"), shown to the sponsor only. */
  hosts?: string[];
  registrant: Contact | null;
  /** Only the sponsor sees the auth code. */
  authInfo: string | null;
  idnLanguage: string | null;
  pendingTransfer: { requestedBy: string; requestedAt: Date; actBy: Date } | null;
  /** The DS set the registry publishes for the name (secDNS:infData, RFC 5910 §4.1); empty when unsigned. */
  dsData?: DsData[];
}

/**
 * A delegation signer (RFC 5910 §4.1 dsData, the DS RDATA of RFC 4034 §5): the key tag, the
 * DNSKEY's algorithm, the digest type (2 SHA-256, 4 SHA-384) and the digest in hex.
 */
export interface DsData {
  keyTag: number;
  alg: number;
  digestType: number;
  digest: string;
}

export interface CreateCommand {
  name: string;
  periodYears: number;
  registrant: Omit<Contact, 'handle'>;
  nameservers: string[];
  authInfo: string;
  idnLanguage?: string;
  /** What the customer paid for the registration (the fee extension, decision 068). */
  fee?: AgreedFee;
}

/**
 * The most the shop agrees to pay the registry for a transform: the net price the customer paid
 * for the line, in euro cents (order_items.agreed_fee). Over EPP it is sent in the fee extension
 * (RFC 8748 §5.2) for a name the registry prices outside its standard class, so a registry that
 * asks for the fee to be acknowledged takes the command and one whose fee rose refuses it (2004)
 * instead of charging more (decision 068). The sandbox ignores it.
 */
export interface AgreedFee {
  currency: 'EUR';
  amount: number;
  /**
   * The shop's exchange rates (units per euro) when the customer paid (orders.exchange_rates): a
   * registry billing in another currency gets the amount converted at the lower of that rate and
   * today's (decision 070). Absent for lines paid before it: today's rate.
   */
  ratesAtPayment?: Partial<Record<'EUR' | 'USD' | 'GBP', number>>;
}

export type TransferCommand =
  { op: 'request'; name: string; authInfo: string; periodYears?: number } | { op: 'query' | 'cancel' | 'approve' | 'reject'; name: string };

export interface TransferResult {
  status: 'pending' | 'clientApproved' | 'clientRejected' | 'clientCancelled' | 'serverApproved' | 'serverCancelled';
  requestedAt: Date;
  actBy: Date;
  expiresAt: Date | null;
}

export interface UpdateCommand {
  name: string;
  addStatuses?: string[];
  removeStatuses?: string[];
  nameservers?: string[];
  authInfo?: string;
  registrant?: Omit<Contact, 'handle'>;
  /**
   * secDNS:update (RFC 5910 §3.2.5): DS records removed (or all of them with `removeAll`), then
   * added. Refused with 2306 where the TLD's registry takes no DS.
   */
  secDns?: { add?: DsData[]; remove?: DsData[]; removeAll?: boolean };
}

/** A host object (RFC 5732 §3.1.2). `statuses` holds `ok` or `linked` (a domain uses it). */
export interface HostInfo {
  name: string;
  /** The registered domain it is subordinate to; null for an external host. */
  superordinateDomain: string | null;
  /** Normalised IPv4 and IPv6 addresses (glue). */
  addresses: string[];
  statuses: string[];
  linked: boolean;
  sponsoredByUs: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface RestoreReport {
  preData: string;
  postData: string;
  deletedAt: Date;
  restoredAt: Date;
  reason: string;
  /** The two statements RFC 3915 requires. */
  statements: [string, string];
  other?: string;
}

export interface PollMessage {
  id: string;
  queuedAt: Date;
  message: string;
  name: string | null;
  /** 'other': a registry's message the shop does not act on (EPP registries also send notices as text). */
  kind:
    | 'transfer-requested'
    | 'transfer-approved'
    | 'transfer-rejected'
    | 'transfer-cancelled'
    | 'transfer-completed'
    | 'auto-renewed'
    | 'deleted'
    | 'restored'
    | 'other';
}

/** A refusal by the registry, with the EPP result code (RFC 5730 §3), e.g. 2302 object exists. */
export class RegistryError extends Error {
  /**
   * Set when the registry refused a transform over its fee (RFC 8748 §3.8: 2004, the agreed fee is
   * below its own): its price is above what the customer paid. The shop refunds the line with failure code 'price-changed' (decision 068).
   */
  priceChanged = false;

  constructor(
    public readonly eppCode: number,
    message: string,
  ) {
    super(`${eppCode} ${message}`);
  }

  /** 2400 and 25xx are worth a retry; everything else is final. */
  get transient(): boolean {
    return this.eppCode === 2400 || this.eppCode >= 2500;
  }
}
