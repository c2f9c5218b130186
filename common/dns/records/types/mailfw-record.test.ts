import { describe, expect, it } from 'vitest';
import { accepted, rdataOf, refused } from '../test-support';

describe('MAILFW records', () => {
  it('forwards a local part of the zone to an address', () => {
    const record = accepted('MAILFW', 'Info', 'Someone@Example.NET');
    expect(record.name).toBe('info');
    expect(record.value).toBe('Someone@example.net');
    expect(rdataOf('MAILFW', 'info', 'someone@example.net')).toBe('info@example.com → someone@example.net');
  });

  it('takes * for all addresses and IDN destinations as A-labels', () => {
    expect(accepted('MAILFW', '*', 'me@bücher.de').value).toBe('me@xn--bcher-kva.de');
  });

  it('refuses local parts with other characters and invalid destinations', () => {
    expect(refused('MAILFW', 'in fo', 'me@example.net').name).toContain('part before the @');
    expect(refused('MAILFW', '.info', 'me@example.net').name).toContain('part before the @');
    expect(refused('MAILFW', 'info', 'me@').value).toBe('Enter an e-mail address such as name@example.com.');
    expect(refused('MAILFW', 'info', 'example.net').value).toBe('Enter an e-mail address such as name@example.com.');
    expect(refused('MAILFW', '', 'me@example.net').name).toBe('Please fill in this field.');
  });

  it('refuses forwarding an address to itself', () => {
    expect(refused('MAILFW', 'info', 'INFO@example.com').value).toBe('A forwarded address cannot forward to itself.');
  });
});
