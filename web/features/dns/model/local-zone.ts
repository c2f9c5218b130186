import type { DnsZone } from '@common/api/dns.contract';
import type { DnsFieldErrors, DnsRecord, DnsRecordInput, DnsRecordState, DnsRecordType } from '@common/dns/records/record-shape';

/**
 * The zone as the editor holds it between load and Save (spec §4 "DNS record lifecycle"): every
 * change is scheduled here and reaches the server only with the whole zone. Pure, so the list,
 * the flags and the undo rules are tested without a browser.
 */

/** What a record is, without who it is or what the editor thinks of it. */
export interface RecordContent {
  type: DnsRecordType;
  name: string;
  value: string;
  ttl: number;
  comments: string;
  parameters: Record<string, string | number | boolean | null>;
  active_from: string | null;
  active_until: string | null;
}

/** The client flags of spec §3. */
export interface RecordFlags {
  /** The user changed the record in the form (even back to what it was). */
  edited: boolean;
  /** Soft-deleted: shown struck through, dropped by the save. */
  deleted: boolean;
  /** Added here, not yet saved. */
  is_new: boolean;
  /** Added as a copy of another record. */
  duplicated: boolean;
  /** Differs from the stored record. */
  changed: boolean;
}

export interface LocalRecord {
  /** The server's id, or `new-<n>` for a record added here. */
  id: string;
  content: RecordContent;
  /** The stored record, to undo to; null for a record added here. */
  stored: RecordContent | null;
  /** RDATA in presentation format, as the server or the shared rules render it. */
  rdata: string;
  /** The stored record's RDATA, to undo to. */
  storedRdata: string;
  /** The date state the server reported; null until the server has seen the record saved. */
  state: DnsRecordState | null;
  active: boolean | null;
  flags: RecordFlags;
  /** Field errors of the last save, keyed by field. */
  errors: DnsFieldErrors;
}

export interface ZoneSettings {
  parking_page: boolean;
  dnssec: boolean;
  ddns: { active: boolean; username: string; password: string };
  comments: string;
}

export interface LocalZone {
  records: LocalRecord[];
  settings: ZoneSettings;
  /** As loaded, for undo all and to tell whether anything is left to save. */
  storedSettings: ZoneSettings;
  /** The next number for a `new-<n>` id. */
  nextId: number;
}

const NO_FLAGS: RecordFlags = { edited: false, deleted: false, is_new: false, duplicated: false, changed: false };

export function contentOf(record: DnsRecord | RecordContent): RecordContent {
  return {
    type: record.type,
    name: record.name,
    value: record.value,
    ttl: record.ttl,
    comments: record.comments ?? '',
    parameters: { ...(record.parameters ?? {}) },
    active_from: record.active_from ?? null,
    active_until: record.active_until ?? null,
  };
}

/** Equal in everything the server stores (parameter order does not count). */
export function sameContent(a: RecordContent, b: RecordContent): boolean {
  if (a.type !== b.type || a.name !== b.name || a.value !== b.value || a.ttl !== b.ttl || a.comments !== b.comments) return false;
  if (a.active_from !== b.active_from || a.active_until !== b.active_until) return false;
  const keys = new Set([...Object.keys(a.parameters), ...Object.keys(b.parameters)]);
  return [...keys].every((key) => (a.parameters[key] ?? null) === (b.parameters[key] ?? null));
}

function settingsOf(zone: DnsZone): ZoneSettings {
  return {
    parking_page: zone.flags.parking_page,
    dnssec: zone.flags.dnssec,
    ddns: { ...zone.flags.ddns },
    comments: zone.comments ?? '',
  };
}

export function loadZone(zone: DnsZone): LocalZone {
  const records = Object.values(zone.records).map((record): LocalRecord => ({
    id: record.id,
    content: contentOf(record),
    stored: contentOf(record),
    rdata: record.rdata,
    storedRdata: record.rdata,
    state: record.state,
    active: record.active,
    flags: { ...NO_FLAGS },
    errors: {},
  }));
  const settings = settingsOf(zone);
  return { records, settings, storedSettings: settings, nextId: 1 };
}

/** A record the server has checked, ready to be taken into the list. */
export interface CheckedRecord {
  content: RecordContent;
  rdata: string;
}

export type ZoneAction =
  | { type: 'add'; records: CheckedRecord[]; duplicated?: boolean }
  | { type: 'update'; id: string; record: CheckedRecord }
  | { type: 'delete'; id: string }
  | { type: 'undo'; id: string }
  | { type: 'deleteAll' }
  | { type: 'undoAll'; zone: DnsZone }
  | { type: 'settings'; settings: Partial<ZoneSettings> }
  | { type: 'errors'; errors: Record<string, DnsFieldErrors> };

export function zoneReducer(zone: LocalZone, action: ZoneAction): LocalZone {
  switch (action.type) {
    case 'add': {
      let nextId = zone.nextId;
      const added = action.records.map((record): LocalRecord => ({
        id: `new-${nextId++}`,
        content: record.content,
        stored: null,
        rdata: record.rdata,
        storedRdata: '',
        state: null,
        active: null,
        flags: { ...NO_FLAGS, is_new: true, duplicated: action.duplicated ?? false, changed: true },
        errors: {},
      }));
      return { ...zone, records: [...zone.records, ...added], nextId };
    }
    case 'update':
      return mapRecord(zone, action.id, (record) => ({
        ...record,
        content: action.record.content,
        rdata: action.record.rdata,
        flags: {
          ...record.flags,
          edited: true,
          changed: record.stored === null || !sameContent(record.stored, action.record.content),
        },
        errors: {},
      }));
    case 'delete':
      return mapRecord(zone, action.id, (record) => ({ ...record, flags: { ...record.flags, deleted: true } }));
    case 'undo': {
      const record = zone.records.find((candidate) => candidate.id === action.id);
      if (!record) return zone;
      // A record added here has nothing to go back to: undoing it takes it out again.
      if (record.stored === null) {
        if (record.flags.deleted) return mapRecord(zone, action.id, (same) => ({ ...same, flags: { ...same.flags, deleted: false } }));
        return { ...zone, records: zone.records.filter((candidate) => candidate.id !== action.id) };
      }
      const stored = record.stored;
      return mapRecord(zone, action.id, (same) => ({
        ...same,
        content: stored,
        rdata: same.storedRdata,
        flags: { ...NO_FLAGS },
        errors: {},
      }));
    }
    case 'deleteAll':
      return { ...zone, records: zone.records.map((record) => ({ ...record, flags: { ...record.flags, deleted: true } })) };
    case 'undoAll':
      return loadZone(action.zone);
    case 'settings':
      return { ...zone, settings: { ...zone.settings, ...action.settings } };
    case 'errors':
      return { ...zone, records: zone.records.map((record) => ({ ...record, errors: action.errors[record.id] ?? {} })) };
  }
}

function mapRecord(zone: LocalZone, id: string, change: (record: LocalRecord) => LocalRecord): LocalZone {
  return { ...zone, records: zone.records.map((record) => (record.id === id ? change(record) : record)) };
}

/** A record touched in any way since the load: it shows an undo. */
export function isTouched(record: LocalRecord): boolean {
  return record.flags.is_new || record.flags.deleted || record.flags.edited;
}

function sameSettings(a: ZoneSettings, b: ZoneSettings): boolean {
  return (
    a.parking_page === b.parking_page &&
    a.dnssec === b.dnssec &&
    a.comments === b.comments &&
    a.ddns.active === b.ddns.active &&
    a.ddns.username === b.ddns.username &&
    a.ddns.password === b.ddns.password
  );
}

/** Something is scheduled that a Save would store. */
export function hasChanges(zone: LocalZone): boolean {
  return (
    zone.records.some((record) => record.flags.is_new || record.flags.deleted || record.flags.changed) ||
    !sameSettings(zone.settings, zone.storedSettings)
  );
}

export function inputOf(record: LocalRecord): DnsRecordInput {
  return { id: record.id, ...record.content, ...record.flags };
}

/**
 * The records the server checks a new or changed one against (`added_records`): those added or
 * changed here and not deleted, except the one being edited.
 */
export function addedRecords(zone: LocalZone, exceptId?: string): DnsRecordInput[] {
  return zone.records
    .filter((record) => record.id !== exceptId && !record.flags.deleted && (record.flags.is_new || record.flags.changed))
    .map(inputOf);
}

/** The save body's records: every record with its flags; the server drops the deleted ones. */
export function saveRecords(zone: LocalZone): DnsRecordInput[] {
  return zone.records.filter((record) => !(record.flags.deleted && record.flags.is_new)).map(inputOf);
}

/** Counts for the summary above the list. */
export function changeCounts(zone: LocalZone): { added: number; changed: number; deleted: number } {
  let added = 0;
  let changed = 0;
  let deleted = 0;
  for (const record of zone.records) {
    if (record.flags.deleted) {
      if (!record.flags.is_new) deleted += 1;
    } else if (record.flags.is_new) added += 1;
    else if (record.flags.changed) changed += 1;
  }
  return { added, changed, deleted };
}

/**
 * The www-prefix option of spec §5: the second record is named www at the apex, and www.<name>
 * below it.
 */
export function wwwName(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' || trimmed === '@' ? 'www' : `www.${trimmed}`;
}

/**
 * Whether repeating a record at the www name makes sense: not for a name that already is a www
 * name (the form would offer "www.www"), and not for a wildcard, whose www copy is no valid name.
 */
export function offersWww(name: string): boolean {
  const trimmed = name.trim().toLowerCase();
  return trimmed !== 'www' && !trimmed.startsWith('www.') && !trimmed.includes('*');
}
