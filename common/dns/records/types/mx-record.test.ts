import { describe, expect, it } from 'vitest';
import { accepted, rdataOf, refused } from '../test-support';

describe('MX records', () => {
  it('has a priority and an exchange host', () => {
    expect(rdataOf('MX', '@', 'mail.example.com', { priority: 10 })).toBe('10 mail.example.com.');
    expect(accepted('MX', '@', 'mx.example.net.', { priority: '20' }).parameters).toEqual({ priority: 20 });
  });

  it('takes priorities from 0 to 65535 only', () => {
    expect(rdataOf('MX', '@', 'mail.example.com', { priority: 65_535 })).toBe('65535 mail.example.com.');
    expect(refused('MX', '@', 'mail.example.com', { priority: 65_536 })['parameters.priority']).toBe(
      'Enter a whole number from 0 to 65535.',
    );
    expect(refused('MX', '@', 'mail.example.com', { priority: -1 })['parameters.priority']).toBe('Enter a whole number from 0 to 65535.');
    expect(refused('MX', '@', 'mail.example.com', { priority: '1.5' })['parameters.priority']).toBe(
      'Enter a whole number from 0 to 65535.',
    );
    expect(refused('MX', '@', 'mail.example.com')['parameters.priority']).toBe('Please fill in this field.');
  });

  it('is a null MX with "." and priority 0 (RFC 7505)', () => {
    expect(rdataOf('MX', '@', '.', { priority: 0 })).toBe('0 .');
    expect(refused('MX', '@', '.', { priority: 10 })['parameters.priority']).toContain('null MX');
  });

  it('needs a host name, not an address (RFC 2181 §10.3)', () => {
    expect(refused('MX', '@', '192.0.2.25', { priority: 10 }).value).toContain('not an IP address');
  });
});
