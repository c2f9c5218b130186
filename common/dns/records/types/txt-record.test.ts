import { describe, expect, it } from 'vitest';
import { splitTxt, txtRdata } from '../character-string';
import { accepted, rdataOf, refused } from '../test-support';

const DKIM_KEY = `v=DKIM1; k=rsa; p=${'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA'.repeat(14)}`.slice(0, 600);

describe('TXT records', () => {
  it('quotes short text as one string', () => {
    expect(rdataOf('TXT', '@', 'v=spf1 include:_spf.example.net -all')).toBe('"v=spf1 include:_spf.example.net -all"');
  });

  it('splits a 600-character DKIM key into strings of 255, 255 and 90 octets', () => {
    expect(DKIM_KEY).toHaveLength(600);
    const record = accepted('TXT', 'mail._domainkey', DKIM_KEY);
    expect(record.value).toBe(DKIM_KEY);
    const rdata = rdataOf('TXT', 'mail._domainkey', DKIM_KEY);
    const strings = rdata.match(/"[^"]*"/g) ?? [];
    expect(strings.map((text) => text.length - 2)).toEqual([255, 255, 90]);
    expect(strings.map((text) => text.slice(1, -1)).join('')).toBe(DKIM_KEY);
  });

  it('takes text pasted in quoted zone-file form as the text itself', () => {
    expect(accepted('TXT', 'mail._domainkey', '"v=DKIM1; k=rsa; " "p=MIIBIjAN"').value).toBe('v=DKIM1; k=rsa; p=MIIBIjAN');
    expect(accepted('TXT', '@', '"say \\"hi\\""').value).toBe('say "hi"');
  });

  it('escapes quotes, backslashes and non-ASCII octets in the RDATA', () => {
    expect(txtRdata('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(txtRdata('grüß')).toBe('"gr\\195\\188\\195\\159"');
  });

  it('never splits inside a character', () => {
    const text = `${'a'.repeat(254)}ü`;
    expect(splitTxt(text)).toEqual(['a'.repeat(254), 'ü']);
  });

  it('refuses empty text, control characters and text over 4096 octets', () => {
    expect(refused('TXT', '@', '  ').value).toBe('Enter the text of the record.');
    expect(refused('TXT', '@', 'line\nbreak').value).toContain('control characters');
    expect(refused('TXT', '@', 'x'.repeat(4_097)).value).toBe('This text is too long: at most 4096 characters.');
    expect(accepted('TXT', '@', 'x'.repeat(4_096)).value).toHaveLength(4_096);
  });
});
