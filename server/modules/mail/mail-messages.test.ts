import { describe, expect, it } from 'vitest';
import { mailMessages, type MailMessages } from './mail-messages';

function texts(messages: MailMessages): Record<string, string> {
  const operator = { representative: 'Erika Muster', register: 'HRB 1', vatId: 'DE123456789' };
  return {
    ...Object.fromEntries(
      Object.entries(messages.refundedTo).map(([destination, sentence]) => [`refundedTo.${destination}`, sentence('€ 9.90')]),
    ),
    'operatorFooter.operatedBy': messages.operatorFooter.operatedBy('Example Shop', 'Example GmbH, Street 1, Town'),
    'operatorFooter.details': messages.operatorFooter.details(operator),
  };
}

describe('mail messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = texts(mailMessages('en'));
    const de = texts(mailMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
    }
  });
});
