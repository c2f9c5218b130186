import { formatDocumentDate } from '@common/i18n/document-date';
import type { Language } from '@common/i18n/languages';
import { markdownBlocks, renderDocumentPdf, type DocumentBlock } from './content-pdf';
import type { Config } from '../../config';

/** The shop's operator as configured (the same type as content.service's `Operator`, named here so the two files do not import each other). */
type Operator = Config['operator'];

const DOCUMENT_TEXT = {
  en: {
    version: (version: number, date: string) => `Version ${version} of ${date}`,
    page: (page: number, of: number) => `Page ${page} of ${of}`,
    transfer: {
      title: 'Domain transfer authorisation',
      intro: (operator: Operator) =>
        `With this form the holder of a domain authorises its transfer to ${operator.name} (the gaining registrar) as required by the ICANN Transfer Policy and the policies of the registries. Please fill it in completely, sign it and send it to ${operator.email} or by post to ${operator.address.join(', ')}.`,
      domainHeading: 'Domain',
      holderHeading: 'Holder (registrant)',
      signHeading: 'Authorisation',
      fields: {
        domain: 'Domain name',
        authCode: 'Authorisation code (auth code), if you have it',
        currentRegistrar: 'Current registrar or provider',
        name: 'Name of the holder (person or organisation)',
        representative: 'For organisations: name of the signing person and their function',
        address: 'Address',
        email: 'E-mail address on record at the current registrar',
        customer: 'Customer number with us (if any)',
        placeDate: 'Place and date',
        signature: 'Signature of the holder or an authorised representative',
      },
      statement:
        'I confirm that I am the holder of the domain named above or authorised to act for the holder, and I authorise the transfer of the domain to the gaining registrar. I understand that a transfer of a generic domain usually adds one year to its term, that it cannot be made within 60 days of a registration, transfer or change of holder, and that the contact details will be passed on to the registry.',
    },
  },
  de: {
    version: (version: number, date: string) => `Fassung ${version} vom ${date}`,
    page: (page: number, of: number) => `Seite ${page} von ${of}`,
    transfer: {
      title: 'Genehmigung eines Domainumzugs',
      intro: (operator: Operator) =>
        `Mit diesem Formular genehmigt der Inhaber einer Domain ihren Umzug zu ${operator.name} (aufnehmender Registrar), wie es die ICANN Transfer Policy und die Richtlinien der Registries verlangen. Bitte füllen Sie es vollständig aus, unterschreiben Sie es und senden Sie es an ${operator.email} oder per Post an ${operator.address.join(', ')}.`,
      domainHeading: 'Domain',
      holderHeading: 'Inhaber (Registrant)',
      signHeading: 'Genehmigung',
      fields: {
        domain: 'Domainname',
        authCode: 'Auth-Code, falls vorhanden',
        currentRegistrar: 'Bisheriger Registrar oder Anbieter',
        name: 'Name des Inhabers (Person oder Organisation)',
        representative: 'Bei Organisationen: Name und Funktion der unterschreibenden Person',
        address: 'Anschrift',
        email: 'Beim bisherigen Registrar hinterlegte E-Mail-Adresse',
        customer: 'Kundennummer bei uns (falls vorhanden)',
        placeDate: 'Ort und Datum',
        signature: 'Unterschrift des Inhabers oder eines Bevollmächtigten',
      },
      statement:
        'Ich bestätige, dass ich Inhaber der oben genannten Domain bin oder für den Inhaber handeln darf, und genehmige den Umzug der Domain zum aufnehmenden Registrar. Mir ist bekannt, dass ein Umzug einer generischen Domain deren Laufzeit meist um ein Jahr verlängert, dass er binnen 60 Tagen nach Registrierung, Umzug oder Inhaberwechsel nicht möglich ist und dass die Kontaktdaten an die Registry weitergegeben werden.',
    },
  },
} as const;

/** The terms as a PDF, made from the same Markdown as the terms page, with its version and date. */
export function renderTermsPdf(
  terms: { title: string; body: string; version: number; updatedAt: Date },
  language: Language,
  operator: Operator,
): Promise<Uint8Array> {
  const text = DOCUMENT_TEXT[language];
  return renderDocumentPdf({
    title: terms.title,
    subtitle: `${operator.name} · ${text.version(terms.version, formatDocumentDate(terms.updatedAt, language))}`,
    blocks: markdownBlocks(terms.body),
    language,
    author: operator.name,
    footer: (page, of) => `${terms.title} · ${text.page(page, of)}`,
  });
}

/** The transfer authorisation form: what it is for, the fields to fill in, the statement and the signature. */
export function renderTransferFormPdf(language: Language, operator: Operator): Promise<Uint8Array> {
  const text = DOCUMENT_TEXT[language].transfer;
  const field = (label: string): DocumentBlock => ({ kind: 'field', label });
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: text.intro(operator) },
    { kind: 'heading', text: text.domainHeading },
    field(text.fields.domain),
    field(text.fields.authCode),
    field(text.fields.currentRegistrar),
    { kind: 'heading', text: text.holderHeading },
    field(text.fields.name),
    field(text.fields.representative),
    field(text.fields.address),
    field(text.fields.email),
    field(text.fields.customer),
    { kind: 'heading', text: text.signHeading },
    { kind: 'paragraph', text: text.statement },
    field(text.fields.placeDate),
    field(text.fields.signature),
  ];
  return renderDocumentPdf({
    title: text.title,
    subtitle: `${operator.name} · ${operator.address.join(', ')} · ${operator.email} · ${operator.phone}`,
    blocks,
    language,
    author: operator.name,
    footer: (page, of) => `${text.title} · ${DOCUMENT_TEXT[language].page(page, of)}`,
  });
}
