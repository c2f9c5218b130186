import { describe, expect, it } from 'vitest';
import { nextStateChange, recordState } from './record-state';

const NOW = new Date('2026-11-25T12:00:00Z');
const dated = (type: 'A' | 'MAILFW', active_from: string | null, active_until: string | null) => ({ type, active_from, active_until });

describe('record date states', () => {
  it('is permanent without dates and temporary with an end ahead', () => {
    expect(recordState(dated('A', null, null), NOW)).toBe('permanent');
    expect(recordState(dated('A', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'), NOW)).toBe('temporary');
  });

  it('is scheduled before its start and expired from its end on', () => {
    expect(recordState(dated('A', '2026-11-25T12:00:01Z', null), NOW)).toBe('scheduled');
    expect(recordState(dated('A', '2026-11-25T12:00:00Z', null), NOW)).toBe('permanent');
    expect(recordState(dated('A', null, '2026-11-25T12:00:00Z'), NOW)).toBe('expired');
  });

  it('keeps a MAILFW inactive until its destination confirmed', () => {
    expect(recordState(dated('MAILFW', null, null), NOW)).toBe('unconfirmed');
    expect(recordState(dated('MAILFW', null, null), NOW, { mailfwConfirmed: true })).toBe('permanent');
    expect(recordState(dated('MAILFW', null, '2026-11-01T00:00:00Z'), NOW)).toBe('expired');
  });

  it('is suspended when its limit is exhausted', () => {
    expect(recordState(dated('A', null, null), NOW, { suspended: true })).toBe('suspended');
  });

  it('finds the next start or end after now', () => {
    const records = [
      dated('A', '2026-11-20T00:00:00Z', '2026-12-01T00:00:00Z'),
      dated('A', '2026-11-26T08:00:00Z', null),
      dated('A', null, '2026-11-25T12:00:00Z'),
    ];
    expect(nextStateChange(records, NOW)?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(nextStateChange([dated('A', null, null)], NOW)).toBeNull();
  });
});
