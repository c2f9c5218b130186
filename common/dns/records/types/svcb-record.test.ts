import { describe, expect, it } from 'vitest';
import { accepted, rdataOf, refused } from '../test-support';

/** RFC 9460 Appendix D: the examples, with the zone of the owner made ours. */
describe('SVCB and HTTPS records (RFC 9460)', () => {
  it('D.1 AliasMode: priority 0 and a target only, allowed at the apex', () => {
    expect(rdataOf('HTTPS', '@', 'foo.example.com.', { priority: 0 })).toBe('0 foo.example.com.');
    expect(refused('HTTPS', '@', 'foo.example.com.', { priority: 0, params: 'alpn=h2' })['parameters.params']).toContain('AliasMode');
  });

  it('D.2 ServiceMode: the target "." and a port', () => {
    expect(rdataOf('SVCB', '@', '.', { priority: 1 })).toBe('1 .');
    expect(rdataOf('SVCB', '@', 'foo.example.com.', { priority: 16, params: 'port=53' })).toBe('16 foo.example.com. port=53');
  });

  it('D.2 generic keys, with a value of any octets', () => {
    expect(rdataOf('SVCB', '@', 'foo.example.com.', { priority: 1, params: 'key667=hello' })).toBe('1 foo.example.com. key667=hello');
    expect(rdataOf('SVCB', '@', 'foo.example.com.', { priority: 1, params: 'key667="hello\\210qoo"' })).toBe(
      '1 foo.example.com. key667=hello\\210qoo',
    );
  });

  it('D.2 IPv6 hints, also in the form with an embedded IPv4 address', () => {
    expect(rdataOf('SVCB', '@', 'foo.example.com.', { priority: 1, params: 'ipv6hint="2001:db8::1,2001:db8::53:1"' })).toBe(
      '1 foo.example.com. ipv6hint=2001:db8::1,2001:db8::53:1',
    );
    expect(rdataOf('SVCB', '@', 'example.com.', { priority: 1, params: 'ipv6hint="2001:db8:122:344::192.0.2.33"' })).toBe(
      '1 example.com. ipv6hint=2001:db8:122:344::c000:221',
    );
  });

  it('D.2 mandatory, alpn and ipv4hint, keys put in ascending order', () => {
    expect(
      rdataOf('SVCB', '@', 'foo.example.org.', { priority: 16, params: 'alpn=h2,h3-19 mandatory=ipv4hint,alpn ipv4hint=192.0.2.1' }),
    ).toBe('16 foo.example.org. mandatory=alpn,ipv4hint alpn=h2,h3-19 ipv4hint=192.0.2.1');
  });

  it('D.2 escaped commas and backslashes in alpn: both spellings mean the same', () => {
    const quoted = accepted('SVCB', '@', 'foo.example.org.', { priority: 16, params: 'alpn="f\\\\\\\\oo\\\\,bar,h2"' });
    const unquoted = accepted('SVCB', '@', 'foo.example.org.', { priority: 16, params: 'alpn=f\\\\\\092oo\\092,bar,h2' });
    expect(quoted.parameters.params).toBe(unquoted.parameters.params);
    expect(quoted.parameters.params).toBe('alpn=f\\\\\\\\oo\\\\,bar,h2');
  });

  it('D.3 refuses the failure cases', () => {
    const params = (text: string) => refused('SVCB', '@', 'foo.example.com.', { priority: 1, params: text })['parameters.params'];
    expect(params('key123=abc key123=def')).toBe('The parameter key123 is given more than once.');
    expect(params('mandatory')).toBe('The parameter mandatory needs a value.');
    expect(params('alpn')).toBe('The parameter alpn needs a value.');
    expect(params('port')).toBe('The parameter port needs a value.');
    expect(params('ipv4hint')).toBe('The parameter ipv4hint needs a value.');
    expect(params('ipv6hint')).toBe('The parameter ipv6hint needs a value.');
    expect(params('no-default-alpn=abc')).toBe('The parameter no-default-alpn takes no value.');
    expect(params('mandatory=key123')).toBe('key123 is listed as mandatory but not given.');
    expect(params('mandatory=mandatory')).toBe('mandatory cannot list itself.');
    expect(params('mandatory=key123,key123 key123=abc')).toBe('key123 is listed twice in mandatory.');
  });

  it('needs alpn beside no-default-alpn, and checks ports, hints, ech and key names', () => {
    const params = (text: string) => refused('HTTPS', '@', '.', { priority: 1, params: text })['parameters.params'];
    expect(params('no-default-alpn')).toBe('no-default-alpn needs an alpn parameter as well.');
    expect(rdataOf('HTTPS', '@', '.', { priority: 1, params: 'no-default-alpn alpn=h3' })).toBe('1 . alpn=h3 no-default-alpn');
    expect(params('port=65536')).toContain('0 to 65535');
    expect(params('ipv4hint=2001:db8::1')).toBe('"2001:db8::1" is not a valid IPv4 address for ipv4hint.');
    expect(params('ipv6hint=192.0.2.1')).toBe('"192.0.2.1" is not a valid IPv6 address for ipv6hint.');
    expect(params('ech=not*base64')).toContain('base64');
    expect(params('colour=blue')).toContain('"colour" is not a known parameter');
    expect(params('key65535=x')).toContain('not a known parameter');
    expect(params('alpn="h2')).toContain('cannot be read');
    expect(
      rdataOf('HTTPS', '@', '.', {
        priority: 1,
        params: 'ech=AEn+DQBFKwAgACABWIHUGj4u+PIggYXcR5JF0gYk3dCRioBW8uJq9H4mKAAIAAEAAQABAANAEnB1YmxpYy50bHMtZWNoLmRldgAA',
      }),
    ).toContain('ech=AEn+');
  });

  it('allows "_" in targets that name another service, and checks the priority', () => {
    expect(rdataOf('SVCB', '_dns', '_dns.resolver.example.net', { priority: 0 })).toBe('0 _dns.resolver.example.net.');
    expect(refused('HTTPS', '@', '.', { priority: 65_536 })['parameters.priority']).toBe('Enter a whole number from 0 to 65535.');
  });

  it('writes HTTPS with a port in the _port._https owner', () => {
    expect(accepted('HTTPS', '_8443._https.api', 'api.example.com', { priority: 1, params: 'port=8443 alpn=h2' }).name).toBe(
      '_8443._https.api',
    );
  });
});
