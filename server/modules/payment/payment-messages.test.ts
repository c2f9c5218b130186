import { describe, expect, it } from 'vitest';
import { paymentMessages, type PaymentMessages } from './payment-messages';

function texts(messages: PaymentMessages): Record<string, string> {
  const { methods, ...rest } = messages;
  return {
    ...Object.fromEntries(
      Object.entries(rest).map(([key, message]) => [
        key,
        typeof message === 'function' ? (message as (...args: string[]) => string)('EUR', 'USD') : message,
      ]),
    ),
    ...Object.fromEntries(Object.entries(methods).map(([method, label]) => [`methods.${method}`, label])),
  };
}

// PayPal and Apple Pay are names, the same in both languages.
const SAME_IN_BOTH = new Set(['methods.paypal', 'methods.apple_pay']);

describe('payment messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(paymentMessages('en'));
    const de = texts(paymentMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      if (!SAME_IN_BOTH.has(key)) expect(de[key], key).not.toBe(en[key]);
    }
  });
});
