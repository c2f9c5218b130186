import { describe, expect, it } from 'vitest';
import { sandboxGatewayMessages, type SandboxGatewayMessages } from './sandbox-gateway-messages';

function texts(messages: SandboxGatewayMessages): Record<string, string> {
  const { done, intro, ...rest } = messages;
  return {
    ...rest,
    intro: intro('Example GmbH', 'PayPal'),
    ...Object.fromEntries(Object.entries(done).map(([status, text]) => [`done.${status}`, text])),
  };
}

// A pending payment shows the buttons, no sentence.
const EMPTY_IN_BOTH = new Set(['done.pending']);

describe('sandbox gateway messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(sandboxGatewayMessages('en'));
    const de = texts(sandboxGatewayMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      if (EMPTY_IN_BOTH.has(key)) {
        expect([en[key], de[key]], key).toEqual(['', '']);
        continue;
      }
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
    }
  });
});
