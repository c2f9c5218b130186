import { describe, expect, it } from 'vitest';
import { accepted, rdataOf, refused } from '../test-support';

describe('URL forwarding records', () => {
  it('fills the defaults: 301, no TLS, no frame, path kept', () => {
    expect(accepted('URL', 'go', 'https://www.example.net/landing').parameters).toEqual({
      redirect_code: 301,
      tls: false,
      frame: false,
      title: '',
      meta_description: '',
      meta_keywords: '',
      noframes: '',
      keep_path: true,
    });
    expect(rdataOf('URL', 'go', 'https://www.example.net/landing')).toBe('301 https://www.example.net/landing');
  });

  it('takes the redirect codes 301, 302, 303, 307 and 308 only', () => {
    for (const code of [301, 302, 303, 307, 308])
      expect(accepted('URL', 'go', 'https://example.net/', { redirect_code: String(code) }).parameters.redirect_code).toBe(code);
    expect(refused('URL', 'go', 'https://example.net/', { redirect_code: 300 })['parameters.redirect_code']).toBe(
      'Choose one of: 301, 302, 303, 307, 308.',
    );
  });

  it('frames with title and meta texts', () => {
    const record = accepted('URL', '@', 'https://example.net/', {
      frame: 'true',
      title: 'Shop <1>',
      meta_description: 'Our shop',
      noframes: 'Go to\nexample.net',
    });
    expect(record.parameters.frame).toBe(true);
    expect(record.parameters.title).toBe('Shop <1>');
    expect(rdataOf('URL', '@', 'https://example.net/', { frame: true })).toBe('frame https://example.net/');
  });

  it('refuses other schemes, credentials, self-forwarding and bad flags', () => {
    expect(refused('URL', 'go', 'ftp://example.net/').value).toBe('The web address must start with http:// or https://.');
    expect(refused('URL', 'go', 'javascript:alert(1)').value).toBe('The web address must start with http:// or https://.');
    expect(refused('URL', 'go', 'www.example.net').value).toBe('The web address must start with http:// or https://.');
    expect(refused('URL', 'go', 'https://user:pw@example.net/').value).toContain('user name or password');
    expect(refused('URL', 'go', 'https://go.example.com/x').value).toContain('back to this name');
    expect(refused('URL', 'go', 'https://example.net/', { tls: 'maybe' })['parameters.tls']).toBe('Choose yes or no.');
    expect(refused('URL', 'go', 'https://example.net/', { title: 'a\u0000b' })['parameters.title']).toContain('control characters');
    expect(refused('URL', '_go', 'https://example.net/').name).toContain('cannot contain "_"');
  });
});
