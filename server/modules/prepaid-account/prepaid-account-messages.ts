import type { Language } from '@common/i18n/languages';

/** What the prepaid account's statement says about an entry, in English and German. */
export interface PrepaidAccountMessages {
  /** `payment`: the payment's id. */
  topUp: (payment: string) => string;
  payment: (payment: string) => string;
  /** `item`: the refunded order item's id. */
  itemRefund: (item: string) => string;
  refund: string;
}

const MESSAGES: Record<Language, PrepaidAccountMessages> = {
  en: {
    topUp: (payment) => `Top-up (payment ${payment})`,
    payment: (payment) => `Payment ${payment}`,
    itemRefund: (item) => `Refund (order item ${item})`,
    refund: 'Refund',
  },
  de: {
    topUp: (payment) => `Aufladung (Zahlung ${payment})`,
    payment: (payment) => `Zahlung ${payment}`,
    itemRefund: (item) => `Erstattung (Bestellposition ${item})`,
    refund: 'Erstattung',
  },
};

export function prepaidAccountMessages(language: Language): PrepaidAccountMessages {
  return MESSAGES[language];
}
