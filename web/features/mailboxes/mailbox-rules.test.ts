import { describe, expect, it } from 'vitest';
import { formatBytes, parseLocalPart, passwordStrength, quotaPercent } from './mailbox-rules';

describe('mailbox rules', () => {
  it('takes local parts by spec §5’s pattern, lower case, and refuses dots at the ends or twice', () => {
    expect(parseLocalPart(' Info ')).toBe('info');
    expect(parseLocalPart('a-b+c.d_e=f&g')).toBe('a-b+c.d_e=f&g');
    for (const bad of ['', 'in fo', '.info', 'info.', 'in..fo', 'info@x', 'ä', 'x'.repeat(65)]) expect(parseLocalPart(bad), bad).toBeNull();
  });

  it('rates a password by the policy’s length first, then by its kinds of characters and length', () => {
    expect(passwordStrength('').strength).toBe('empty');
    expect(passwordStrength('Ab1!').strength).toBe('short');
    expect(passwordStrength('x'.repeat(129)).strength).toBe('long');
    expect(passwordStrength('abababababab').strength).toBe('weak');
    expect(passwordStrength('abcdefghij').strength).toBe('weak');
    expect(passwordStrength('abcdefghij12').strength).toBe('fair');
    expect(passwordStrength('Abcdefghij12').strength).toBe('fair');
    expect(passwordStrength('Abcdefghij1!').strength).toBe('good');
    expect(passwordStrength('Quiet-Harbour-7-Lanterns').strength).toBe('strong');
  });

  it('writes sizes in powers of 1024 in the user’s language, and caps the quota bar at 100', () => {
    expect(formatBytes(5 * 1024 ** 3, 'en')).toBe('5 GB');
    expect(formatBytes(1.5 * 1024 ** 3, 'de').replace(/\s/g, ' ')).toBe('1,5 GB');
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(quotaPercent(3, 2)).toBe(100);
    expect(quotaPercent(1, 4)).toBe(25);
  });
});
