import { describe, expect, it } from 'vitest';
import { DNS_RECORD_TYPES } from './record-shape';
import { RECORD_TYPE_RULES } from './record-types';
import { accepted, check, refused } from './test-support';

describe('validateRecord: fields every type shares', () => {
  it('has rules for every type the editor offers', () => {
    expect(Object.keys(RECORD_TYPE_RULES).sort()).toEqual([...DNS_RECORD_TYPES].sort());
  });

  it('keeps the TTL within 60 seconds and one week', () => {
    expect(accepted('A', 'www', '192.0.2.1', {}, { ttl: 60 }).ttl).toBe(60);
    expect(accepted('A', 'www', '192.0.2.1', {}, { ttl: 604_800 }).ttl).toBe(604_800);
    expect(refused('A', 'www', '192.0.2.1', {}, { ttl: 59 }).ttl).toBe(
      'The TTL must be a whole number of seconds from 60 to 604800 (one week).',
    );
    expect(refused('A', 'www', '192.0.2.1', {}, { ttl: 604_801 }).ttl).toBeDefined();
    // RFC 2181 §8: a TTL with the top bit set is not a long TTL.
    expect(refused('A', 'www', '192.0.2.1', {}, { ttl: 2 ** 31 }).ttl).toBeDefined();
    expect(refused('A', 'www', '192.0.2.1', {}, { ttl: 3600.5 }).ttl).toBeDefined();
    expect(refused('A', 'www', '192.0.2.1', {}, { ttl: 59, language: 'de' }).ttl).toBe(
      'Die TTL muss eine ganze Zahl von Sekunden zwischen 60 und 604800 (eine Woche) sein.',
    );
  });

  it('trims comments and refuses control characters in them', () => {
    expect(accepted('A', 'www', '192.0.2.1', {}, { comments: '  web server  ' }).comments).toBe('web server');
    expect(refused('A', 'www', '192.0.2.1', {}, { comments: 'a\u202eb' }).comments).toContain('control characters');
  });

  it('stores dates in UTC and refuses an end before the start', () => {
    const record = accepted(
      'A',
      'www',
      '192.0.2.1',
      {},
      { active_from: '2026-12-01T10:00:00+01:00', active_until: '2026-12-24T00:00:00Z' },
    );
    expect(record.active_from).toBe('2026-12-01T09:00:00.000Z');
    expect(record.active_until).toBe('2026-12-24T00:00:00.000Z');
    expect(
      refused('A', 'www', '192.0.2.1', {}, { active_from: '2026-12-24T00:00:00Z', active_until: '2026-12-01T00:00:00Z' }).active_until,
    ).toBe('The end must be later than the start.');
    expect(refused('A', 'www', '192.0.2.1', {}, { active_until: 'tomorrow' }).active_until).toBe('Enter a date and time.');
  });

  it('reports every wrong field at once', () => {
    const result = check('MX', '-bad', 'mail_1.example.com', { priority: 'high', colour: 'blue' }, { ttl: 5 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['name', 'parameters.colour', 'parameters.priority', 'ttl', 'value']);
  });

  it('drops blank fields another type left behind, but refuses filled ones', () => {
    expect(accepted('A', 'www', '192.0.2.1', { priority: '', tag: null }).parameters).toEqual({});
    expect(refused('A', 'www', '192.0.2.1', { priority: 10 })['parameters.priority']).toBe('This record type has no field "priority".');
  });

  it('drops the client flags and keeps the id', () => {
    const record = accepted('A', 'www', '192.0.2.1', {}, { id: 'r1', edited: true, is_new: true });
    expect(record).toEqual({
      id: 'r1',
      type: 'A',
      name: 'www',
      value: '192.0.2.1',
      ttl: 86_400,
      comments: '',
      parameters: {},
      active_from: null,
      active_until: null,
    });
  });

  it('works with an IDN zone', () => {
    const record = accepted('CNAME', 'www.bücher.de.', '@', {}, { zone: 'xn--bcher-kva.de' });
    expect(record).toMatchObject({ name: 'www', value: 'xn--bcher-kva.de' });
  });
});
