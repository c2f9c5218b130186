import { describe, expect, it } from 'vitest';
import type { DnsZone } from '@common/api/dns.contract';
import type { DnsRecord } from '@common/dns/records/record-shape';
import { ErrorCode } from '@common/errors/error-codes';
import {
  addedRecords,
  changeCounts,
  hasChanges,
  loadZone,
  saveRecords,
  offersWww,
  wwwName,
  zoneReducer,
  type CheckedRecord,
  type LocalZone,
  type ZoneAction,
} from './local-zone';
import { emptyContent, RECORD_FIELDS, withField, withType } from './record-fields';
import { sortSaveErrors, recordFieldErrors } from './save-errors';
import { groupRecords } from './sort-group';

const record = (id: string, type: DnsRecord['type'], name: string, value: string, extra: Partial<DnsRecord> = {}): DnsRecord => ({
  id,
  type,
  name,
  value,
  ttl: 86400,
  comments: '',
  parameters: {},
  active_from: null,
  active_until: null,
  state: 'permanent',
  active: true,
  rdata: value,
  ...extra,
});

function zoneOf(records: DnsRecord[], overrides: Partial<DnsZone> = {}): DnsZone {
  return {
    domain: 'example.com',
    domain_utf8: 'example.com',
    dnssec_allowed: true,
    version: 3,
    serial: 2026112501,
    flags: {
      modify_allowed: true,
      deny_url: false,
      parking_page: false,
      dnssec: false,
      ddns: { active: false, username: '', password: '' },
    },
    records: Object.fromEntries(records.map((entry) => [entry.id, entry])),
    comments: '',
    mailbox_has_zone_mailfw_conflict: false,
    mailbox_has_zone_mx_conflict: false,
    serving: 'served',
    uses_shop_nameservers: true,
    dnssec_keys: null,
    ...overrides,
  };
}

const WEB = record('r1', 'A', '@', '192.0.2.1');
const MAIL = record('r2', 'MX', '@', 'mx.example.net', { parameters: { priority: 10 }, rdata: '10 mx.example.net.' });
const zone = zoneOf([WEB, MAIL]);

const checked = (type: DnsRecord['type'], name: string, value: string): CheckedRecord => ({
  content: { ...emptyContent(type), name, value },
  rdata: value,
});
const run = (start: LocalZone, ...actions: ZoneAction[]) => actions.reduce(zoneReducer, start);
const byId = (state: LocalZone, id: string) => state.records.find((entry) => entry.id === id)!;

describe('the local zone', () => {
  it('starts as loaded, with nothing to save', () => {
    const state = loadZone(zone);
    expect(state.records.map((entry) => entry.id)).toEqual(['r1', 'r2']);
    expect(hasChanges(state)).toBe(false);
    expect(saveRecords(state).every((entry) => !entry.is_new && !entry.deleted && !entry.changed)).toBe(true);
  });

  it('adds checked records as new, with client ids, and sends them as added_records', () => {
    const state = run(loadZone(zone), { type: 'add', records: [checked('A', 'www', '192.0.2.2'), checked('A', 'shop', '192.0.2.3')] });
    const added = state.records.slice(2);
    expect(added.map((entry) => entry.id)).toEqual(['new-1', 'new-2']);
    expect(added.every((entry) => entry.flags.is_new && !entry.flags.duplicated)).toBe(true);
    expect(changeCounts(state)).toEqual({ added: 2, changed: 0, deleted: 0 });
    expect(addedRecords(state).map((entry) => entry.name)).toEqual(['www', 'shop']);
    // The record being edited is not checked against itself.
    expect(addedRecords(state, 'new-1').map((entry) => entry.name)).toEqual(['shop']);
  });

  it('marks a copy as duplicated', () => {
    const state = run(loadZone(zone), { type: 'add', records: [checked('A', 'www', '192.0.2.1')], duplicated: true });
    expect(byId(state, 'new-1').flags).toMatchObject({ is_new: true, duplicated: true });
  });

  it('flags an edit as edited and changed, and an edit back to the stored record as edited only', () => {
    let state = run(loadZone(zone), { type: 'update', id: 'r1', record: checked('A', '@', '192.0.2.9') });
    expect(byId(state, 'r1').flags).toMatchObject({ edited: true, changed: true });
    expect(byId(state, 'r1').content.value).toBe('192.0.2.9');
    expect(changeCounts(state)).toEqual({ added: 0, changed: 1, deleted: 0 });
    state = run(state, { type: 'update', id: 'r1', record: checked('A', '@', '192.0.2.1') });
    expect(byId(state, 'r1').flags).toMatchObject({ edited: true, changed: false });
    expect(hasChanges(state)).toBe(false);
  });

  it('deletes softly: the record stays, flagged, and the save body carries the flag', () => {
    const state = run(loadZone(zone), { type: 'delete', id: 'r2' });
    expect(state.records).toHaveLength(2);
    expect(byId(state, 'r2').flags.deleted).toBe(true);
    expect(saveRecords(state).find((entry) => entry.id === 'r2')?.deleted).toBe(true);
    expect(changeCounts(state)).toEqual({ added: 0, changed: 0, deleted: 1 });
  });

  it('undoes one record: a changed one goes back to the stored content and RDATA, a new one goes away', () => {
    const state = run(
      loadZone(zone),
      { type: 'update', id: 'r2', record: { content: { ...MAIL, parameters: { priority: 20 } }, rdata: '20 mx.example.net.' } },
      { type: 'delete', id: 'r2' },
      { type: 'add', records: [checked('TXT', '@', 'v=spf1 -all')] },
      { type: 'undo', id: 'r2' },
      { type: 'undo', id: 'new-1' },
    );
    expect(state.records.map((entry) => entry.id)).toEqual(['r1', 'r2']);
    expect(byId(state, 'r2').content.parameters).toEqual({ priority: 10 });
    expect(byId(state, 'r2').rdata).toBe('10 mx.example.net.');
    expect(byId(state, 'r2').flags).toEqual({ edited: false, deleted: false, is_new: false, duplicated: false, changed: false });
    expect(hasChanges(state)).toBe(false);
  });

  it('undoing a deleted new record brings it back; a new record deleted is not sent', () => {
    let state = run(loadZone(zone), { type: 'add', records: [checked('A', 'www', '192.0.2.2')] }, { type: 'delete', id: 'new-1' });
    expect(saveRecords(state).map((entry) => entry.id)).toEqual(['r1', 'r2']);
    state = run(state, { type: 'undo', id: 'new-1' });
    expect(byId(state, 'new-1').flags).toMatchObject({ deleted: false, is_new: true });
  });

  it('deletes all and undoes all', () => {
    let state = run(loadZone(zone), { type: 'add', records: [checked('A', 'www', '192.0.2.2')] }, { type: 'deleteAll' });
    expect(state.records.every((entry) => entry.flags.deleted)).toBe(true);
    state = run(state, { type: 'settings', settings: { parking_page: true } }, { type: 'undoAll', zone });
    expect(state.records.map((entry) => entry.id)).toEqual(['r1', 'r2']);
    expect(state.settings.parking_page).toBe(false);
    expect(hasChanges(state)).toBe(false);
  });

  it('counts changed settings as something to save', () => {
    expect(hasChanges(run(loadZone(zone), { type: 'settings', settings: { comments: 'office' } }))).toBe(true);
  });

  it('puts save errors on their records and clears them on the next edit', () => {
    let state = run(loadZone(zone), { type: 'errors', errors: { r1: { value: 'Not an IPv4 address.' } } });
    expect(byId(state, 'r1').errors).toEqual({ value: 'Not an IPv4 address.' });
    expect(byId(state, 'r2').errors).toEqual({});
    state = run(state, { type: 'update', id: 'r1', record: checked('A', '@', '192.0.2.7') });
    expect(byId(state, 'r1').errors).toEqual({});
  });

  it('names the www record www at the apex and www.<name> below it', () => {
    expect(wwwName('@')).toBe('www');
    expect(wwwName('')).toBe('www');
    expect(wwwName('shop')).toBe('www.shop');
  });

  it('does not offer a www copy of a www name or a wildcard', () => {
    expect(offersWww('@')).toBe(true);
    expect(offersWww('shop')).toBe(true);
    expect(offersWww('wwwshop')).toBe(true);
    expect(offersWww('www')).toBe(false);
    expect(offersWww(' WWW ')).toBe(false);
    expect(offersWww('www.shop')).toBe(false);
    expect(offersWww('*')).toBe(false);
    expect(offersWww('*.shop')).toBe(false);
  });
});

describe('save errors (spec §5)', () => {
  it('puts record fields on records, keeps detail-only errors for the zone, ignores the two messages, and sees 8001', () => {
    const sorted = sortSaveErrors([
      { code: ErrorCode.DnsRecordInvalid, message: 'Not an IPv4 address.', field: 'records.r1.value' },
      { code: ErrorCode.DnsRecordInvalid, message: 'Between 0 and 65535.', field: 'records.new-2.parameters.priority' },
      { code: 1, message: 'Invalid domain name' },
      { code: 1, message: 'Object does not exist' },
      { code: ErrorCode.DnssecNotAllowed, message: 'The registry of this domain does not support DNSSEC.', field: 'flags.dnssec' },
      { code: 9999, message: 'Something about the zone.' },
      { code: ErrorCode.DnsZoneChanged, message: 'The zone was changed.', field: 'version' },
    ]);
    expect(sorted.records).toEqual({ r1: { value: 'Not an IPv4 address.' }, 'new-2': { 'parameters.priority': 'Between 0 and 65535.' } });
    expect(sorted.zone.map((error) => error.message)).toEqual([
      'The registry of this domain does not support DNSSEC.',
      'Something about the zone.',
    ]);
    expect(sorted.zoneChanged).toBe(true);
  });

  it("reads the validate call's errors by field", () => {
    const { fields, other } = recordFieldErrors([
      { code: ErrorCode.DnsRecordInvalid, message: 'Required.', field: 'value' },
      { code: ErrorCode.DnsRecordInvalid, message: 'Between 0 and 65535.', field: 'parameters.priority' },
      { code: ErrorCode.DnsUrlDenied, message: 'URL forwarding is not available for this domain.' },
    ]);
    expect(fields).toEqual({ value: 'Required.', 'parameters.priority': 'Between 0 and 65535.' });
    expect(other).toHaveLength(1);
  });
});

describe('sorting and grouping', () => {
  const state = loadZone(
    zoneOf([
      record('a', 'A', 'www', '192.0.2.1'),
      record('b', 'MX', '@', 'mx.example.net'),
      record('c', 'A', '@', '192.0.2.2'),
      record('d', 'TXT', 'www', 'hello'),
    ]),
  );

  it('groups by type, types and names ascending or descending', () => {
    const asc = groupRecords(state.records, 'type', 'asc');
    expect(asc.map((group) => group.key)).toEqual(['A', 'MX', 'TXT']);
    expect(asc[0].records.map((entry) => entry.content.name)).toEqual(['@', 'www']);
    const desc = groupRecords(state.records, 'type', 'desc');
    expect(desc.map((group) => group.key)).toEqual(['TXT', 'MX', 'A']);
    expect(desc[2].records.map((entry) => entry.content.name)).toEqual(['www', '@']);
  });

  it('groups by name, the apex first', () => {
    const groups = groupRecords(state.records, 'name', 'asc');
    expect(groups.map((group) => group.key)).toEqual(['@', 'www']);
    expect(groups[0].records.map((entry) => entry.content.type)).toEqual(['A', 'MX']);
  });
});

describe('typed fields', () => {
  it('gives every type its own fields, none a raw box for everything', () => {
    expect(RECORD_FIELDS.MX.map((field) => field.path)).toEqual(['parameters.priority', 'value']);
    expect(RECORD_FIELDS.SRV.map((field) => field.path)).toEqual(['parameters.priority', 'parameters.weight', 'parameters.port', 'value']);
    expect(RECORD_FIELDS.URL.map((field) => field.path)).toContain('parameters.redirect_code');
  });

  it('stores numbers as numbers, empty as null, switches as booleans, and starts afresh on a type change', () => {
    const mx = emptyContent('MX');
    const [priority] = RECORD_FIELDS.MX;
    expect(withField(mx, priority, '20').parameters.priority).toBe(20);
    expect(withField(mx, priority, '').parameters.priority).toBeNull();
    const url = emptyContent('URL');
    expect(url.parameters.redirect_code).toBe(301);
    const tls = RECORD_FIELDS.URL.find((field) => field.path === 'parameters.tls')!;
    expect(withField(url, tls, true).parameters.tls).toBe(true);
    const changed = withType({ ...mx, name: 'mail', ttl: 3600 }, 'A');
    expect(changed).toMatchObject({ type: 'A', name: 'mail', ttl: 3600, value: '', parameters: {} });
  });
});
