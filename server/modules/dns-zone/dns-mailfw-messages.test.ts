import { describe, expect, it } from 'vitest';
import { mailfwMessages, type MailfwMessages } from './dns-mailfw-messages';

function texts(messages: MailfwMessages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key,
      typeof message === 'function'
        ? (message as (input: unknown) => string)(
            key === 'request'
              ? { domain: 'example.com', sources: 'info@example.com', destination: 'a@b.example', shopName: 'Shop' }
              : 'example.com',
          )
        : message,
    ]),
  );
}

describe('MAILFW confirmation messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(mailfwMessages('en'));
    const de = texts(mailfwMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
    }
  });
});
