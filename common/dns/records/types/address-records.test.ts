import { describe, expect, it } from 'vitest';
import { accepted, rdataOf, refused } from '../test-support';

describe('A records', () => {
  it('takes an IPv4 address, documentation and private ranges included', () => {
    expect(rdataOf('A', 'www', '192.0.2.1')).toBe('192.0.2.1');
    expect(accepted('A', 'intranet', ' 10.0.0.1 ').value).toBe('10.0.0.1');
  });

  it('refuses what is no IPv4 address, and points IPv6 to AAAA', () => {
    expect(refused('A', 'www', '192.0.2.256').value).toBe('Enter an IPv4 address such as 192.0.2.1.');
    expect(refused('A', 'www', '192.0.02.1').value).toBe('Enter an IPv4 address such as 192.0.2.1.');
    expect(refused('A', 'www', 'www.example.net').value).toBe('Enter an IPv4 address such as 192.0.2.1.');
    expect(refused('A', 'www', '2001:db8::1').value).toBe('This is an IPv6 address: use an AAAA record for it.');
    expect(refused('A', 'www', '').value).toBe('Please fill in this field.');
  });

  it('takes no parameters', () => {
    expect(refused('A', 'www', '192.0.2.1', { priority: 10 })['parameters.priority']).toBe('This record type has no field "priority".');
  });
});

describe('AAAA records', () => {
  it('stores IPv6 addresses in the RFC 5952 form', () => {
    expect(accepted('AAAA', 'www', '2001:0DB8:0000:0000:0000:0000:0000:0001').value).toBe('2001:db8::1');
    expect(accepted('AAAA', 'www', '4321:0:1:2:3:4:567:89ab').value).toBe('4321:0:1:2:3:4:567:89ab');
    expect(rdataOf('AAAA', 'www', '2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1');
  });

  it('refuses IPv4 and malformed addresses', () => {
    expect(refused('AAAA', 'www', '192.0.2.1').value).toBe('This is an IPv4 address: use an A record for it.');
    expect(refused('AAAA', 'www', '2001:db8::1::2').value).toBe('Enter an IPv6 address such as 2001:db8::1.');
    expect(refused('AAAA', 'www', 'fe80::1%eth0', {}, { language: 'de' }).value).toBe('Geben Sie eine IPv6-Adresse wie 2001:db8::1 ein.');
  });
});
