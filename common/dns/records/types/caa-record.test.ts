import { describe, expect, it } from 'vitest';
import { accepted, rdataOf, refused } from '../test-support';

describe('CAA records (RFC 8659)', () => {
  it('takes the examples of RFC 8659 §4', () => {
    expect(rdataOf('CAA', '@', 'ca.example.net', { flags: 0, tag: 'issue' })).toBe('0 issue "ca.example.net"');
    expect(rdataOf('CAA', '@', 'ca.example.net; account=230123', { flags: 0, tag: 'issue' })).toBe(
      '0 issue "ca.example.net; account=230123"',
    );
    expect(rdataOf('CAA', '@', ';', { flags: 0, tag: 'issuewild' })).toBe('0 issuewild ";"');
    expect(rdataOf('CAA', '@', 'mailto:security@example.com', { flags: 0, tag: 'iodef' })).toBe('0 iodef "mailto:security@example.com"');
    expect(rdataOf('CAA', '@', 'https://iodef.example.com/', { flags: 0, tag: 'iodef' })).toBe('0 iodef "https://iodef.example.com/"');
  });

  it('keeps the critical flag 128, also with a tag it does not know', () => {
    expect(rdataOf('CAA', '@', 'Unknown', { flags: 128, tag: 'tbs' })).toBe('128 tbs "Unknown"');
  });

  it('refuses other flag bits, which are reserved', () => {
    expect(refused('CAA', '@', 'ca.example.net', { flags: 1, tag: 'issue' })['parameters.flags']).toContain('0, or 128');
    expect(refused('CAA', '@', 'ca.example.net', { flags: 129, tag: 'issue' })['parameters.flags']).toContain('0, or 128');
  });

  it('stores the tag in lower case and refuses tags that are not 1-15 letters or digits', () => {
    expect(accepted('CAA', '@', 'letsencrypt.org', { tag: 'ISSUE' }).parameters).toEqual({ flags: 0, tag: 'issue' });
    expect(refused('CAA', '@', 'x', { flags: 0, tag: 'is-sue' })['parameters.tag']).toContain('letters or digits');
    expect(refused('CAA', '@', 'x', { flags: 0, tag: 'a'.repeat(16) })['parameters.tag']).toBeDefined();
    expect(refused('CAA', '@', 'x', { flags: 0 })['parameters.tag']).toBe('Please fill in this field.');
  });

  it('checks issue values and iodef addresses', () => {
    expect(refused('CAA', '@', 'not a domain', { tag: 'issue' }).value).toContain('domain of the certificate authority');
    expect(refused('CAA', '@', 'ca.example.net; bad key=1', { tag: 'issue' }).value).toContain('domain of the certificate authority');
    expect(refused('CAA', '@', 'ftp://example.com/', { tag: 'iodef' }).value).toContain('mailto: or https://');
  });
});
