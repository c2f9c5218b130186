import { describe, expect, it } from 'vitest';
import { ownershipMailMessages, type OwnershipMailMessages } from './ownership-mail-messages';

function texts(messages: OwnershipMailMessages): Record<string, string> {
  const { party, ...rest } = messages;
  return {
    ...Object.fromEntries(
      Object.entries(rest).map(([key, message]) => [
        key,
        typeof message === 'function' ? (message as (...args: string[]) => string)('a.example', 'Max', 'm@example.com', 'x') : message,
      ]),
    ),
    ...Object.fromEntries(Object.entries(party).map(([key, name]) => [`party.${key}`, name])),
  };
}

describe('change of registrant mail messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(ownershipMailMessages('en'));
    const de = texts(ownershipMailMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
    }
  });

  it('names the party that declined in the German dative', () => {
    const de = ownershipMailMessages('de');
    expect(de.declinedText('a.example', 'prior')).toContain('wurde von dem bisherigen Inhaber abgelehnt.');
    expect(de.declinedText('a.example', 'new')).toContain('wurde von dem neuen Inhaber abgelehnt.');
    expect(ownershipMailMessages('en').declinedText('a.example', 'new')).toContain('was declined by the new registrant.');
  });
});
