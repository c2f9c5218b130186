import { describe, expect, it } from 'vitest';
import { canonicalContent } from './powerdns-canonical';

describe('canonicalContent', () => {
  it('writes addresses as PowerDNS prints them', () => {
    expect(canonicalContent('A', '192.000.002.010')).toBe('192.0.2.10');
    expect(canonicalContent('AAAA', '2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
  });

  it('quotes a bare TXT value and leaves quoted strings alone', () => {
    expect(canonicalContent('TXT', 'say "hi" \\o/')).toBe('"say \\"hi\\" \\\\o/"');
    expect(canonicalContent('TXT', '"part one" "part two"')).toBe('"part one" "part two"');
  });

  it('joins and lower-cases the hex of SSHFP, TLSA, SMIMEA and DS', () => {
    expect(canonicalContent('SSHFP', '1 2 ABCD EF01')).toBe('1 2 abcdef01');
    expect(canonicalContent('TLSA', '3 1 1 AB CD')).toBe('3 1 1 abcd');
    expect(canonicalContent('SMIMEA', '3 0 1 ABCD')).toBe('3 0 1 abcd');
    expect(canonicalContent('DS', '12345 13 2 ABCD')).toBe('12345 13 2 abcd');
  });

  it('orders SvcParams by key number and unquotes plain values', () => {
    expect(canonicalContent('HTTPS', '1 . ipv4hint=192.0.2.1 alpn="h2,h3" port=8443')).toBe('1 . alpn=h2,h3 port=8443 ipv4hint=192.0.2.1');
    expect(canonicalContent('SVCB', '2 svc.example. key65000=x mandatory=port,alpn alpn=h2 port=1')).toBe(
      '2 svc.example. mandatory=alpn,port alpn=h2 port=1 key65000=x',
    );
    expect(canonicalContent('SVCB', '0 target.example.')).toBe('0 target.example.');
    expect(canonicalContent('HTTPS', '1 . alpn="a b"')).toBe('1 . alpn="a b"');
  });

  it('leaves what it cannot read as written, for PowerDNS to judge', () => {
    expect(canonicalContent('AAAA', 'not-an-address')).toBe('not-an-address');
    expect(canonicalContent('HTTPS', '1 . alpn="h2')).toBe('1 . alpn="h2');
    expect(canonicalContent('MX', ' 10 Mail.Example. ')).toBe('10 Mail.Example.');
  });
});
