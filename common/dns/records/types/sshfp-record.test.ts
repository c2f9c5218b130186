import { describe, expect, it } from 'vitest';
import { rdataOf, refused } from '../test-support';

describe('SSHFP records (RFC 4255, 6594, 7479, 8709)', () => {
  it('takes the example of RFC 4255 §3.3 (SHA-1, 40 hex digits)', () => {
    expect(rdataOf('SSHFP', 'host', '123456789abcdef67890123456789abcdef67890', { algorithm: 2, fingerprint_type: 1 })).toBe(
      '2 1 123456789abcdef67890123456789abcdef67890',
    );
  });

  it('takes an Ed25519 SHA-256 fingerprint (64 hex digits)', () => {
    const fingerprint = 'a'.repeat(64);
    expect(rdataOf('SSHFP', '@', fingerprint, { algorithm: '4', fingerprint_type: '2' })).toBe(`4 2 ${fingerprint}`);
  });

  it('checks the fingerprint length against its type', () => {
    expect(refused('SSHFP', '@', 'a'.repeat(64), { algorithm: 4, fingerprint_type: 1 }).value).toBe(
      'This hash must have exactly 40 hexadecimal digits, not 64.',
    );
    expect(refused('SSHFP', '@', 'a'.repeat(40), { algorithm: 4, fingerprint_type: 2 }).value).toBe(
      'This hash must have exactly 64 hexadecimal digits, not 40.',
    );
  });

  it('knows algorithms 1, 2, 3, 4 and 6 and fingerprint types 1 and 2', () => {
    expect(refused('SSHFP', '@', 'a'.repeat(64), { algorithm: 5, fingerprint_type: 2 })['parameters.algorithm']).toBe(
      'Choose one of: 1, 2, 3, 4, 6.',
    );
    expect(refused('SSHFP', '@', 'a'.repeat(64), { algorithm: 4, fingerprint_type: 3 })['parameters.fingerprint_type']).toBe(
      'Choose one of: 1, 2.',
    );
  });
});
