import type { PaymentMethodName } from '@common/api/payment.contract';
import type { Language } from '@common/i18n/languages';

/**
 * What the payment pages say, in English and German: why a method is not offered, the footnotes
 * under the quote, the terms' checkbox and the methods' names on the gateway's hosted page.
 */
export interface PaymentMessages {
  noPrepaidAccount: string;
  balanceCurrencyMismatch: (accountCurrency: string, invoiceCurrency: string) => string;
  balanceTooLow: string;
  /** `names`: the names a transfer would reach too late, each with its delete day in brackets. */
  transferTooLate: (names: string) => string;
  reverseCharge: string;
  /** Why an EU business abroad pays VAT after all: VIES does not know its VAT ID (docs/decisions/006). */
  viesRefused: string;
  /** … or VIES could not be asked yet. */
  viesUnchecked: string;
  bankTransferTiming: string;
  registerRefunds: string;
  testEnvironment: string;
  acceptTerms: string;
  methods: Record<PaymentMethodName, string>;
  /** A bank statement's transfer whose amount is not the payment's (the operator's bank import, /pay/notify/bank): nothing is booked. */
  bankTransferAmountMismatch: (received: string, due: string) => string;
}

const MESSAGES: Record<Language, PaymentMessages> = {
  en: {
    noPrepaidAccount: 'You have no prepaid account.',
    balanceCurrencyMismatch: (accountCurrency, invoiceCurrency) =>
      `Your balance is kept in ${accountCurrency}, the invoice is in ${invoiceCurrency}.`,
    balanceTooLow: 'Your balance is not enough.',
    transferTooLate: (names) =>
      `A bank transfer would not arrive in time: unless paid before, ${names} is deleted on the date in brackets. Please choose another method.`,
    reverseCharge: 'Reverse charge: the invoice carries no VAT; the recipient accounts for it.',
    viesRefused: 'The EU VIES service does not know your VAT ID, so VAT is charged. Please check the number in your profile.',
    viesUnchecked: 'Your VAT ID could not be checked with the EU VIES service yet; VAT is charged until it is confirmed.',
    bankTransferTiming: 'With a bank transfer the order is carried out once the payment is booked.',
    registerRefunds:
      'A domain taken by someone else before it is registered is refunded the way you paid (credit card, PayPal, Apple Pay); payments from the balance or by bank transfer to your prepaid balance.',
    testEnvironment: 'Test environment: payments go through the sandbox gateway; no real money moves.',
    acceptTerms: 'I accept the general terms and conditions.',
    methods: {
      balance: 'prepaid balance',
      card: 'credit card',
      paypal: 'PayPal',
      apple_pay: 'Apple Pay',
      bank_transfer: 'bank transfer',
    },
    bankTransferAmountMismatch: (received, due) =>
      `The transfer of ${received} is not the amount due, ${due}, so nothing was booked. A part payment or an overpayment has to be settled by hand.`,
  },
  de: {
    noPrepaidAccount: 'Sie haben kein Guthabenkonto.',
    balanceCurrencyMismatch: (accountCurrency, invoiceCurrency) =>
      `Ihr Guthaben wird in ${accountCurrency} geführt, die Rechnung in ${invoiceCurrency}.`,
    balanceTooLow: 'Ihr Guthaben reicht nicht aus.',
    transferTooLate: (names) =>
      `Eine Überweisung käme nicht rechtzeitig an: Ohne vorherige Zahlung wird ${names} am Datum in Klammern gelöscht. Bitte wählen Sie eine andere Zahlungsart.`,
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): Die Rechnung enthält keine Umsatzsteuer.',
    viesRefused: 'Die EU-Datenbank VIES kennt Ihre USt-IdNr. nicht; daher wird Umsatzsteuer berechnet. Prüfen Sie die Nummer im Profil.',
    viesUnchecked:
      'Ihre USt-IdNr. konnte noch nicht bei der EU-Datenbank VIES geprüft werden; bis zur Bestätigung wird Umsatzsteuer berechnet.',
    bankTransferTiming: 'Bei Banküberweisung wird die Bestellung ausgeführt, sobald die Zahlung gebucht ist.',
    registerRefunds:
      'Eine Domain, die vor der Registrierung vergeben wird, erstatten wir auf dem Weg, auf dem Sie bezahlt haben (Kreditkarte, PayPal, Apple Pay); Zahlungen aus dem Guthaben oder per Überweisung Ihrem Guthabenkonto.',
    testEnvironment: 'Testumgebung: Zahlungen laufen über das Sandbox-Gateway, es fließt kein echtes Geld.',
    acceptTerms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
    methods: {
      balance: 'Guthaben',
      card: 'Kreditkarte',
      paypal: 'PayPal',
      apple_pay: 'Apple Pay',
      bank_transfer: 'Banküberweisung',
    },
    bankTransferAmountMismatch: (received, due) =>
      `Die Überweisung über ${received} entspricht nicht dem fälligen Betrag von ${due}; es wurde nichts gebucht. Eine Teil- oder Überzahlung ist von Hand zu klären.`,
  },
};

export function paymentMessages(language: Language): PaymentMessages {
  return MESSAGES[language];
}
