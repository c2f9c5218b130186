import { describe, expect, it } from 'vitest';
import { accepted, rdataOf, refused } from '../test-support';

describe('CNAME records', () => {
  it('points a name to another name, shown absolute with the final dot', () => {
    expect(rdataOf('CNAME', 'www', 'example.net')).toBe('example.net.');
    expect(rdataOf('CNAME', 'shop', 'shops.myshopify.com.')).toBe('shops.myshopify.com.');
  });

  it('may point to a name with "_" (ACME and DKIM delegations)', () => {
    expect(accepted('CNAME', '_acme-challenge', '_acme-challenge.auth.example.net').value).toBe('_acme-challenge.auth.example.net');
  });

  it('never points to its own name', () => {
    expect(refused('CNAME', 'www', 'www.example.com').value).toContain('points to its own name');
    expect(refused('ALIAS', '@', '@').value).toContain('points to its own name');
  });

  it('is never at the apex, where ALIAS is the alternative', () => {
    expect(refused('CNAME', '@', 'example.net').name).toContain('Use an ALIAS record');
    expect(refused('CNAME', '@', 'example.net', {}, { language: 'de' }).name).toContain('Verwenden Sie stattdessen einen ALIAS-Eintrag');
  });
});

describe('DNAME records', () => {
  it('redirects a subtree', () => {
    expect(rdataOf('DNAME', 'old', 'new.example.net')).toBe('new.example.net.');
  });

  it('never points into its own subtree', () => {
    expect(refused('DNAME', 'old', 'a.old.example.com').value).toContain('points to its own name');
  });

  it('is not allowed at a wildcard', () => {
    expect(refused('DNAME', '*.old', 'new.example.net').name).toBe('A DNAME record cannot have a wildcard (*) name.');
  });
});

describe('ALIAS records', () => {
  it('is allowed at the apex and needs a host name', () => {
    expect(rdataOf('ALIAS', '@', 'lb.example.net')).toBe('lb.example.net.');
    expect(refused('ALIAS', '@', '_lb.example.net').value).toContain('cannot contain "_"');
  });
});

describe('NS records', () => {
  it('delegates a subdomain', () => {
    expect(rdataOf('NS', 'office', 'ns1.example.net')).toBe('ns1.example.net.');
  });

  it('is not at the apex, which has the shop nameservers, nor at a wildcard', () => {
    expect(refused('NS', '@', 'ns1.example.net').name).toContain('set by us');
    expect(refused('NS', '*', 'ns1.example.net').name).toBe('A NS record cannot have a wildcard (*) name.');
  });

  it('needs a host name, not an address', () => {
    expect(refused('NS', 'office', '198.51.100.53').value).toContain('not an IP address');
  });
});
