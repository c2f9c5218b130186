import { describe, expect, it } from 'vitest';
import { rdataOf, refused } from '../test-support';

const SIP = { priority: 10, weight: 60, port: 5060 };

describe('SRV records (RFC 2782)', () => {
  it('has priority, weight, port and a target host', () => {
    expect(rdataOf('SRV', '_sip._tcp', 'bigbox.example.com', SIP)).toBe('10 60 5060 bigbox.example.com.');
    expect(rdataOf('SRV', '_ldap._tcp.office', 'ldap.example.com', { priority: '0', weight: '0', port: '389' })).toBe(
      '0 0 389 ldap.example.com.',
    );
  });

  it('says "no service here" with the target "."', () => {
    expect(rdataOf('SRV', '_imap._tcp', '.', { priority: 0, weight: 0, port: 0 })).toBe('0 0 0 .');
  });

  it('needs an owner of the form _service._proto', () => {
    expect(refused('SRV', 'sip', 'bigbox.example.com', SIP).name).toContain('_service._protocol');
    expect(refused('SRV', '_sip', 'bigbox.example.com', SIP).name).toContain('_service._protocol');
    expect(refused('SRV', 'sip.tcp', 'bigbox.example.com', SIP).name).toContain('_service._protocol');
  });

  it('checks each number from 0 to 65535', () => {
    const errors = refused('SRV', '_sip._tcp', 'bigbox.example.com', { priority: 70_000, weight: 'x', port: 65_536 });
    expect(errors['parameters.priority']).toBe('Enter a whole number from 0 to 65535.');
    expect(errors['parameters.weight']).toBe('Enter a whole number from 0 to 65535.');
    expect(errors['parameters.port']).toBe('Enter a whole number from 0 to 65535.');
  });

  it('needs a host name as target', () => {
    expect(refused('SRV', '_sip._tcp', '192.0.2.10', SIP).value).toContain('not an IP address');
  });
});
