import { describe, expect, it } from 'vitest';
import { createVisitorTokens } from './visitor-token';

const tokens = createVisitorTokens('a-secret-key-for-this-test-only');
const now = new Date('2026-11-25T12:00:00Z');

describe('visitor session tokens', () => {
  it('verifies a token it issued, with the same csrf token and issue time', () => {
    const issued = tokens.issue(now, 'de');
    expect(issued.token.length).toBeLessThanOrEqual(128);
    expect(tokens.verify(issued.token)).toEqual(issued);
    expect(issued.issuedAt).toEqual(now);
    expect(issued.language).toBe('de');
    expect(tokens.issue(now, 'de').token).not.toBe(issued.token);
    expect(tokens.issue(now, 'de').csrfToken).not.toBe(issued.csrfToken);
  });

  it('refuses a token with any part changed, made with another key, or of another shape', () => {
    const { token } = tokens.issue(now, 'de');
    const [id, issued, language, signature] = token.split('.');
    const later = (Number.parseInt(issued, 36) + 86_400 * 30).toString(36);
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const forged of [
      `${id}.${later}.${language}.${signature}`,
      `${flip(id)}.${issued}.${language}.${signature}`,
      `${id}.${issued}.en.${signature}`,
      `${id}.${issued}.${language}.${flip(signature)}`,
      `${id}.${issued}.${signature}`,
      `${id}.${issued}.${language}.${signature}.x`,
      createVisitorTokens('another-secret-key').issue(now, 'de').token,
      id,
      '',
    ]) {
      expect(tokens.verify(forged), forged).toBeNull();
    }
  });
});
