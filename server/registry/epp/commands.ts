import type { DsData, RestoreReport } from '../registry-gateway';
import { inNs, NS, toXml, xsDate, xsDateTime, type XmlChild, type XmlNode } from './xml';

/**
 * The client's frames (RFC 5730 §2.7–2.9 and the object mappings of RFC 5731–5733, with the RGP
 * (RFC 3915) and secDNS (RFC 5910) extensions). Each builder returns the command's parts; `frame`
 * adds the clTRID and serialises, so that a retry can resend the same clTRID.
 */

const epp = inNs(NS.epp);
const domain = inNs(NS.domain);
const contact = inNs(NS.contact);
const host = inNs(NS.host);
const rgp = inNs(NS.rgp);
const secDNS = inNs(NS.secDNS);
const fee = inNs(NS.fee);

export interface CommandParts {
  /** The element inside <command>: check, info, create, … */
  command: XmlNode;
  extensions?: XmlNode[];
  /** True for transforms (create, renew, transfer, update, delete): their clTRID is stored. */
  transform: boolean;
}

/**
 * The skeleton every update shares (RFC 5731–5733 §3.2.5): `<update><obj:update><obj:name|id>…`
 * then the object's add/rem/chg, as a transform.
 */
function updateCommand(object: typeof domain, key: 'name' | 'id', id: string, changes: XmlChild[], extensions?: XmlNode[]): CommandParts {
  const command = epp('update', {}, object('update', {}, object(key, {}, id), ...changes));
  return extensions ? { transform: true, command, extensions } : { transform: true, command };
}

/** `<epp><command>…<extension>…</extension><clTRID>…</clTRID></command></epp>` */
export function commandFrame(parts: CommandParts, clTRID: string): string {
  const extensions = parts.extensions?.length ? epp('extension', {}, ...parts.extensions) : null;
  return toXml(epp('epp', {}, epp('command', {}, parts.command, extensions, epp('clTRID', {}, clTRID))));
}

export function helloFrame(): string {
  return toXml(epp('epp', {}, epp('hello')));
}

export interface LoginOptions {
  clientId: string;
  password: string;
  newPassword?: string;
  language?: string;
  objectUris: string[];
  extensionUris: string[];
}

export function login(options: LoginOptions): CommandParts {
  return {
    transform: false,
    command: epp(
      'login',
      {},
      epp('clID', {}, options.clientId),
      epp('pw', {}, options.password),
      options.newPassword ? epp('newPW', {}, options.newPassword) : null,
      epp('options', {}, epp('version', {}, '1.0'), epp('lang', {}, options.language ?? 'en')),
      epp(
        'svcs',
        {},
        ...options.objectUris.map((uri) => epp('objURI', {}, uri)),
        options.extensionUris.length ? epp('svcExtension', {}, ...options.extensionUris.map((uri) => epp('extURI', {}, uri))) : null,
      ),
    ),
  };
}

export function logout(): CommandParts {
  return { transform: false, command: epp('logout') };
}

export function pollRequest(): CommandParts {
  return { transform: false, command: epp('poll', { op: 'req' }) };
}

export function pollAck(messageId: string): CommandParts {
  return { transform: false, command: epp('poll', { op: 'ack', msgID: messageId }) };
}

// ---- domain (RFC 5731) ----

/** A command the fee extension prices (RFC 8748 §3.3): the shop asks about these. */
export type FeeCommand = 'create' | 'renew' | 'restore';

/**
 * `<domain:check>` for many names; with `fee`, the fee extension's `<fee:check>` (RFC 8748 §5.1.1)
 * asks the price of the given commands (a one-year create and renew by default) in that currency
 * for every name.
 */
export function domainCheck(
  names: readonly string[],
  options: { fee?: { currency: string; commands?: ReadonlyArray<{ name: FeeCommand; periodYears?: number }> } } = {},
): CommandParts {
  if (names.length === 0) throw new RangeError('domain:check needs at least one name');
  const command = epp('check', {}, domain('check', {}, ...names.map((name) => domain('name', {}, name))));
  if (!options.fee) return { transform: false, command };
  const asked = options.fee.commands ?? [
    { name: 'create', periodYears: 1 },
    { name: 'renew', periodYears: 1 },
  ];
  return {
    transform: false,
    command,
    extensions: [
      fee(
        'check',
        {},
        fee('currency', {}, options.fee.currency),
        ...asked.map((c) => fee('command', { name: c.name }, c.periodYears ? fee('period', { unit: 'y' }, c.periodYears) : null)),
      ),
    ],
  };
}

/** The fee a client agrees to on a transform (RFC 8748 §5.2): in minor units (cents) of `currency`. */
export interface AgreedFee {
  currency: string;
  amount: number;
}

/**
 * `<fee:create>`, `<fee:renew>` or `<fee:update>` (the last on the RGP restore request, RFC 8748
 * §5.2.5) with the currency and the amount the client agrees to pay: a registry refuses the
 * command with 2004 when its fee is higher.
 */
export function feeTransform(command: 'create' | 'renew' | 'update', agreed: AgreedFee): XmlNode {
  const amount = `${Math.trunc(agreed.amount / 100)}.${String(agreed.amount % 100).padStart(2, '0')}`;
  return fee(command, {}, fee('currency', {}, agreed.currency), fee('fee', {}, amount));
}

export function domainInfo(name: string, options: { hosts?: 'all' | 'del' | 'sub' | 'none'; authInfo?: string } = {}): CommandParts {
  return {
    transform: false,
    command: epp(
      'info',
      {},
      domain(
        'info',
        {},
        domain('name', { hosts: options.hosts ?? 'all' }, name),
        options.authInfo !== undefined ? domain('authInfo', {}, domain('pw', {}, options.authInfo)) : null,
      ),
    ),
  };
}

export interface DomainCreate {
  name: string;
  periodYears: number;
  nameservers: string[];
  registrant: string;
  contacts?: Array<{ type: 'admin' | 'tech' | 'billing'; id: string }>;
  authInfo: string;
  /** Extensions sent with the create (the IDN language tag, idn-lang.ts). */
  extensions?: XmlNode[];
}

export function domainCreate(create: DomainCreate): CommandParts {
  return {
    transform: true,
    ...(create.extensions?.length ? { extensions: create.extensions } : {}),
    command: epp(
      'create',
      {},
      domain(
        'create',
        {},
        domain('name', {}, create.name),
        domain('period', { unit: 'y' }, create.periodYears),
        create.nameservers.length ? domain('ns', {}, ...create.nameservers.map((ns) => domain('hostObj', {}, ns))) : null,
        domain('registrant', {}, create.registrant),
        ...(create.contacts ?? []).map((c) => domain('contact', { type: c.type }, c.id)),
        domain('authInfo', {}, domain('pw', {}, create.authInfo)),
      ),
    ),
  };
}

/** Renew from the current expiry date (RFC 5731 §3.2.3): a second identical renew is refused. */
export function domainRenew(name: string, currentExpiry: Date, periodYears: number, extensions: XmlNode[] = []): CommandParts {
  return {
    transform: true,
    ...(extensions.length ? { extensions } : {}),
    command: epp(
      'renew',
      {},
      domain(
        'renew',
        {},
        domain('name', {}, name),
        domain('curExpDate', {}, xsDate(currentExpiry)),
        domain('period', { unit: 'y' }, periodYears),
      ),
    ),
  };
}

export function domainDelete(name: string): CommandParts {
  return { transform: true, command: epp('delete', {}, domain('delete', {}, domain('name', {}, name))) };
}

export type TransferOp = 'request' | 'query' | 'approve' | 'reject' | 'cancel';

export function domainTransfer(op: TransferOp, name: string, options: { authInfo?: string; periodYears?: number } = {}): CommandParts {
  return {
    transform: op !== 'query',
    command: epp(
      'transfer',
      { op },
      domain(
        'transfer',
        {},
        domain('name', {}, name),
        options.periodYears !== undefined ? domain('period', { unit: 'y' }, options.periodYears) : null,
        options.authInfo !== undefined ? domain('authInfo', {}, domain('pw', {}, options.authInfo)) : null,
      ),
    ),
  };
}

export interface DomainUpdateChanges {
  nameservers?: string[];
  contacts?: Array<{ type: 'admin' | 'tech' | 'billing'; id: string }>;
  statuses?: string[];
}

export interface DomainUpdate {
  name: string;
  add?: DomainUpdateChanges;
  remove?: DomainUpdateChanges;
  registrant?: string;
  authInfo?: string;
  secDns?: { add?: DsData[]; remove?: DsData[]; removeAll?: boolean };
}

function updateChanges(kind: 'add' | 'rem', changes: DomainUpdateChanges | undefined): XmlNode | null {
  if (!changes) return null;
  const parts: XmlChild[] = [
    changes.nameservers?.length ? domain('ns', {}, ...changes.nameservers.map((ns) => domain('hostObj', {}, ns))) : null,
    ...(changes.contacts ?? []).map((c) => domain('contact', { type: c.type }, c.id)),
    ...(changes.statuses ?? []).map((s) => domain('status', { s })),
  ];
  return parts.some(Boolean) ? domain(kind, {}, ...parts) : null;
}

function dsData(ds: DsData): XmlNode {
  return secDNS(
    'dsData',
    {},
    secDNS('keyTag', {}, ds.keyTag),
    secDNS('alg', {}, ds.alg),
    secDNS('digestType', {}, ds.digestType),
    secDNS('digest', {}, ds.digest.toUpperCase()),
  );
}

/**
 * domain:update. RFC 5731 needs at least one of add/rem/chg; an update with only a secDNS
 * extension carries an empty <chg/>, as RFC 3915 restore does.
 */
export function domainUpdate(update: DomainUpdate, extensions: XmlNode[] = []): CommandParts {
  const add = updateChanges('add', update.add);
  const rem = updateChanges('rem', update.remove);
  const chgParts: XmlChild[] = [
    update.registrant !== undefined ? domain('registrant', {}, update.registrant) : null,
    update.authInfo !== undefined ? domain('authInfo', {}, domain('pw', {}, update.authInfo)) : null,
  ];
  const chg = chgParts.some(Boolean) || (!add && !rem) ? domain('chg', {}, ...chgParts) : null;
  const secDns = update.secDns;
  const secDnsExtension =
    secDns && (secDns.removeAll || secDns.remove?.length || secDns.add?.length)
      ? secDNS(
          'update',
          {},
          secDns.removeAll
            ? secDNS('rem', {}, secDNS('all', {}, 'true'))
            : secDns.remove?.length
              ? secDNS('rem', {}, ...secDns.remove.map(dsData))
              : null,
          secDns.add?.length ? secDNS('add', {}, ...secDns.add.map(dsData)) : null,
        )
      : null;
  return updateCommand(domain, 'name', update.name, [add, rem, chg], [...(secDnsExtension ? [secDnsExtension] : []), ...extensions]);
}

/** RGP restore request (RFC 3915 §4.2.5): an update with an empty <domain:chg/>; `extensions` carries the agreed restore fee (<fee:update>). */
export function restoreRequest(name: string, extensions: XmlNode[] = []): CommandParts {
  return domainUpdate({ name }, [rgp('update', {}, rgp('restore', { op: 'request' })), ...extensions]);
}

/** RGP restore report (RFC 3915 §4.2.5) with the two statements. */
export function restoreReport(name: string, report: RestoreReport): CommandParts {
  return domainUpdate({ name }, [
    rgp(
      'update',
      {},
      rgp(
        'restore',
        { op: 'report' },
        rgp(
          'report',
          {},
          rgp('preData', {}, report.preData),
          rgp('postData', {}, report.postData),
          rgp('delTime', {}, xsDateTime(report.deletedAt)),
          rgp('resTime', {}, xsDateTime(report.restoredAt)),
          rgp('resReason', {}, report.reason),
          rgp('statement', {}, report.statements[0]),
          rgp('statement', {}, report.statements[1]),
          report.other ? rgp('other', {}, report.other) : null,
        ),
      ),
    ),
  ]);
}

// ---- contact (RFC 5733) ----

export interface ContactCreate {
  id: string;
  postalInfo: {
    type: 'int' | 'loc';
    name: string;
    org?: string | null;
    street: string[];
    city: string;
    stateOrProvince?: string | null;
    postalCode?: string | null;
    countryCode: string;
  };
  voice?: string | null;
  email: string;
  authInfo: string;
  /** Exceptions to the server's disclosure policy (RFC 5733 §2.9). */
  disclose?: { flag: boolean; fields: Array<'name' | 'org' | 'addr' | 'voice' | 'fax' | 'email'> };
}

export function contactCheck(ids: readonly string[]): CommandParts {
  return { transform: false, command: epp('check', {}, contact('check', {}, ...ids.map((id) => contact('id', {}, id)))) };
}

export function contactCreate(create: ContactCreate): CommandParts {
  const p = create.postalInfo;
  const typed = new Set(['name', 'org', 'addr']);
  return {
    transform: true,
    command: epp(
      'create',
      {},
      contact(
        'create',
        {},
        contact('id', {}, create.id),
        contact(
          'postalInfo',
          { type: p.type },
          contact('name', {}, p.name),
          p.org ? contact('org', {}, p.org) : null,
          contact(
            'addr',
            {},
            ...p.street.slice(0, 3).map((line) => contact('street', {}, line)),
            contact('city', {}, p.city),
            p.stateOrProvince ? contact('sp', {}, p.stateOrProvince) : null,
            p.postalCode ? contact('pc', {}, p.postalCode) : null,
            contact('cc', {}, p.countryCode.toUpperCase()),
          ),
        ),
        create.voice ? contact('voice', {}, create.voice) : null,
        contact('email', {}, create.email),
        contact('authInfo', {}, contact('pw', {}, create.authInfo)),
        create.disclose
          ? contact(
              'disclose',
              { flag: create.disclose.flag ? 1 : 0 },
              // the schema's order: name, org, addr (each per type), voice, fax, email
              ...(['name', 'org', 'addr', 'voice', 'fax', 'email'] as const)
                .filter((field) => create.disclose?.fields.includes(field))
                .map((field) => contact(field, typed.has(field) ? { type: p.type } : {})),
            )
          : null,
      ),
    ),
  };
}

export interface ContactUpdate {
  id: string;
  /** Replaces the postal data of this type (all of it, as the shop keeps a contact whole). */
  postalInfo?: ContactCreate['postalInfo'];
  voice?: string;
  email?: string;
  authInfo?: string;
  disclose?: ContactCreate['disclose'];
}

/** contact:update with chg (RFC 5733 §3.2.5); add/rem of statuses are not needed by the shop. */
export function contactUpdate(update: ContactUpdate): CommandParts {
  const p = update.postalInfo;
  const typed = new Set(['name', 'org', 'addr']);
  return updateCommand(contact, 'id', update.id, [
    contact(
      'chg',
      {},
      p
        ? contact(
            'postalInfo',
            { type: p.type },
            contact('name', {}, p.name),
            contact('org', {}, p.org ?? ''),
            contact(
              'addr',
              {},
              ...p.street.slice(0, 3).map((line) => contact('street', {}, line)),
              contact('city', {}, p.city),
              p.stateOrProvince ? contact('sp', {}, p.stateOrProvince) : null,
              p.postalCode ? contact('pc', {}, p.postalCode) : null,
              contact('cc', {}, p.countryCode.toUpperCase()),
            ),
          )
        : null,
      update.voice !== undefined ? contact('voice', {}, update.voice) : null,
      update.email !== undefined ? contact('email', {}, update.email) : null,
      update.authInfo !== undefined ? contact('authInfo', {}, contact('pw', {}, update.authInfo)) : null,
      update.disclose
        ? contact(
            'disclose',
            { flag: update.disclose.flag ? 1 : 0 },
            ...(['name', 'org', 'addr', 'voice', 'fax', 'email'] as const)
              .filter((field) => update.disclose?.fields.includes(field))
              .map((field) => contact(field, typed.has(field) ? { type: p?.type ?? 'int' } : {})),
          )
        : null,
    ),
  ]);
}

export function contactInfo(id: string, authInfo?: string): CommandParts {
  return {
    transform: false,
    command: epp(
      'info',
      {},
      contact('info', {}, contact('id', {}, id), authInfo !== undefined ? contact('authInfo', {}, contact('pw', {}, authInfo)) : null),
    ),
  };
}

// ---- host (RFC 5732) ----

function hostAddress(address: string): XmlNode {
  return host('addr', { ip: address.includes(':') ? 'v6' : 'v4' }, address);
}

export function hostCheck(names: readonly string[]): CommandParts {
  return { transform: false, command: epp('check', {}, host('check', {}, ...names.map((name) => host('name', {}, name)))) };
}

export function hostInfo(name: string): CommandParts {
  return { transform: false, command: epp('info', {}, host('info', {}, host('name', {}, name))) };
}

export function hostCreate(name: string, addresses: string[]): CommandParts {
  return { transform: true, command: epp('create', {}, host('create', {}, host('name', {}, name), ...addresses.map(hostAddress))) };
}

export function hostUpdate(name: string, change: { add?: string[]; remove?: string[]; newName?: string }): CommandParts {
  return updateCommand(host, 'name', name, [
    change.add?.length ? host('add', {}, ...change.add.map(hostAddress)) : null,
    change.remove?.length ? host('rem', {}, ...change.remove.map(hostAddress)) : null,
    change.newName ? host('chg', {}, host('name', {}, change.newName)) : null,
  ]);
}

export function hostDelete(name: string): CommandParts {
  return { transform: true, command: epp('delete', {}, host('delete', {}, host('name', {}, name))) };
}
