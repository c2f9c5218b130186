import type { Language } from '@common/i18n/languages';
import type { RefundDestination } from '../../db/schema/index';

/** Wording shared by the shop's mails, in English and German. */
export interface MailMessages {
  /** Where refunded money went (decision 015); `amount` is written out in the mail's language. */
  refundedTo: Record<RefundDestination, (amount: string) => string>;
  /** The legal sender under every mail (decision 063). */
  operatorFooter: {
    operatedBy: (shopName: string, address: string) => string;
    details: (operator: { representative: string; register: string; vatId: string }) => string;
  };
}

const MESSAGES: Record<Language, MailMessages> = {
  en: {
    refundedTo: {
      balance: (amount) => `We have credited ${amount} to your prepaid account.`,
      card: (amount) =>
        `We have refunded ${amount} to the credit card you paid with; depending on your bank it shows on your statement within a few days.`,
      paypal: (amount) => `We have refunded ${amount} to the PayPal account you paid with.`,
      apple_pay: (amount) =>
        `We have refunded ${amount} through Apple Pay to the card you paid with; depending on your bank it shows within a few days.`,
      bank: (amount) =>
        `We have not booked your transfer of ${amount}; it goes back to the bank account you sent it from, which depending on the banks takes a few days.`,
    },
    operatorFooter: {
      operatedBy: (shopName, address) => `${shopName} is operated by ${address}`,
      details: (operator) =>
        `Represented by: ${operator.representative} · Commercial register: ${operator.register} · VAT ID: ${operator.vatId}`,
    },
  },
  de: {
    refundedTo: {
      balance: (amount) => `Wir haben ${amount} Ihrem Guthabenkonto gutgeschrieben.`,
      card: (amount) =>
        `Wir haben ${amount} auf die Kreditkarte zurückgezahlt, mit der Sie bezahlt haben; je nach Bank erscheint die Gutschrift in einigen Tagen auf Ihrer Abrechnung.`,
      paypal: (amount) => `Wir haben ${amount} auf Ihr PayPal-Konto zurückgezahlt, mit dem Sie bezahlt haben.`,
      apple_pay: (amount) =>
        `Wir haben ${amount} über Apple Pay auf die Karte zurückgezahlt, mit der Sie bezahlt haben; je nach Bank erscheint die Gutschrift in einigen Tagen.`,
      bank: (amount) =>
        `Wir haben Ihre Überweisung über ${amount} nicht gebucht; sie geht an das Bankkonto zurück, von dem Sie sie geschickt haben. Das dauert je nach Bank einige Tage.`,
    },
    operatorFooter: {
      operatedBy: (shopName, address) => `Betreiber von ${shopName}: ${address}`,
      details: (operator) =>
        `Vertreten durch: ${operator.representative} · Handelsregister: ${operator.register} · USt-IdNr.: ${operator.vatId}`,
    },
  },
};

export function mailMessages(language: Language): MailMessages {
  return MESSAGES[language];
}
