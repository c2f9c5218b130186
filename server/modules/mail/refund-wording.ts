import type { Language } from '@common/i18n/languages';
import type { RefundDestination } from '../../db/schema/index';

/** One sentence that says where refunded money went (decision 015), for every mail that refunds. */
export function refundSentence(language: Language, destination: RefundDestination, amount: string): string {
  const de = language === 'de';
  switch (destination) {
    case 'balance':
      return de ? `Wir haben ${amount} Ihrem Guthabenkonto gutgeschrieben.` : `We have credited ${amount} to your prepaid account.`;
    case 'card':
      return de
        ? `Wir haben ${amount} auf die Kreditkarte zurückgezahlt, mit der Sie bezahlt haben; je nach Bank erscheint die Gutschrift in einigen Tagen auf Ihrer Abrechnung.`
        : `We have refunded ${amount} to the credit card you paid with; depending on your bank it shows on your statement within a few days.`;
    case 'paypal':
      return de
        ? `Wir haben ${amount} auf Ihr PayPal-Konto zurückgezahlt, mit dem Sie bezahlt haben.`
        : `We have refunded ${amount} to the PayPal account you paid with.`;
    case 'apple_pay':
      return de
        ? `Wir haben ${amount} über Apple Pay auf die Karte zurückgezahlt, mit der Sie bezahlt haben; je nach Bank erscheint die Gutschrift in einigen Tagen.`
        : `We have refunded ${amount} through Apple Pay to the card you paid with; depending on your bank it shows within a few days.`;
  }
}
