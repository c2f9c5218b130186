import { DOMImplementation, DOMParser, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';

/**
 * XML for EPP, namespace-aware both ways (decision 045): frames are built as a small tree and
 * serialised through @xmldom/xmldom, so text and attributes are always escaped; replies are parsed
 * with the same library and read by namespace URI, never by prefix (a registry may choose any
 * prefix, or none).
 */

export const NS = {
  epp: 'urn:ietf:params:xml:ns:epp-1.0',
  domain: 'urn:ietf:params:xml:ns:domain-1.0',
  contact: 'urn:ietf:params:xml:ns:contact-1.0',
  host: 'urn:ietf:params:xml:ns:host-1.0',
  rgp: 'urn:ietf:params:xml:ns:rgp-1.0',
  secDNS: 'urn:ietf:params:xml:ns:secDNS-1.1',
  fee: 'urn:ietf:params:xml:ns:epp:fee-1.0',
  /** Verisign's IDN language tag on create (domain-rules.md §4). */
  idnLang: 'http://www.verisign.com/epp/idnLang-1.0',
} as const;

const PREFIX: Record<string, string> = {
  [NS.domain]: 'domain',
  [NS.contact]: 'contact',
  [NS.host]: 'host',
  [NS.rgp]: 'rgp',
  [NS.secDNS]: 'secDNS',
  [NS.fee]: 'fee',
  [NS.idnLang]: 'idnLang',
};

const XMLNS = 'http://www.w3.org/2000/xmlns/';

export type XmlChild = XmlNode | string | number | null | undefined | false;

export interface XmlNode {
  ns: string;
  name: string;
  attrs: Record<string, string | number | undefined>;
  children: XmlChild[];
}

/** An element in namespace `ns`; attributes left undefined are not written, nor are null/false children. */
export function el(ns: string, name: string, attrs: Record<string, string | number | undefined> = {}, ...children: XmlChild[]): XmlNode {
  return { ns, name, attrs, children };
}

/** The shortcut for elements of one namespace: `domain('name', {}, 'example.com')`. */
export function inNs(ns: string) {
  return (name: string, attrs: Record<string, string | number | undefined> = {}, ...children: XmlChild[]) =>
    el(ns, name, attrs, ...children);
}

/** Serialises an `<epp>` tree to a UTF-8 document; each namespace is declared where it is first used. */
export function toXml(root: XmlNode): string {
  const doc = new DOMImplementation().createDocument(root.ns, qualifiedName(root), null);
  const build = (node: XmlNode, target: Element, parentNs: string | null) => {
    if (node.ns !== parentNs) {
      const prefix = PREFIX[node.ns];
      target.setAttributeNS(XMLNS, prefix ? `xmlns:${prefix}` : 'xmlns', node.ns);
    }
    for (const [key, value] of Object.entries(node.attrs)) if (value !== undefined) target.setAttribute(key, String(value));
    for (const child of node.children) {
      if (child === null || child === undefined || child === false) continue;
      if (typeof child === 'object') {
        const element = doc.createElementNS(child.ns, qualifiedName(child));
        target.appendChild(element);
        build(child, element, node.ns);
      } else target.appendChild(doc.createTextNode(String(child)));
    }
  };
  build(root, doc.documentElement as Element, null);
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>${new XMLSerializer().serializeToString(doc)}`;
}

function qualifiedName(node: XmlNode): string {
  const prefix = PREFIX[node.ns];
  return prefix ? `${prefix}:${node.name}` : node.name;
}

export class EppXmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EppXmlError';
  }
}

/**
 * Parses a frame. Malformed XML and any DOCTYPE (entity expansion has no place in EPP) are
 * refused with EppXmlError; so is a root that is not `<epp>` in the EPP namespace.
 */
export function parseEppXml(text: string): Element {
  if (/<!DOCTYPE/i.test(text)) throw new EppXmlError('a DOCTYPE is not allowed in EPP');
  let doc: Document;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new EppXmlError(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch (error) {
    throw error instanceof EppXmlError ? error : new EppXmlError(error instanceof Error ? error.message : String(error));
  }
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== NS.epp || root.localName !== 'epp')
    throw new EppXmlError('the root element is not <epp> of urn:ietf:params:xml:ns:epp-1.0');
  return root;
}

/** Element children of `parent` (in `ns` with `localName`, when given). */
export function children(parent: Element | null | undefined, ns?: string, localName?: string): Element[] {
  const out: Element[] = [];
  if (!parent) return out;
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (ns !== undefined && element.namespaceURI !== ns) continue;
    if (localName !== undefined && element.localName !== localName) continue;
    out.push(element);
  }
  return out;
}

export function child(parent: Element | null | undefined, ns: string, localName: string): Element | null {
  return children(parent, ns, localName)[0] ?? null;
}

/** Trimmed text content, or null when the element is absent. */
export function text(element: Element | null | undefined): string | null {
  return element ? (element.textContent ?? '').trim() : null;
}

export function childText(parent: Element | null | undefined, ns: string, localName: string): string | null {
  return text(child(parent, ns, localName));
}

export function requiredText(parent: Element | null | undefined, ns: string, localName: string): string {
  const value = childText(parent, ns, localName);
  if (value === null) throw new EppXmlError(`<${localName}> missing in <${parent?.localName ?? '?'}>`);
  return value;
}

export function dateOrNull(value: string | null): Date | null {
  if (value === null || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new EppXmlError(`not a date: ${value}`);
  return date;
}

/** xs:date of a UTC instant (domain:curExpDate, RFC 5731 §3.2.3). */
export function xsDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** xs:dateTime in UTC. */
export function xsDateTime(date: Date): string {
  return date.toISOString();
}
