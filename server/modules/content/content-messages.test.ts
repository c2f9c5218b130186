import { describe, expect, it } from 'vitest';
import { contentMessages, type ContentMessages } from './content-messages';

function texts(messages: ContentMessages): Record<string, string> {
  const { topics, ...mail } = messages.supportMail;
  return {
    ...Object.fromEntries(Object.entries(messages.abuseKinds).map(([kind, name]) => [`abuseKinds.${kind}`, name])),
    ...Object.fromEntries(
      Object.entries(mail).map(([key, message]) => [
        `supportMail.${key}`,
        typeof message === 'function' ? (message as (value: string | number) => string)(17) : message,
      ]),
    ),
    ...Object.fromEntries(Object.entries(topics).map(([topic, name]) => [`supportMail.topics.${topic}`, name])),
  };
}

// Words that are the same in both languages.
const SAME_IN_BOTH = new Set(['abuseKinds.spam', 'abuseKinds.phishing', 'supportMail.topics.domain', 'supportMail.topics.dns']);

describe('content messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(contentMessages('en'));
    const de = texts(contentMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      if (!SAME_IN_BOTH.has(key)) expect(de[key], key).not.toBe(en[key]);
    }
  });
});
