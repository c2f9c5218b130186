import type { Element } from '@xmldom/xmldom';
import type { DsData, RgpStatus, TransferResult } from '../registry-gateway';
import { checkResult, isSuccess, type SuccessKind, type TransactionIds } from './epp-result';
import { child, children, childText, dateOrNull, EppXmlError, NS, parseEppXml, requiredText, text } from './xml';

/** Reading the server's frames (RFC 5730 §2.4 greeting, §2.6 response) into plain objects. */

export interface Greeting {
  serverId: string;
  serverDate: Date | null;
  versions: string[];
  languages: string[];
  objectUris: string[];
  extensionUris: string[];
}

export interface EppResponse {
  code: number;
  message: string;
  /** The first <extValue><reason>, if any. */
  reason: string | null;
  transaction: TransactionIds;
  messageQueue: { count: number; id: string; queuedAt: Date | null; message: string | null } | null;
  resData: Element | null;
  extension: Element | null;
  /** The <msgQ><msg> element (for poll messages that carry markup). */
  messageQueueElement: Element | null;
}

export type ServerFrame = { type: 'greeting'; greeting: Greeting } | { type: 'response'; response: EppResponse };

export function parseServerFrame(xml: string): ServerFrame {
  const root = parseEppXml(xml);
  const greeting = child(root, NS.epp, 'greeting');
  if (greeting) return { type: 'greeting', greeting: readGreeting(greeting) };
  const response = child(root, NS.epp, 'response');
  if (response) return { type: 'response', response: readResponse(response) };
  throw new EppXmlError('neither <greeting> nor <response>');
}

function readGreeting(greeting: Element): Greeting {
  const svcMenu = child(greeting, NS.epp, 'svcMenu');
  const svcExtension = child(svcMenu, NS.epp, 'svcExtension');
  return {
    serverId: requiredText(greeting, NS.epp, 'svID'),
    serverDate: dateOrNull(childText(greeting, NS.epp, 'svDate')),
    versions: children(svcMenu, NS.epp, 'version').map((e) => text(e) ?? ''),
    languages: children(svcMenu, NS.epp, 'lang').map((e) => text(e) ?? ''),
    objectUris: children(svcMenu, NS.epp, 'objURI').map((e) => text(e) ?? ''),
    extensionUris: children(svcExtension, NS.epp, 'extURI').map((e) => text(e) ?? ''),
  };
}

function readResponse(response: Element): EppResponse {
  const results = children(response, NS.epp, 'result');
  if (results.length === 0) throw new EppXmlError('<response> without <result>');
  const first = results[0];
  const code = Number(first.getAttribute('code'));
  if (!Number.isInteger(code) || code < 1000 || code > 2599)
    throw new EppXmlError(`result code ${first.getAttribute('code')} is not an EPP code`);
  if (isSuccess(code) && ![1000, 1001, 1300, 1301, 1500].includes(code))
    throw new EppXmlError(`result code ${code} is not defined by RFC 5730`);
  const reason =
    results
      .flatMap((result) => children(result, NS.epp, 'extValue'))
      .map((extValue) => childText(extValue, NS.epp, 'reason'))
      .find((value) => value) ?? null;
  const trID = child(response, NS.epp, 'trID');
  const msgQ = child(response, NS.epp, 'msgQ');
  return {
    code,
    message: childText(first, NS.epp, 'msg') ?? '',
    reason,
    transaction: { clTRID: childText(trID, NS.epp, 'clTRID'), svTRID: childText(trID, NS.epp, 'svTRID') },
    messageQueue: msgQ
      ? {
          count: Number(msgQ.getAttribute('count')),
          id: msgQ.getAttribute('id') ?? '',
          queuedAt: dateOrNull(childText(msgQ, NS.epp, 'qDate')),
          message: childText(msgQ, NS.epp, 'msg'),
        }
      : null,
    messageQueueElement: child(msgQ, NS.epp, 'msg'),
    resData: child(response, NS.epp, 'resData'),
    extension: child(response, NS.epp, 'extension'),
  };
}

/** Throws EppCommandError for 2xxx; the success kind otherwise. */
export function expectSuccess(response: EppResponse): SuccessKind {
  return checkResult(response.code, response.message, response.transaction, response.reason);
}

function resData(response: EppResponse, ns: string, localName: string): Element {
  const data = child(response.resData, ns, localName);
  if (!data) throw new EppXmlError(`<resData> holds no ${localName} of ${ns}`);
  return data;
}

function extensionData(response: EppResponse, ns: string, localName: string): Element | null {
  return child(response.extension, ns, localName);
}

// ---- domain (RFC 5731) ----

export interface DomainCheckItem {
  name: string;
  available: boolean;
  reason: string | null;
}

export function readDomainCheck(response: EppResponse): DomainCheckItem[] {
  return children(resData(response, NS.domain, 'chkData'), NS.domain, 'cd').map((cd) => {
    const name = child(cd, NS.domain, 'name');
    if (!name) throw new EppXmlError('<domain:cd> without a name');
    const avail = name.getAttribute('avail');
    return {
      name: (text(name) ?? '').toLowerCase(),
      available: avail === '1' || avail === 'true',
      reason: childText(cd, NS.domain, 'reason'),
    };
  });
}

/** One name of `<fee:chkData>` (RFC 8748 §5.1.1): its price class and the one-year fees in minor units. */
export interface FeeCheckItem {
  name: string;
  /** False when the registry cannot give the fees (`avail="0"`). */
  available: boolean;
  /** The registry's price class ("standard", "premium" …), lower case; null when not given. */
  priceClass: string | null;
  currency: string | null;
  /** The sum of the `<fee:fee>` amounts of each command, in minor units (cents); absent when not answered. */
  create?: number;
  renew?: number;
  /** The restore fee (RGP, RFC 8748 §3.3); absent when not answered or marked the standard fee (`standard="1"`). */
  restore?: number;
}

/** Decimal amount ("12.50") to minor units; null for anything that is not a plain non-negative amount. */
function minorUnits(value: string | null): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec((value ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The fee extension's answer to a check, by name (lower case); empty when the reply has none. */
export function readFeeCheck(response: EppResponse): Map<string, FeeCheckItem> {
  const found = new Map<string, FeeCheckItem>();
  const data = child(response.extension, NS.fee, 'chkData');
  if (!data) return found;
  const currency = childText(data, NS.fee, 'currency');
  for (const cd of children(data, NS.fee, 'cd')) {
    const name = (childText(cd, NS.fee, 'objID') ?? '').toLowerCase();
    if (!name) continue;
    const avail = cd.getAttribute('avail');
    const item: FeeCheckItem = {
      name,
      available: avail !== '0' && avail !== 'false',
      priceClass: childText(cd, NS.fee, 'class')?.trim().toLowerCase() || null,
      currency,
    };
    for (const command of children(cd, NS.fee, 'command')) {
      const kind = command.getAttribute('name');
      if (kind !== 'create' && kind !== 'renew' && kind !== 'restore') continue;
      // A restore at the registry's standard fee is priced by the shop's list.
      const standard = command.getAttribute('standard');
      if (kind === 'restore' && (standard === '1' || standard === 'true')) continue;
      const period = child(command, NS.fee, 'period');
      // Only the one-year price that was asked for; a registry may answer another period.
      if (period && (text(period) !== '1' || (period.getAttribute('unit') || 'y') !== 'y')) continue;
      const amounts = children(command, NS.fee, 'fee').map((element) => minorUnits(text(element)));
      if (amounts.length === 0 || amounts.some((amount) => amount === null)) continue;
      item[kind] = amounts.reduce<number>((sum, amount) => sum + amount!, 0);
    }
    found.set(name, item);
  }
  return found;
}

export interface EppDomainInfo {
  name: string;
  roid: string | null;
  statuses: string[];
  registrant: string | null;
  contacts: Array<{ type: string; id: string }>;
  nameservers: string[];
  hosts: string[];
  clientId: string;
  createdBy: string | null;
  createdAt: Date | null;
  updatedBy: string | null;
  updatedAt: Date | null;
  expiresAt: Date | null;
  transferredAt: Date | null;
  authInfo: string | null;
  /** From the rgp:infData extension (RFC 3915 §4.1); empty when absent. */
  rgpStatuses: RgpStatus[];
  /** From secDNS:infData (RFC 5910 §4.1); empty when absent. */
  dsData: DsData[];
}

export function readDomainInfo(response: EppResponse): EppDomainInfo {
  const info = resData(response, NS.domain, 'infData');
  const ns = child(info, NS.domain, 'ns');
  return {
    name: requiredText(info, NS.domain, 'name').toLowerCase(),
    roid: childText(info, NS.domain, 'roid'),
    statuses: children(info, NS.domain, 'status').map((status) => status.getAttribute('s') ?? ''),
    registrant: childText(info, NS.domain, 'registrant'),
    contacts: children(info, NS.domain, 'contact').map((contact) => ({
      type: contact.getAttribute('type') ?? '',
      id: text(contact) ?? '',
    })),
    nameservers: [
      ...children(ns, NS.domain, 'hostObj').map((host) => (text(host) ?? '').toLowerCase()),
      ...children(ns, NS.domain, 'hostAttr').map((host) => requiredText(host, NS.domain, 'hostName').toLowerCase()),
    ],
    hosts: children(info, NS.domain, 'host').map((host) => (text(host) ?? '').toLowerCase()),
    clientId: requiredText(info, NS.domain, 'clID'),
    createdBy: childText(info, NS.domain, 'crID'),
    createdAt: dateOrNull(childText(info, NS.domain, 'crDate')),
    updatedBy: childText(info, NS.domain, 'upID'),
    updatedAt: dateOrNull(childText(info, NS.domain, 'upDate')),
    expiresAt: dateOrNull(childText(info, NS.domain, 'exDate')),
    transferredAt: dateOrNull(childText(info, NS.domain, 'trDate')),
    authInfo: childText(child(info, NS.domain, 'authInfo'), NS.domain, 'pw'),
    rgpStatuses: children(extensionData(response, NS.rgp, 'infData'), NS.rgp, 'rgpStatus').map(
      (status) => status.getAttribute('s') as RgpStatus,
    ),
    dsData: readDsData(extensionData(response, NS.secDNS, 'infData')),
  };
}

function readDsData(parent: Element | null): DsData[] {
  return children(parent, NS.secDNS, 'dsData').map((ds) => ({
    keyTag: Number(requiredText(ds, NS.secDNS, 'keyTag')),
    alg: Number(requiredText(ds, NS.secDNS, 'alg')),
    digestType: Number(requiredText(ds, NS.secDNS, 'digestType')),
    digest: requiredText(ds, NS.secDNS, 'digest').toUpperCase(),
  }));
}

export function readDomainCreate(response: EppResponse): { name: string; createdAt: Date; expiresAt: Date | null } {
  const data = resData(response, NS.domain, 'creData');
  return {
    name: requiredText(data, NS.domain, 'name').toLowerCase(),
    createdAt: dateOrNull(requiredText(data, NS.domain, 'crDate')) as Date,
    expiresAt: dateOrNull(childText(data, NS.domain, 'exDate')),
  };
}

export function readDomainRenew(response: EppResponse): { name: string; expiresAt: Date | null } {
  const data = resData(response, NS.domain, 'renData');
  return { name: requiredText(data, NS.domain, 'name').toLowerCase(), expiresAt: dateOrNull(childText(data, NS.domain, 'exDate')) };
}

export interface EppTransferData {
  name: string;
  status: TransferResult['status'];
  requestedBy: string;
  requestedAt: Date;
  actionBy: string;
  actBy: Date;
  expiresAt: Date | null;
}

const TRANSFER_STATUSES = ['pending', 'clientApproved', 'clientRejected', 'clientCancelled', 'serverApproved', 'serverCancelled'];

export function readDomainTransfer(response: EppResponse): EppTransferData {
  return readTransferData(resData(response, NS.domain, 'trnData'));
}

export function readTransferData(data: Element): EppTransferData {
  const status = requiredText(data, NS.domain, 'trStatus');
  if (!TRANSFER_STATUSES.includes(status)) throw new EppXmlError(`unknown transfer status ${status}`);
  return {
    name: requiredText(data, NS.domain, 'name').toLowerCase(),
    status: status as TransferResult['status'],
    requestedBy: requiredText(data, NS.domain, 'reID'),
    requestedAt: dateOrNull(requiredText(data, NS.domain, 'reDate')) as Date,
    actionBy: requiredText(data, NS.domain, 'acID'),
    actBy: dateOrNull(requiredText(data, NS.domain, 'acDate')) as Date,
    expiresAt: dateOrNull(childText(data, NS.domain, 'exDate')),
  };
}

/** rgp:upData (RFC 3915 §4.2.5): the RGP status after a restore request. */
export function readRgpUpdate(response: EppResponse): RgpStatus | null {
  const status = child(extensionData(response, NS.rgp, 'upData'), NS.rgp, 'rgpStatus');
  return status ? (status.getAttribute('s') as RgpStatus) : null;
}

// ---- contact (RFC 5733) ----

export interface EppPostalInfo {
  type: 'int' | 'loc';
  name: string;
  org: string | null;
  street: string[];
  city: string;
  stateOrProvince: string | null;
  postalCode: string | null;
  countryCode: string;
}

export interface EppContactInfo {
  id: string;
  roid: string | null;
  statuses: string[];
  postalInfo: EppPostalInfo[];
  voice: string | null;
  fax: string | null;
  email: string;
  clientId: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  authInfo: string | null;
  /** disclose flag="0|1" and the elements it names (e.g. name[int], addr[loc], voice, email). */
  disclose: { flag: boolean; fields: string[] } | null;
}

export function readContactCheck(response: EppResponse): Array<{ id: string; available: boolean; reason: string | null }> {
  return children(resData(response, NS.contact, 'chkData'), NS.contact, 'cd').map((cd) => {
    const id = child(cd, NS.contact, 'id');
    const avail = id?.getAttribute('avail');
    return { id: text(id) ?? '', available: avail === '1' || avail === 'true', reason: childText(cd, NS.contact, 'reason') };
  });
}

export function readContactCreate(response: EppResponse): { id: string; createdAt: Date } {
  const data = resData(response, NS.contact, 'creData');
  return { id: requiredText(data, NS.contact, 'id'), createdAt: dateOrNull(requiredText(data, NS.contact, 'crDate')) as Date };
}

export function readContactInfo(response: EppResponse): EppContactInfo {
  const info = resData(response, NS.contact, 'infData');
  const disclose = child(info, NS.contact, 'disclose');
  return {
    id: requiredText(info, NS.contact, 'id'),
    roid: childText(info, NS.contact, 'roid'),
    statuses: children(info, NS.contact, 'status').map((status) => status.getAttribute('s') ?? ''),
    postalInfo: children(info, NS.contact, 'postalInfo').map((postal) => {
      const addr = child(postal, NS.contact, 'addr');
      return {
        type: postal.getAttribute('type') === 'loc' ? 'loc' : 'int',
        name: requiredText(postal, NS.contact, 'name'),
        org: childText(postal, NS.contact, 'org'),
        street: children(addr, NS.contact, 'street').map((street) => text(street) ?? ''),
        city: requiredText(addr, NS.contact, 'city'),
        stateOrProvince: childText(addr, NS.contact, 'sp'),
        postalCode: childText(addr, NS.contact, 'pc'),
        countryCode: requiredText(addr, NS.contact, 'cc'),
      };
    }),
    voice: childText(info, NS.contact, 'voice'),
    fax: childText(info, NS.contact, 'fax'),
    email: requiredText(info, NS.contact, 'email'),
    clientId: requiredText(info, NS.contact, 'clID'),
    createdAt: dateOrNull(childText(info, NS.contact, 'crDate')),
    updatedAt: dateOrNull(childText(info, NS.contact, 'upDate')),
    authInfo: childText(child(info, NS.contact, 'authInfo'), NS.contact, 'pw'),
    disclose: disclose
      ? {
          flag: disclose.getAttribute('flag') === '1' || disclose.getAttribute('flag') === 'true',
          fields: children(disclose, NS.contact).map((field) =>
            field.getAttribute('type') ? `${field.localName}[${field.getAttribute('type')}]` : (field.localName ?? ''),
          ),
        }
      : null,
  };
}

// ---- host (RFC 5732) ----

export interface EppHostInfo {
  name: string;
  statuses: string[];
  addresses: Array<{ ip: 'v4' | 'v6'; address: string }>;
  clientId: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export function readHostCheck(response: EppResponse): Array<{ name: string; available: boolean; reason: string | null }> {
  return children(resData(response, NS.host, 'chkData'), NS.host, 'cd').map((cd) => {
    const name = child(cd, NS.host, 'name');
    const avail = name?.getAttribute('avail');
    return {
      name: (text(name) ?? '').toLowerCase(),
      available: avail === '1' || avail === 'true',
      reason: childText(cd, NS.host, 'reason'),
    };
  });
}

export function readHostCreate(response: EppResponse): { name: string; createdAt: Date } {
  const data = resData(response, NS.host, 'creData');
  return { name: requiredText(data, NS.host, 'name').toLowerCase(), createdAt: dateOrNull(requiredText(data, NS.host, 'crDate')) as Date };
}

export function readHostInfo(response: EppResponse): EppHostInfo {
  const info = resData(response, NS.host, 'infData');
  return {
    name: requiredText(info, NS.host, 'name').toLowerCase(),
    statuses: children(info, NS.host, 'status').map((status) => status.getAttribute('s') ?? ''),
    addresses: children(info, NS.host, 'addr').map((addr) => ({
      ip: addr.getAttribute('ip') === 'v6' ? 'v6' : 'v4',
      address: text(addr) ?? '',
    })),
    clientId: requiredText(info, NS.host, 'clID'),
    createdAt: dateOrNull(childText(info, NS.host, 'crDate')),
    updatedAt: dateOrNull(childText(info, NS.host, 'upDate')),
  };
}

// ---- poll (RFC 5730 §2.9.2.3) ----

export interface EppPollMessage {
  id: string;
  /** Messages waiting, this one included. */
  count: number;
  queuedAt: Date | null;
  text: string | null;
  /** A transfer's state (domain:trnData), as in a reply to transfer query. */
  transfer: EppTransferData | null;
  /** The outcome of an action that was answered 1001 (domain:panData, RFC 5731 §3.3). */
  pendingAction: { name: string; succeeded: boolean; clTRID: string | null; svTRID: string | null; at: Date | null } | null;
}

/** A 1301 reply to `<poll op="req"/>`; null for 1300 (the queue is empty). */
export function readPollMessage(response: EppResponse): EppPollMessage | null {
  if (response.code === 1300 || !response.messageQueue) return null;
  const queue = response.messageQueue;
  const transfer = child(response.resData, NS.domain, 'trnData');
  const pan = child(response.resData, NS.domain, 'panData');
  const panName = child(pan, NS.domain, 'name');
  const paTRID = child(pan, NS.domain, 'paTRID');
  return {
    id: queue.id,
    count: queue.count,
    queuedAt: queue.queuedAt,
    text: queue.message,
    transfer: transfer ? readTransferData(transfer) : null,
    pendingAction: pan
      ? {
          name: (text(panName) ?? '').toLowerCase(),
          succeeded: panName?.getAttribute('paResult') === '1' || panName?.getAttribute('paResult') === 'true',
          clTRID: childText(paTRID, NS.epp, 'clTRID'),
          svTRID: childText(paTRID, NS.epp, 'svTRID'),
          at: dateOrNull(childText(pan, NS.domain, 'paDate')),
        }
      : null,
  };
}
