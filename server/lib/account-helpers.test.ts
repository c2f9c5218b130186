import { describe, expect, it } from 'vitest';
import { summarizeUserAgent, truncateIp } from './client-info';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox('a-secret-key-of-at-least-32-characters!');

  it('opens what it sealed, in the same context only', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'totp:7');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed, 'totp:7')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'totp:8')).toBeNull();
  });

  it('refuses another key and altered boxes', () => {
    const sealed = box.seal('secret', 'ctx');
    expect(createSecretBox('another-key-of-at-least-32-characters!!').open(sealed, 'ctx')).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(box.open(parts.join('.'), 'ctx')).toBeNull();
    expect(box.open('garbage', 'ctx')).toBeNull();
  });
});

describe('client info', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:1234:5678::1', '2001:db8:1234::/48'],
    ['::1', '0:0:0::/48'],
    ['not an address', 'unknown'],
  ])('truncates %s to %s', (ip, network) => {
    expect(truncateIp(ip)).toBe(network);
  });

  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128 on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131 on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS',
    ],
    ['<script>alert(1)</script>', 'Other browser'],
    [undefined, 'Unknown'],
  ])('summarizes %s', (header, summary) => {
    expect(summarizeUserAgent(header)).toBe(summary);
  });
});
