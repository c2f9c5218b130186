import { describe, expect, it } from 'vitest';
import { accepted, rdataOf, refused } from '../test-support';
import { smimeaOwner } from './certificate-records';

const SHA256 = 'd2abde240d7cd3ee6b4b28c54df034b97983a1d16e8a410e4561cb106618e971';
const SHA512 =
  '92003ba34942dc74152e2f2c408d29eca5a520e7f2e06bb944f4dca346baf63c1b177615d466f6c4b71c216a50292bd58c9ebdd2f74e38fe51ffd48c43326cbc';

describe('TLSA records (RFC 6698)', () => {
  it('takes the examples of RFC 6698 §2.3', () => {
    expect(
      rdataOf('TLSA', '_443._tcp.www', 'd2abde240d7cd3ee6b4b28c54df034b9 7983a1d16e8a410e4561cb106618e971', {
        usage: 0,
        selector: 0,
        matching_type: 1,
      }),
    ).toBe(`0 0 1 ${SHA256}`);
    expect(rdataOf('TLSA', '_443._tcp.www', SHA512.toUpperCase(), { usage: 1, selector: 1, matching_type: 2 })).toBe(`1 1 2 ${SHA512}`);
    expect(rdataOf('TLSA', '_443._tcp.www', '308203073082', { usage: 3, selector: 0, matching_type: 0 })).toBe('3 0 0 308203073082');
  });

  it('needs 64 hex digits for SHA-256 and 128 for SHA-512', () => {
    expect(refused('TLSA', '_443._tcp.www', SHA256.slice(2), { usage: 3, selector: 1, matching_type: 1 }).value).toBe(
      'This hash must have exactly 64 hexadecimal digits, not 62.',
    );
    expect(refused('TLSA', '_443._tcp.www', SHA256, { usage: 3, selector: 1, matching_type: 2 }).value).toBe(
      'This hash must have exactly 128 hexadecimal digits, not 64.',
    );
    expect(refused('TLSA', '_443._tcp.www', 'abc', { usage: 3, selector: 1, matching_type: 0 }).value).toContain('even number');
    expect(refused('TLSA', '_443._tcp.www', 'zz', { usage: 3, selector: 1, matching_type: 0 }).value).toContain('hexadecimal');
  });

  it('checks usage, selector and matching type, with 255 for private use', () => {
    expect(accepted('TLSA', '_25._tcp.mail', 'ab', { usage: 255, selector: 255, matching_type: 255 }).parameters).toEqual({
      usage: 255,
      selector: 255,
      matching_type: 255,
    });
    const errors = refused('TLSA', '_443._tcp.www', SHA256, { usage: 4, selector: 2, matching_type: 3 });
    expect(errors['parameters.usage']).toBe('Choose one of: 0, 1, 2, 3, 255.');
    expect(errors['parameters.selector']).toBe('Choose one of: 0, 1, 255.');
    expect(errors['parameters.matching_type']).toBe('Choose one of: 0, 1, 2, 255.');
  });

  it('needs an owner of the form _port._proto.host', () => {
    expect(refused('TLSA', 'www', SHA256, { usage: 3, selector: 1, matching_type: 1 }).name).toContain('_port._protocol.host');
    expect(refused('TLSA', '_https._tcp', SHA256, { usage: 3, selector: 1, matching_type: 1 }).name).toContain('_port._protocol.host');
    expect(refused('TLSA', '_70000._tcp', SHA256, { usage: 3, selector: 1, matching_type: 1 }).name).toContain('_port._protocol.host');
  });
});

describe('SMIMEA records (RFC 8162)', () => {
  it('derives the owner from the SHA-256 of the local part, truncated to 28 octets', () => {
    // The hash of "hugh" as in RFC 7929 §3, which hashes the local part the same way.
    expect(smimeaOwner('hugh')).toBe('c93f1e400f26708f98cb19d936620da35eec8f72e57f9eec01c1afd6._smimecert');
    expect(smimeaOwner('hugh').split('.')[0]).toHaveLength(56);
  });

  it('takes TLSA fields at that owner', () => {
    const owner = smimeaOwner('hugh');
    expect(rdataOf('SMIMEA', owner, SHA256, { usage: 3, selector: 1, matching_type: 1 })).toBe(`3 1 1 ${SHA256}`);
    expect(accepted('SMIMEA', `${owner}.lists`, SHA256, { usage: 3, selector: 1, matching_type: 1 }).name).toBe(`${owner}.lists`);
  });

  it('refuses any other owner', () => {
    expect(refused('SMIMEA', 'hugh._smimecert', SHA256, { usage: 3, selector: 1, matching_type: 1 }).name).toContain('56-digit hash');
  });
});
