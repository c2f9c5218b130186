import { describe, expect, it } from 'vitest';
import { lifecycleMailMessages, type LifecycleMailMessages } from './lifecycle-mail-messages';

function texts(messages: LifecycleMailMessages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, message]) =>
      typeof message === 'function'
        ? // Each boolean branch of a message that has one.
          [true, false].map((flag) => [`${key}.${flag}`, (message as (...args: unknown[]) => string)('x.example', 'Shop', 30, flag)])
        : [[key, message]],
    ),
  );
}

describe('lifecycle mail messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(lifecycleMailMessages('en'));
    const de = texts(lifecycleMailMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
    }
  });
});
