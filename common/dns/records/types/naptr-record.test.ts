import { describe, expect, it } from 'vitest';
import { accepted, rdataOf, refused } from '../test-support';

describe('NAPTR records (RFC 3403)', () => {
  it('takes the replacement examples of RFC 3403 §6.2, flags in upper case', () => {
    expect(
      rdataOf('NAPTR', 'cid', 'cidserver.example.com', { order: 100, preference: 50, flags: 'a', services: 'z3950+N2L+N2C', regexp: '' }),
    ).toBe('100 50 "A" "z3950+N2L+N2C" "" cidserver.example.com.');
    expect(rdataOf('NAPTR', '@', '_sip._udp.example.com', { order: 100, preference: 10, flags: 'S', services: 'SIP+D2U' })).toBe(
      '100 10 "S" "SIP+D2U" "" _sip._udp.example.com.',
    );
  });

  it('takes a regular expression with the replacement "." (RFC 3403 §6.1, ENUM)', () => {
    const record = accepted('NAPTR', '@', '', {
      order: 100,
      preference: 10,
      flags: 'u',
      services: 'E2U+sip',
      regexp: '!^.*$!sip:info@example.com!',
    });
    expect(record.value).toBe('.');
    expect(
      rdataOf('NAPTR', '@', '.', { order: 100, preference: 10, flags: '', services: '', regexp: '!^urn:cid:.+@([^\\.]+\\.)(.*)$!\\2!i' }),
    ).toBe('100 10 "" "" "!^urn:cid:.+@([^\\\\.]+\\\\.)(.*)$!\\\\2!i" .');
  });

  it('refuses a regular expression and a replacement together, or neither', () => {
    expect(
      refused('NAPTR', '@', 'sip.example.com', {
        order: 1,
        preference: 1,
        flags: 'U',
        services: 'E2U+sip',
        regexp: '!^.*$!sip:a@example.com!',
      }).value,
    ).toContain('not both');
    expect(refused('NAPTR', '@', '.', { order: 1, preference: 1, flags: 'S', services: 'SIP+D2U' }).value).toContain(
      'regular expression or a replacement',
    );
  });

  it('checks flags, services and the expression', () => {
    const errors = refused('NAPTR', '@', '.', { order: 1, preference: 1, flags: 'X', services: 'E2U sip', regexp: '!^.*$' });
    expect(errors['parameters.flags']).toBe('The flag must be S, A, U, P or empty.');
    expect(errors['parameters.services']).toContain('E2U+sip');
    expect(errors['parameters.regexp']).toContain('!pattern!replacement!');
    expect(
      refused('NAPTR', '@', 'sip.example.com', { order: 1, preference: 1, flags: 'U', services: 'E2U+sip' })['parameters.regexp'],
    ).toContain('flag U');
    expect(refused('NAPTR', '@', 'sip.example.com', { order: 65_536, preference: 1, flags: 'S' })['parameters.order']).toBe(
      'Enter a whole number from 0 to 65535.',
    );
  });
});
