import { describe, expect, it } from 'vitest';
import { parseIpAddress, parseIpLiteral } from './ip-address';

describe('nameserver IP addresses', () => {
  it('takes public IPv4 and IPv6 addresses and normalises IPv6 to RFC 5952 text', () => {
    expect(parseIpAddress(' 185.12.64.1 ')).toEqual({ ok: true, version: 'v4', address: '185.12.64.1' });
    expect(parseIpAddress('2A01:04F8:0000:0000:0000:0000:0000:0001')).toEqual({ ok: true, version: 'v6', address: '2a01:4f8::1' });
    expect(parseIpAddress('2a01:4f8:0:0:1:0:0:1')).toEqual({ ok: true, version: 'v6', address: '2a01:4f8::1:0:0:1' });
    expect(parseIpAddress('2a00:1450:4001:82b::200e')).toMatchObject({ ok: true, address: '2a00:1450:4001:82b::200e' });
    expect(parseIpAddress('2a00:1450::185.12.64.1')).toMatchObject({ ok: true, address: '2a00:1450::b90c:4001' });
  });

  it('refuses what is not an address', () => {
    for (const input of [
      '',
      '1.2.3',
      '1.2.3.4.5',
      '256.1.1.1',
      '01.2.3.4',
      '1.2.3.4/24',
      'ns1.example.com',
      '2a01::4f8::1',
      '2a01:4f8:0:0:0:0:0:0:1',
      '12345::1',
      'g::1',
      '1.2.3.4::',
      ':::',
    ]) {
      expect(parseIpAddress(input), input).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('refuses private, loopback, link-local, documentation, multicast and other special ranges', () => {
    const reserved = [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '127.0.0.1',
      '0.0.0.0',
      '169.254.1.1',
      '100.64.0.1',
      '192.0.2.10',
      '198.51.100.1',
      '203.0.113.9',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '2001:db8::1',
      '::ffff:8.8.8.8',
      '2002:c000:0204::1',
      '3fff::1',
      '2001::1',
    ];
    for (const input of reserved) expect(parseIpAddress(input), input).toEqual({ ok: false, problem: 'reserved' });
    expect(parseIpAddress('172.32.0.1')).toMatchObject({ ok: true });
    expect(parseIpAddress('100.128.0.1')).toMatchObject({ ok: true });
  });
});

describe('IP literals of zone records', () => {
  it('write an IPv4-mapped IPv6 address with its IPv4 part dotted (RFC 5952 §5), however it was typed', () => {
    for (const input of ['::ffff:1.2.3.4', '::FFFF:102:304', '0:0:0:0:0:ffff:0102:0304'])
      expect(parseIpLiteral(input), input).toEqual({ version: 'v6', address: '::ffff:1.2.3.4' });
    expect(parseIpLiteral('::ffff:0:0')).toEqual({ version: 'v6', address: '::ffff:0.0.0.0' });
    expect(parseIpLiteral('::ffff:255.255.255.255')).toEqual({ version: 'v6', address: '::ffff:255.255.255.255' });
    // Only the mapped range: other addresses with an embedded IPv4 part keep the hexadecimal form.
    expect(parseIpLiteral('::1.2.3.4')).toEqual({ version: 'v6', address: '::102:304' });
    expect(parseIpLiteral('::ffff:1:1.2.3.4')).toEqual({ version: 'v6', address: '::ffff:1:102:304' });
    expect(parseIpLiteral('2001:db8::ffff:1.2.3.4')).toEqual({ version: 'v6', address: '2001:db8::ffff:102:304' });
    // Glue still refuses the mapped range.
    expect(parseIpAddress('::ffff:8.8.8.8')).toEqual({ ok: false, problem: 'reserved' });
  });
});
