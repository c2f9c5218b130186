import { createHash } from 'node:crypto';
import { DOMImplementation, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import type { MailConnectionSettings, MailServerEndpoint } from '@common/api/vmail.contract';

/**
 * The files a mail program sets itself up from (issue 17 item 6): Thunderbird's autoconfig
 * (https://wiki.mozilla.org/Thunderbird:Autoconfiguration:ConfigFileFormat) and an Apple
 * configuration profile with a com.apple.mail.managed payload (unsigned). Both are built as XML
 * documents through @xmldom/xmldom, so every value is escaped by the serializer.
 */

/**
 * The media type each file is sent with: the one the route answers and declares in the OpenAPI
 * document (mailbox.routes.ts), so the two cannot drift apart.
 */
export const MAIL_PROFILE_TYPES = {
  autoconfig: 'application/xml; charset=utf-8',
  mobileconfig: 'application/x-apple-aspen-config',
} as const;
export type MailProfileKind = keyof typeof MAIL_PROFILE_TYPES;

const SOCKET_TYPE: Record<MailServerEndpoint['security'], string> = { ssl: 'SSL', starttls: 'STARTTLS', none: 'plain' };

function child(doc: Document, parent: Element, name: string, text?: string, attributes: Record<string, string> = {}): Element {
  const element = doc.createElement(name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (text !== undefined) element.appendChild(doc.createTextNode(text));
  parent.appendChild(element);
  return element;
}

/** Thunderbird autoconfig for one address: IMAP in, SMTP submission out, both with the full address as user name. */
export function autoconfigXml(input: {
  address: string;
  domain: string;
  displayName: string;
  settings: MailConnectionSettings;
  provider: string;
}): string {
  const doc = new DOMImplementation().createDocument(null, 'clientConfig', null);
  const root = doc.documentElement!;
  root.setAttribute('version', '1.1');
  const provider = child(doc, root, 'emailProvider', undefined, { id: input.domain });
  child(doc, provider, 'domain', input.domain);
  child(doc, provider, 'displayName', input.displayName);
  child(doc, provider, 'displayShortName', input.provider);
  const server = (tag: 'incomingServer' | 'outgoingServer', type: string, endpoint: MailServerEndpoint) => {
    const element = child(doc, provider, tag, undefined, { type });
    child(doc, element, 'hostname', endpoint.host);
    child(doc, element, 'port', String(endpoint.port));
    child(doc, element, 'socketType', SOCKET_TYPE[endpoint.security]);
    child(doc, element, 'authentication', 'password-cleartext');
    child(doc, element, 'username', input.address);
  };
  server('incomingServer', 'imap', input.settings.imap);
  server('outgoingServer', 'smtp', input.settings.smtp);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}\n`;
}

/** A UUID derived from a text, so the same mailbox always gets the same profile identifiers (a new download replaces the old profile). */
function stableUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

type PlistValue = string | number | boolean | PlistValue[] | { [key: string]: PlistValue };

function plistValue(doc: Document, parent: Element, value: PlistValue): void {
  if (typeof value === 'string') child(doc, parent, 'string', value);
  else if (typeof value === 'number') child(doc, parent, 'integer', String(value));
  else if (typeof value === 'boolean') child(doc, parent, value ? 'true' : 'false');
  else if (Array.isArray(value)) {
    const array = child(doc, parent, 'array');
    for (const item of value) plistValue(doc, array, item);
  } else {
    const dict = child(doc, parent, 'dict');
    for (const [key, item] of Object.entries(value)) {
      child(doc, dict, 'key', key);
      plistValue(doc, dict, item);
    }
  }
}

/** An Apple configuration profile (unsigned) with one mail account; the password is asked for on the device. */
export function mobileconfigXml(input: {
  address: string;
  domain: string;
  displayName: string;
  settings: MailConnectionSettings;
  provider: string;
  identifierBase: string;
}): string {
  const { imap, smtp } = input.settings;
  const payloadId = `${input.identifierBase}.mail.${input.address}`;
  const mail: PlistValue = {
    EmailAccountDescription: input.address,
    EmailAccountName: input.displayName,
    EmailAccountType: 'EmailTypeIMAP',
    EmailAddress: input.address,
    IncomingMailServerAuthentication: 'EmailAuthPassword',
    IncomingMailServerHostName: imap.host,
    IncomingMailServerPortNumber: imap.port,
    IncomingMailServerUseSSL: imap.security !== 'none',
    IncomingMailServerUsername: input.address,
    OutgoingMailServerAuthentication: 'EmailAuthPassword',
    OutgoingMailServerHostName: smtp.host,
    OutgoingMailServerPortNumber: smtp.port,
    OutgoingMailServerUseSSL: smtp.security !== 'none',
    OutgoingMailServerUsername: input.address,
    OutgoingPasswordSameAsIncomingPassword: true,
    PayloadDescription: `E-mail ${input.address}`,
    PayloadDisplayName: input.address,
    PayloadIdentifier: `${payloadId}.account`,
    PayloadType: 'com.apple.mail.managed',
    PayloadUUID: stableUuid(`${payloadId}.account`),
    PayloadVersion: 1,
  };
  const profile: PlistValue = {
    PayloadContent: [mail],
    PayloadDescription: `${input.provider}: ${input.address}`,
    PayloadDisplayName: input.address,
    PayloadIdentifier: payloadId,
    PayloadOrganization: input.provider,
    PayloadRemovalDisallowed: false,
    PayloadType: 'Configuration',
    PayloadUUID: stableUuid(payloadId),
    PayloadVersion: 1,
  };
  const implementation = new DOMImplementation();
  const doc = implementation.createDocument(
    null,
    'plist',
    implementation.createDocumentType('plist', '-//Apple//DTD PLIST 1.0//EN', 'http://www.apple.com/DTDs/PropertyList-1.0.dtd'),
  );
  const root = doc.documentElement!;
  root.setAttribute('version', '1.0');
  plistValue(doc, root, profile);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}\n`;
}
