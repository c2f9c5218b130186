import type { ZoneFileSyntaxProblem } from './zone-file-tokenizer';

/** Why a line of an imported zone file was not taken, in the customer's language. */
export type ZoneFileLanguage = 'en' | 'de';

export interface ZoneFileReasons {
  syntax(problem: ZoneFileSyntaxProblem): string;
  managedByShop(type: 'SOA' | 'NS'): string;
  signedByShop(type: string): string;
  unsupportedType(type: string): string;
  obsoleteSpf: string;
  unsupportedClass(recordClass: string): string;
  unsupportedDirective(directive: string): string;
  include: string;
  outsideZone(name: string, zone: string): string;
  noOwner: string;
  missingType: string;
  badName(name: string): string;
  escapedName: string;
  badTtl(ttl: string): string;
  missingData(type: string, expected: string): string;
  extraData(type: string): string;
  /** `field` is the record model's parameter key (priority, weight, port, flags…). */
  badNumber(field: string, value: string, max: number): string;
  badText: string;
  genericData: string;
  invalidRecord(details: string): string;
  /** Words for the fields a record lacks ("expected priority, target name"). */
  words: { name: string; target: string; address: string; text: string; value: string; hex: string };
}

const en: ZoneFileReasons = {
  syntax: (problem) =>
    ({
      'unbalanced-close': 'Syntax error: ")" without a matching "(".',
      'unclosed-paren': 'Syntax error: "(" is never closed.',
      'unclosed-quote': 'Syntax error: a quoted string is not closed on its line.',
      'dangling-escape': 'Syntax error: a backslash at the end of the line.',
    })[problem],
  managedByShop: (type) =>
    type === 'SOA' ? 'Skipped: the SOA record is managed by the shop.' : "Skipped: the zone's own NS records are managed by the shop.",
  signedByShop: (type) => `Skipped: ${type} records are made by the shop when DNSSEC is switched on.`,
  unsupportedType: (type) => `Record type ${type} is not supported by the zone editor.`,
  obsoleteSpf: 'Record type SPF is obsolete (RFC 7208); publish the policy as a TXT record.',
  unsupportedClass: (recordClass) => `Only class IN is supported, not ${recordClass}.`,
  unsupportedDirective: (directive) => `The directive ${directive} is not supported.`,
  include: "$INCLUDE is not supported: paste the included file's records instead.",
  outsideZone: (name, zone) => `The name ${name} is outside the zone ${zone}.`,
  noOwner: 'The record has no owner name (no earlier record to take it from).',
  missingType: 'The record has no type.',
  badName: (name) => `"${name}" is not a valid domain name.`,
  escapedName: 'Names with escaped characters are not supported.',
  badTtl: (ttl) => `"${ttl}" is not a valid TTL.`,
  missingData: (type, expected) => `The ${type} record is incomplete: expected ${expected}.`,
  extraData: (type) => `The ${type} record has more fields than its type takes.`,
  badNumber: (field, value, max) => `The ${field.replace('_', ' ')} must be a whole number from 0 to ${max}, not "${value}".`,
  badText: 'The text is not valid UTF-8 or has an escape over \\255.',
  genericData: 'Data in the generic \\# form is not supported.',
  invalidRecord: (details) => `Invalid record: ${details}`,
  words: { name: 'a name', target: 'target name', address: 'address', text: 'text', value: 'value', hex: 'hex data' },
};

const fieldLabelsDe: Record<string, string> = {
  priority: 'Die Priorität',
  weight: 'Das Gewicht',
  port: 'Der Port',
  flags: 'Die Flags',
  order: 'Die Reihenfolge (order)',
  preference: 'Die Präferenz',
  usage: 'Die Verwendung (usage)',
  selector: 'Der Selektor',
  matching_type: 'Der Abgleichtyp (matching type)',
  algorithm: 'Der Algorithmus',
  fingerprint_type: 'Der Fingerabdrucktyp',
};

const de: ZoneFileReasons = {
  syntax: (problem) =>
    ({
      'unbalanced-close': 'Syntaxfehler: „)“ ohne passende „(“.',
      'unclosed-paren': 'Syntaxfehler: „(“ wird nie geschlossen.',
      'unclosed-quote': 'Syntaxfehler: Eine Zeichenkette in Anführungszeichen endet nicht in ihrer Zeile.',
      'dangling-escape': 'Syntaxfehler: Backslash am Zeilenende.',
    })[problem],
  managedByShop: (type) =>
    type === 'SOA'
      ? 'Übersprungen: Den SOA-Eintrag verwaltet der Shop.'
      : 'Übersprungen: Die NS-Einträge der Zone selbst verwaltet der Shop.',
  signedByShop: (type) => `Übersprungen: ${type}-Einträge erzeugt der Shop, wenn DNSSEC eingeschaltet ist.`,
  unsupportedType: (type) => `Der Eintragstyp ${type} wird vom Zonen-Editor nicht unterstützt.`,
  obsoleteSpf: 'Der Eintragstyp SPF ist veraltet (RFC 7208); veröffentlichen Sie die Richtlinie als TXT-Eintrag.',
  unsupportedClass: (recordClass) => `Nur die Klasse IN wird unterstützt, nicht ${recordClass}.`,
  unsupportedDirective: (directive) => `Die Anweisung ${directive} wird nicht unterstützt.`,
  include: '$INCLUDE wird nicht unterstützt: Fügen Sie die Einträge der eingebundenen Datei direkt ein.',
  outsideZone: (name, zone) => `Der Name ${name} liegt außerhalb der Zone ${zone}.`,
  noOwner: 'Der Eintrag hat keinen Namen (kein vorheriger Eintrag, von dem er ihn übernehmen könnte).',
  missingType: 'Der Eintrag hat keinen Typ.',
  badName: (name) => `„${name}“ ist kein gültiger Domainname.`,
  escapedName: 'Namen mit maskierten Zeichen werden nicht unterstützt.',
  badTtl: (ttl) => `„${ttl}“ ist keine gültige TTL.`,
  missingData: (type, expected) => `Der ${type}-Eintrag ist unvollständig: erwartet wird ${expected}.`,
  extraData: (type) => `Der ${type}-Eintrag hat mehr Felder, als sein Typ vorsieht.`,
  badNumber: (field, value, max) => `${fieldLabelsDe[field] ?? field} muss eine ganze Zahl von 0 bis ${max} sein, nicht „${value}“.`,
  badText: 'Der Text ist kein gültiges UTF-8 oder enthält ein Escape über \\255.',
  genericData: 'Daten in der generischen \\#-Form werden nicht unterstützt.',
  invalidRecord: (details) => `Ungültiger Eintrag: ${details}`,
  words: { name: 'ein Name', target: 'Zielname', address: 'Adresse', text: 'Text', value: 'Wert', hex: 'Hex-Daten' },
};

export const zoneFileReasons: Record<ZoneFileLanguage, ZoneFileReasons> = { en, de };
