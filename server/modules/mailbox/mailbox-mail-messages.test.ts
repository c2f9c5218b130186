import { describe, expect, it } from 'vitest';
import { mailboxMailMessages, type MailboxMailMessages } from './mailbox-mail-messages';

function texts(messages: MailboxMailMessages): Record<string, string> {
  const { why, ...rest } = messages;
  return {
    ...Object.fromEntries(
      Object.entries(rest).map(([key, message]) => [
        key,
        typeof message === 'function' ? (message as (...args: unknown[]) => string)('info@example.com', 17, 'x', 'y') : message,
      ]),
    ),
    ...Object.fromEntries(Object.entries(why).map(([reason, text]) => [`why.${reason}`, text])),
  };
}

describe('mailbox mail messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(mailboxMailMessages('en'));
    const de = texts(mailboxMailMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
    }
  });
});
