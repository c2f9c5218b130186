import { describe, expect, it } from 'vitest';
import { displayHostName, displayOwnerName } from './dns-names';
import { accepted, refused } from './test-support';

describe('owner names', () => {
  it('takes @ and an empty name as the apex', () => {
    expect(accepted('A', '@', '192.0.2.1').name).toBe('@');
    expect(accepted('A', '', '192.0.2.1').name).toBe('@');
  });

  it('stores names in lower case, and a name typed with the zone as relative', () => {
    expect(accepted('A', 'WWW', '192.0.2.1').name).toBe('www');
    expect(accepted('A', 'www.example.com', '192.0.2.1').name).toBe('www');
    expect(accepted('A', 'www.example.com.', '192.0.2.1').name).toBe('www');
    expect(accepted('A', 'example.com.', '192.0.2.1').name).toBe('@');
  });

  it('refuses an absolute name of another zone', () => {
    expect(refused('A', 'www.example.net.', '192.0.2.1').name).toContain('outside the zone example.com');
  });

  it('stores an IDN owner as its A-label and shows it as the U-label', () => {
    const record = accepted('A', 'Bücher.Straße', '192.0.2.1');
    expect(record.name).toBe('xn--bcher-kva.xn--strae-oqa');
    expect(displayOwnerName(record.name)).toBe('bücher.straße');
    expect(displayOwnerName('_dmarc')).toBe('_dmarc');
    expect(displayOwnerName('*.xn--bcher-kva')).toBe('*.bücher');
  });

  it('measures a label in its A-label form: 63 octets pass, 64 do not', () => {
    expect(accepted('A', 'a'.repeat(63), '192.0.2.1').name).toHaveLength(63);
    expect(refused('A', 'a'.repeat(64), '192.0.2.1').name).toContain('at most 63 characters');
    // 58 characters as a U-label, 69 in its A-label form.
    const label = 'bücherstraßenverkäuferinnenvereinsvorsitzendenwahlausschuß';
    expect(label.length).toBeLessThan(63);
    expect(refused('A', label, '192.0.2.1').name).toContain('at most 63 characters');
  });

  it('measures the whole name with the zone: at most 253 characters', () => {
    // 3 labels of 63 plus dots = 191, with ".example.com" 203; a fourth label of 49 makes 253.
    const fits = ['a'.repeat(49), 'b'.repeat(63), 'c'.repeat(63), 'd'.repeat(63)].join('.');
    expect(`${fits}.example.com`).toHaveLength(253);
    expect(accepted('TXT', fits, 'x').name).toBe(fits);
    expect(refused('TXT', `a${fits}`, 'x').name).toContain('at most 253 characters');
  });

  it('allows "_" in owner names', () => {
    expect(accepted('TXT', '_dmarc', 'v=DMARC1; p=none').name).toBe('_dmarc');
    expect(accepted('TXT', 'selector1._domainkey', 'v=DKIM1; p=').name).toBe('selector1._domainkey');
  });

  it('allows the wildcard only as the whole leftmost label', () => {
    expect(accepted('A', '*', '192.0.2.1').name).toBe('*');
    expect(accepted('A', '*.dev', '192.0.2.1').name).toBe('*.dev');
    expect(refused('A', 'dev.*', '192.0.2.1').name).toContain('leftmost');
    expect(refused('A', 'a*.dev', '192.0.2.1').name).toContain('leftmost');
    expect(refused('A', '*.*.dev', '192.0.2.1').name).toContain('leftmost');
  });

  it('refuses hyphens at the ends, empty labels, spaces and reserved ?? -- labels', () => {
    expect(refused('A', '-www', '192.0.2.1').name).toContain('"-www" is not valid');
    expect(refused('A', 'www-', '192.0.2.1').name).toContain('"www-" is not valid');
    expect(refused('A', 'a..b', '192.0.2.1').name).toContain('empty part');
    expect(refused('A', 'my host', '192.0.2.1').name).toContain('"my host" is not valid');
    expect(refused('A', 'ab--cd', '192.0.2.1').name).toContain('reserved');
    expect(accepted('A', 'a--b', '192.0.2.1').name).toBe('a--b');
    expect(accepted('A', '123', '192.0.2.1').name).toBe('123');
  });

  it('refuses an xn-- label that does not decode', () => {
    expect(refused('A', 'xn--zz', '192.0.2.1').name).toContain('not a valid international name part');
  });

  it('answers in German', () => {
    expect(refused('A', 'dev.*', '192.0.2.1', {}, { language: 'de' }).name).toBe(
      'Ein „*“ muss der ganze linke Teil des Namens sein, wie in * oder *.dev.',
    );
  });
});

describe('target host names', () => {
  it('stores targets as lower-case A-labels without the final dot and shows U-labels', () => {
    const record = accepted('CNAME', 'shop', 'Shop.Bücher.DE.');
    expect(record.value).toBe('shop.xn--bcher-kva.de');
    expect(displayHostName(record.value)).toBe('shop.bücher.de');
  });

  it('takes @ as the zone itself', () => {
    expect(accepted('CNAME', 'www', '@').value).toBe('example.com');
  });

  it('refuses "_" in host names, addresses, and names without a domain', () => {
    expect(refused('MX', '@', '_mail.example.com', { priority: 10 }).value).toContain('cannot contain "_"');
    expect(refused('NS', 'office', 'ns_1.example.net').value).toContain('cannot contain "_"');
    expect(refused('SRV', '_sip._tcp', 'sip_1.example.com', { priority: 1, weight: 1, port: 5060 }).value).toContain('cannot contain "_"');
    expect(refused('MX', '@', '192.0.2.1', { priority: 10 }).value).toContain('not an IP address');
    expect(refused('MX', '@', '2001:db8::1', { priority: 10 }).value).toContain('not an IP address');
    expect(refused('MX', '@', 'mail', { priority: 10 }).value).toContain('full host name');
  });

  it('measures target labels in their A-label form too', () => {
    expect(refused('CNAME', 'www', `${'x'.repeat(64)}.example.net`).value).toContain('at most 63 characters');
  });
});
